// What a sign-in must remember between leaving for the provider and coming back: the state, the
// nonce, the PKCE verifier, the client and where to go afterwards. It travels in a cookie of its
// own per flow (named after the state, so two tabs signing in at once do not overwrite each
// other), sealed with AES-256-GCM (JWE "dir") under a key derived from AUTH_SECRET: nobody can
// read or change it, and it expires after 10 minutes. httpOnly, SameSite=Lax (the provider
// brings the person back with a top-level GET), and only sent to its own callback path.
import { LOCALES } from '@moveable/contract';
import { hkdfSync } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';

export const FLOW_TTL_SECONDS = 600;
const COOKIE_PREFIX = 'moveable_oidc_';
/** newFlowSecrets() makes 43 base64url characters (openid-client's randomState: 32 random bytes). */
const STATE_PATTERN = /^[\w-]{43}$/;

const flowSchema = z.strictObject({
  provider: z.string(),
  client: z.string(),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirect: z.string(),
  locale: z.enum(LOCALES),
  /** Two-letter code or 'world'. */
  country: z.string(),
});
export type Flow = z.infer<typeof flowSchema>;

export function deriveFlowKey(authSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', authSecret, 'moveable-spots', 'oidc-flow-cookie', 32));
}

export interface FlowCookieOptions {
  key: Uint8Array;
  secure: boolean;
  /** The provider's callback path: the only request that needs the cookie. */
  path: string;
}

export function isWellFormedState(state: string | undefined): state is string {
  return state !== undefined && STATE_PATTERN.test(state);
}

export async function setFlowCookie(reply: FastifyReply, flow: Flow, options: FlowCookieOptions): Promise<void> {
  const sealed = await new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .encrypt(options.key);
  reply.setCookie(`${COOKIE_PREFIX}${flow.state}`, sealed, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: options.path,
    maxAge: FLOW_TTL_SECONDS,
  });
}

/**
 * The flow this callback's `state` belongs to, or null (no such cookie, expired, tampered with,
 * or sealed under another key). The cookie is cleared either way: a flow is used once.
 */
export async function takeFlowCookie(request: FastifyRequest, reply: FastifyReply, state: string, options: FlowCookieOptions): Promise<Flow | null> {
  const name = `${COOKIE_PREFIX}${state}`;
  const sealed = request.cookies[name];
  if (!sealed) return null;
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: options.path });
  try {
    const { payload } = await jwtDecrypt(sealed, options.key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      requiredClaims: ['exp'],
    });
    const { iat: _iat, exp: _exp, ...fields } = payload;
    const flow = flowSchema.safeParse(fields);
    return flow.success ? flow.data : null;
  } catch {
    return null;
  }
}
