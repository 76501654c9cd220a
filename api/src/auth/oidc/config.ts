// External sign-in providers (OpenID Connect), from the environment variable OIDC_PROVIDERS:
//
//   [{ "id": "keycloak", "name": "Keycloak", "issuer": "https://id.example.org/realms/moveable",
//      "clientId": "moveable-web", "clientSecret": "…", "scopes": ["openid", "email", "profile"],
//      "clients": { "walkable": "walkable-web", "bikeable:de": { "clientId": "bikeable-de", "clientSecret": "…" } } }]
//
// Validated once, at start (config.ts). `clients` picks another client per platform, per
// platform and country, or per platform's worldwide variant (spec §9: "OAuth client ids per
// platform, country and world flag"): the most specific key wins ("bikeable:de", then
// "bikeable"), else the provider's own clientId. A client given as a bare id shares the
// provider's clientSecret; an object brings its own (or none: a public client, PKCE only).
import { type Platform, PLATFORMS } from '@moveable/contract';
import { z } from 'zod';

export interface OidcClient {
  /** The `clients` key that chose it ("bikeable:de", "walkable", "default"): kept in the flow's cookie. */
  key: string;
  clientId: string;
  clientSecret: string | undefined;
}

export interface OidcProviderConfig {
  /** In URLs (/api/auth/login/{id}) and in the identities table: keep it stable. */
  id: string;
  /** The button says "Sign in with {name}". */
  name: string;
  /** Exactly as the provider's discovery document states it (no trailing slash unless it has one). */
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string[];
  /** Keyed "platform", "platform:cc" or "platform:world". */
  clients: Record<string, { clientId: string; clientSecret: string | undefined }>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A host on this machine: the only place a provider may speak plain http (relying-party.ts). */
export const isLoopbackHost = (hostname: string) => LOOPBACK.has(hostname);
const PLATFORM_PATTERN = PLATFORMS.join('|');
const CLIENT_KEY = new RegExp(`^(${PLATFORM_PATTERN})(:([a-z]{2}|world))?$`);

const secret = z.string().min(1).max(4096);
const clientSchema = z.union([
  z
    .string()
    .min(1)
    .max(255)
    .transform((clientId) => ({ clientId, clientSecret: undefined as string | undefined, shared: true })),
  z.strictObject({ clientId: z.string().min(1).max(255), clientSecret: secret.optional() }).transform((c) => ({ ...c, shared: false })),
]);

const providerSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { error: 'must be 1 to 32 lower-case letters, digits or "-"' }),
    name: z.string().trim().min(1).max(60),
    issuer: z.url({ error: 'must be the issuer URL' }).refine(
      (v) => {
        const url = new URL(v);
        if (url.search || url.hash || url.username || url.password) return false;
        // http only for a provider on this machine (development, tests): openid-client speaks https only otherwise.
        return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
      },
      { error: 'must be an https URL (http only on localhost, 127.0.0.1 or [::1]) without query or fragment' },
    ),
    clientId: z.string().min(1).max(255),
    clientSecret: secret.optional(),
    scopes: z
      .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, { error: 'must be a scope name' }))
      .max(20)
      .default(['openid', 'email', 'profile'])
      .transform((s) => (s.includes('openid') ? s : ['openid', ...s])),
    clients: z
      .record(
        z.string().regex(CLIENT_KEY, { error: `keys must be a platform (${PLATFORMS.join(', ')}), optionally with ":cc" or ":world"` }),
        clientSchema,
      )
      .default({}),
  })
  .transform((p): OidcProviderConfig => ({
    ...p,
    clientSecret: p.clientSecret,
    clients: Object.fromEntries(
      Object.entries(p.clients).map(([key, c]) => [key, { clientId: c.clientId, clientSecret: c.shared ? p.clientSecret : c.clientSecret }]),
    ),
  }));

/**
 * OIDC_PROVIDERS (a JSON array) → the providers, or a readable error naming what is wrong.
 * Unset or empty means none (no external sign-in offered).
 */
export function parseOidcProviders(raw: string | undefined): OidcProviderConfig[] {
  if (raw === undefined || raw.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('Invalid environment:\n  OIDC_PROVIDERS: must be a JSON array of providers');
  }
  const parsed = z
    .array(providerSchema)
    .max(10)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, { error: 'provider ids must be unique' })
    .safeParse(json);
  if (!parsed.success) {
    // Messages name the field, never its value: a secret must not end up in a log.
    const lines = parsed.error.issues.map((i) => `  OIDC_PROVIDERS${i.path.map((p) => `[${JSON.stringify(p)}]`).join('')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The client for a platform and country (null = the worldwide variant). */
export function chooseClient(provider: OidcProviderConfig, platform: Platform, country: string | null): OidcClient {
  for (const key of [`${platform}:${country ?? 'world'}`, platform]) {
    const client = provider.clients[key];
    if (client) return { key, ...client };
  }
  return { key: 'default', clientId: provider.clientId, clientSecret: provider.clientSecret };
}

/** The client a flow started with (its key is in the flow's cookie), or null if it is gone from the config. */
export function clientByKey(provider: OidcProviderConfig, key: string): OidcClient | null {
  if (key === 'default') return { key, clientId: provider.clientId, clientSecret: provider.clientSecret };
  const client = Object.hasOwn(provider.clients, key) ? provider.clients[key] : undefined;
  return client ? { key, ...client } : null;
}
