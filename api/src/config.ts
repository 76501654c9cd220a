// Environment parsed and validated once, at start. Everything else receives a Config object, so
// tests build apps with explicit settings instead of mutating process.env. Parsing has no side
// effects: the development auth secret is read or created by server.ts (see auth/secret.ts).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseLocaleDomains, PLATFORMS, type LocaleDomains } from '@moveable/contract';
import { parseOidcProviders, type OidcProviderConfig } from './auth/oidc/config.ts';
import { parseSentryDsn, type SentryDsn } from './monitoring/sentry-dsn.ts';
import { DEFAULT_WRITE_LIMITS, parseWriteLimits, type WriteLimitsConfig } from './rate-limit/write-limits.ts';

/** The repository root (api/src/config.ts → ../..), used for the default data and site folders. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** "900", "900s", "15m", "12h", "30d" → seconds. */
const durationFromEnv = z
  .string()
  .regex(/^\d{1,9}\s*[smhd]?$/, { error: 'must be a duration like 900, 15m, 12h or 30d' })
  .transform((v) => {
    const unit = (v.match(/[smhd]$/)?.[0] ?? 's') as keyof typeof UNIT_SECONDS;
    return Number.parseInt(v, 10) * UNIT_SECONDS[unit];
  })
  .refine((seconds) => seconds > 0, { error: 'must be longer than 0 seconds' });

/** false/true, a number of proxy hops (0 = none), or a comma-separated list of proxy addresses. */
const trustProxyFromEnv = z.string().transform((v): boolean | number | string[] => {
  if (['true', 'yes'].includes(v)) return true;
  if (['false', 'no', '0'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
});

/**
 * Who may frame the embed pages: unset or "*" any origin (null), "self" only our own ([]), or
 * origins separated by commas or spaces ("https://partner.example, https://*.town.example").
 */
const frameAncestorsFromEnv = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .refine((list) => list.length > 0, { error: 'must be *, self or a list of origins' })
  .refine((list) => list.length === 1 || !list.some((o) => o === '*' || o === 'self'), { error: '* and self stand alone' })
  .refine((list) => list.every((o) => o === '*' || o === 'self' || /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(o)), {
    error: 'must be *, self or origins like https://partner.example or https://*.partner.example (no path)',
  })
  .transform((list): string[] | null => (list[0] === '*' ? null : list[0] === 'self' ? [] : list.map((o) => o.toLowerCase())));

const storeLink = z
  .url({ error: 'must be an https URL of an app store entry' })
  .refine((v) => v.startsWith('https://'), { error: 'must be an https URL' });
/** {"bikeable": {"ios": "https://…", "android": "https://…"}}: the platforms' app store entries. */
const appLinksFromEnv = z
  .string()
  .transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON like {"bikeable": {"ios": "https://…", "android": "https://…"}}' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(PLATFORMS), z.object({ ios: storeLink.optional(), android: storeLink.optional() }).strict()));

/** "https://a.example, https://b.example:8443" → ['https://a.example', 'https://b.example:8443']. */
const originsFromEnv = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .refine((list) => list.every((o) => /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(o)), {
    error: 'must be origins like https://staging.example or http://localhost:5173 (no path, no wildcard)',
  })
  .transform((list) => list.map((o) => o.toLowerCase()));

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Loopback by default: a developer machine should not expose the API to the network unless
  // HOST says so (e.g. HOST=0.0.0.0 in a container).
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ error: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  SITE_DIR: z.string().min(1).default(path.join(repoRoot, 'dist')),
  IMPORTMAP_PATH: z.string().min(1).default(path.join(repoRoot, 'importmap.json')),
  // Written by the builds beside the import map; the default follows IMPORTMAP_PATH.
  MODULE_GRAPH_PATH: z.string().min(1).optional(),
  SEED: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 48)' }).optional(),
  // The app's own identity towards the auth routes (spec §7 "otherwise a static token"): the
  // browser sends it as its bearer when nobody is signed in (plugins/app-token.ts). Public by
  // design (it is written into the page), so it grants nothing a person would need; long and
  // random all the same, so it cannot be guessed or mistaken for another token.
  PUBLIC_APP_TOKEN: z
    .string()
    .min(32, { error: 'must be at least 32 characters, a long random string (e.g. openssl rand -base64 48)' })
    .max(512, { error: 'must be at most 512 characters' })
    .regex(/^[\w.~+/=-]+$/, { error: 'must be letters, digits and - . _ ~ + / = only (what a bearer token may hold), e.g. openssl rand -base64 48' })
    .optional(),
  ACCESS_TOKEN_TTL: durationFromEnv.default(15 * 60),
  REFRESH_TOKEN_TTL: durationFromEnv.default(30 * 86_400),
  SMTP_URL: z
    .url({ error: 'must be an smtp:// or smtps:// URL' })
    .refine((v) => /^smtps?:\/\//.test(v), { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('moveable spots <no-reply@localhost>'),
  PUBLIC_URL: z
    .url({ error: 'must be the public http(s) URL of the site' })
    .refine((v) => /^https?:\/\//.test(v), { error: 'must be an http(s) URL' })
    .optional(),
  REDIS_URL: z.url({ error: 'must be a redis:// URL' }).optional(),
  // Every key this deployment writes to Redis starts with it, so deployments (and test runs) can share one Redis.
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { error: 'must be up to 64 letters, digits, _ - . or :' })
    .default('moveable:'),
  // Other origins whose pages may use the session cookie (a staging front end); ours always may.
  TRUSTED_ORIGINS: originsFromEnv.optional(),
  // How often each instance reloads the ended sessions from the database (missed Redis messages).
  SESSION_SYNC_INTERVAL: durationFromEnv.default(5),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
  OIDC_PROVIDERS: z.string().optional(),
  // Background jobs (src/jobs/).
  JOBS: booleanFromEnv.default(true),
  ARCHIVE_JOB_INTERVAL: durationFromEnv.default(15 * 60),
  PHOTO_CLEANUP_INTERVAL: durationFromEnv.default(60 * 60),
  NIGHTLY_JOBS_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of day HH:MM (UTC), e.g. 03:30' })
    .transform((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3)))
    .default(3 * 60 + 30),
  // The organisations' alerts (domain/alerts/): how often immediate alerts go out, and the hour
  // of the Zurich day from which the digest of the day before does.
  ALERTS_INTERVAL: durationFromEnv.default(60),
  ALERTS_DIGEST_HOUR: z.coerce
    .number({ error: 'must be an hour of the day, 0 to 23 (Europe/Zurich)' })
    .int({ error: 'must be an hour of the day, 0 to 23 (Europe/Zurich)' })
    .min(0, { error: 'must be an hour of the day, 0 to 23 (Europe/Zurich)' })
    .max(23, { error: 'must be an hour of the day, 0 to 23 (Europe/Zurich)' })
    .default(7),
  // Organisation webhooks (domain/webhooks/): how often due deliveries go out, how long one may
  // take, the waits between attempts ("1m,5m,30m,2h,6h,12h,24h": 8 attempts over ~2 days), and
  // after how many failed attempts in a row an endpoint is disabled.
  WEBHOOKS_INTERVAL: durationFromEnv.default(15),
  WEBHOOK_TIMEOUT: durationFromEnv.default(10),
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d{1,9}\s*[smhd]?(,\s*\d{1,9}\s*[smhd]?)*$/, { error: 'must be a comma-separated list of durations like 1m,5m,30m,2h' })
    .transform((v) => v.split(',').map((part) => durationFromEnv.parse(part.trim()) * 1000))
    .default([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000]),
  WEBHOOK_DISABLE_AFTER: z.coerce.number({ error: 'must be a whole number from 1 to 1000' }).int().min(1).max(1000).default(10),
  // Development and tests only: webhooks may target private, loopback and link-local addresses, and
  // http:// on localhost (a receiver in a test). Refused with NODE_ENV=production: it would open the
  // server's own network to anyone who registers a webhook (SSRF).
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanFromEnv.default(false),
  // Tests only: a pause after each alert mail, so a test can kill the process in a run's middle.
  ALERTS_TEST_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Given to the browser as <meta> tags in index.html (shared/src/runtime/config.ts reads them).
  GEOCODER_URL: z
    .url({ error: 'must be an http(s) URL with {query}, e.g. https://nominatim.example/search?format=jsonv2&q={query}' })
    .refine((v) => /^https?:\/\//.test(v) && v.includes('{query}'), { error: 'must be an http(s) URL with {query}' })
    .optional(),
  TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, { error: 'must be an http(s) tile URL with {z}, {x} and {y}' })
    .optional(),
  // Error reports (spec §9): the browser sends them to POST /api/monitoring/envelope, which
  // forwards them to this DSN's host only (routes/monitoring/).
  SENTRY_DSN: z
    .string()
    .transform((v, ctx) => {
      const dsn = parseSentryDsn(v);
      if (dsn) return dsn;
      ctx.addIssue({ code: 'custom', message: 'must be a Sentry DSN, e.g. https://publickey@o1.ingest.sentry.io/2' });
      return z.NEVER;
    })
    .optional(),
  // The profile the reports are filed under. "local" (the default outside NODE_ENV=production)
  // sends none: a developer's machine reports nothing, whatever its host name.
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[\w.-]{1,64}$/, { error: 'must be a name like production, staging or local (letters, digits, _ . -)' })
    .optional(),
  // The request header in which a CDN or proxy in front of us names the visitor's country
  // (e.g. cf-ipcountry): a worldwide site starts in that country when the platform runs there (§4).
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/i, { error: 'must be a header name, e.g. cf-ipcountry' })
    .transform((v) => v.toLowerCase())
    .optional(),
  // Locales bound to domains (spec §2): 'bikeable.ch=de,fr.bikeable.ch=fr'. On a named host its
  // locale has no prefix; a locale named for a sibling host (same platform and country) is linked
  // and redirected there. Unset: de unprefixed, the others prefixed, on every host.
  LOCALE_DOMAINS: z
    .string()
    .transform((text, ctx) => {
      try {
        return parseLocaleDomains(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  // Store entries of the apps, for /appredirect: JSON {"bikeable": {"ios": "https://…", "android": "https://…"}, …}.
  APP_LINKS: appLinksFromEnv.optional(),
  // Page-view analytics (domain/analytics/, api/README.md "Analytics"): counted at all, and sent by
  // the shell on each route change (automatic page views; the browser learns both from a meta tag).
  ANALYTICS: booleanFromEnv.default(true),
  ANALYTICS_AUTO_PAGEVIEWS: booleanFromEnv.default(true),
  // Site serving (src/site/): who may frame the embed pages, and source maps for staging.
  EMBED_FRAME_ANCESTORS: frameAncestorsFromEnv.optional(),
  SERVE_SOURCE_MAPS: booleanFromEnv.default(false),
  // Photos and profile pictures (src/storage/): folders in DATA_DIR, or an S3-compatible bucket.
  PHOTO_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'must be a region name like eu-central-2' })
    .optional(),
  // Unset: Amazon S3 itself; set for any other S3-compatible service.
  S3_ENDPOINT: z
    .url({ error: 'must be the http(s) URL of the S3 service, e.g. https://s3.example.net' })
    .refine((v) => /^https?:\/\/[^/]+\/?$/.test(v), { error: 'must be an http(s) origin without a path' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Most services other than Amazon S3 (MinIO, Garage, Ceph) want bucket names in the path.
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  // Several deployments may share a bucket: each keeps its objects under its own prefix.
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/?)+$/, { error: 'must be path segments of letters, digits, _ and -, like moveable/production' })
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .optional(),
  // Limits on writes (rate-limit/write-limits.ts) and the image decoding queue (images/decode-queue.ts).
  WRITE_LIMITS: z
    .string()
    .transform((v, ctx) => {
      const rules = parseWriteLimits(v);
      if (!Array.isArray(rules)) return rules;
      for (const problem of rules) ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    })
    .optional(),
  WRITE_LIMITS_STAFF_FACTOR: z.coerce.number().int().min(1, { error: 'must be a whole number of at least 1' }).max(1000).default(10),
  UPLOAD_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1, { error: 'must be a whole number of at least 1' })
    .max(256)
    .default(() => os.availableParallelism()),
  UPLOAD_QUEUE_LENGTH: z.coerce.number().int().min(0, { error: 'must be a whole number (0: no waiting)' }).max(10_000).default(16),
});

type Env = z.infer<typeof envSchema>;

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/** Where the photo storage settings disagree with each other: "NAME: problem" lines. */
function objectStorageProblems(e: Env): string[] {
  if (e.PHOTO_STORAGE === 'local') {
    // Photos written to one instance's disk while the operator meant a bucket would be lost on the next deployment.
    return S3_SETTINGS.filter((name) => e[name] !== undefined).map((name) => `${name}: only used with PHOTO_STORAGE=s3`);
  }
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required with PHOTO_STORAGE=s3');
  if (!e.S3_REGION) problems.push('S3_REGION: required with PHOTO_STORAGE=s3 (any name the service accepts, e.g. us-east-1 for MinIO)');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push(`${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys, or neither (the AWS default credentials)`);
  }
  return problems;
}

function objectStorageConfig(e: Env): ObjectStorageConfig | undefined {
  if (e.PHOTO_STORAGE !== 's3' || !e.S3_BUCKET || !e.S3_REGION) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    prefix: e.S3_PREFIX ?? '',
  };
}

export interface RateLimitConfig {
  /**
   * Failed sign-ins for one account (e-mail) from clients without its device cookie before each
   * further attempt must wait: `loginDelayBaseMs`, doubling with every failure, at most
   * `loginDelayMaxMs`. A known device (device cookie) has a delay of its own. Failures are
   * forgotten `loginFailureMemoryMs` after the last one.
   */
  loginPerAccount: number;
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  loginFailureMemoryMs: number;
  /** Failed sign-ins per IP address within `loginWindowMs`. */
  loginPerIp: number;
  loginWindowMs: number;
  /** Sign-ups and password-reset requests per IP address within `requestWindowMs`. */
  signUpPerIp: number;
  passwordResetPerIp: number;
  requestWindowMs: number;
  /** CSP violation reports browsers may send per IP address within a minute (more are refused, unread). */
  cspReportsPerIpPerMinute: number;
  /** Requests carrying the public app token (PUBLIC_APP_TOKEN) per IP address within a minute (429 beyond). */
  appTokenPerIpPerMinute: number;
  /** Open311 requests one organisation API key may send within a minute (429 beyond). */
  apiKeyPerMinute: number;
  /** Error-reporting envelopes one IP address may send through the tunnel within a minute (429 beyond). */
  envelopesPerIpPerMinute: number;
  /** Newsletter subscription requests per IP address within `requestWindowMs` (429 beyond). */
  newsletterPerIp: number;
  /** Confirmation mails one e-mail address gets within `newsletterAddressWindowMs` (further requests are answered alike and send nothing). */
  newsletterPerAddress: number;
  newsletterAddressWindowMs: number;
  /** Prefix of the keys and channels in Redis (several deployments may share one Redis). */
  redisPrefix: string;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginPerAccount: 5,
  loginDelayBaseMs: 1000,
  loginDelayMaxMs: 15 * 60_000,
  loginFailureMemoryMs: 12 * 60 * 60_000,
  loginPerIp: 20,
  loginWindowMs: 15 * 60_000,
  signUpPerIp: 5,
  passwordResetPerIp: 5,
  requestWindowMs: 60 * 60_000,
  cspReportsPerIpPerMinute: 30,
  // Every signed-out visit sends it on its session calls: a school or an office behind one address must not run dry.
  appTokenPerIpPerMinute: 300,
  // A town's system relays its own reports and answers: a burst now and then, not a stream.
  apiKeyPerMinute: 120,
  // A page with a session replay sends a segment every few seconds, besides errors and traces.
  envelopesPerIpPerMinute: 120,
  newsletterPerIp: 10,
  newsletterPerAddress: 3,
  newsletterAddressWindowMs: 24 * 60 * 60_000,
  redisPrefix: 'moveable:limit:',
};

/** An S3-compatible bucket for photos and profile pictures (storage/s3-photo-storage.ts). */
export interface ObjectStorageConfig {
  bucket: string;
  region: string;
  /** The service's origin; undefined: Amazon S3. */
  endpoint: string | undefined;
  /** Bucket name in the path (https://host/bucket/key) instead of the host name. */
  forcePathStyle: boolean;
  /** undefined: the AWS SDK's default credentials (AWS_* variables, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** '' or ending in '/': photos are under `${prefix}photos/`, profile pictures under `${prefix}avatars/`. */
  prefix: string;
}

/** Page-view analytics (POST /api/event; api/README.md, "Analytics"). */
export interface AnalyticsConfig {
  /** Off: events are answered 204 and nothing is stored, and pages send none. */
  enabled: boolean;
  /** The shell sends a page view on each route change (given to pages as <meta name="moveable-analytics" content="auto">). */
  autoPageViews: boolean;
}

/** Decoding uploaded images (images/decode-queue.ts). */
export interface UploadConfig {
  /** Images decoded at once; a large image that must be decoded whole takes several of these slots. */
  concurrency: number;
  /** Uploads that may wait for a slot; one more is answered 503 with Retry-After. */
  queueLength: number;
}

/** Background jobs (src/jobs/): how often each runs. */
export interface JobsConfig {
  /** Archive spots whose archive date passed. */
  archiveIntervalMs: number;
  /** Remove uploads never attached to a spot (after a day). */
  photoCleanupIntervalMs: number;
  /** Minute of the UTC day of the nightly maintenance (map cell rebuild; VACUUM on PGlite). */
  nightlyAtMinute: number;
  /** The organisations' alerts (domain/alerts/send-alerts.ts). */
  alerts: { intervalMs: number; digestHour: number; pauseMs: number; publicUrl: string };
  /** How often the webhook-deliveries job sends what is due. */
  webhooksIntervalMs: number;
}

/** Organisation webhooks (domain/webhooks/). */
export interface WebhooksConfig {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: http:// and private addresses allowed (development, tests). */
  allowPrivateTargets: boolean;
  /** How long one attempt may take. */
  timeoutMs: number;
  /** The wait before each retry: the first after the first failure, and so on; used up: failed. */
  retryScheduleMs: number[];
  /** Failed attempts in a row after which the endpoint is disabled. */
  disableAfter: number;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder; `undefined` means an in-memory database (tests). */
  pgliteDir: string | undefined;
  /** Photo files when there is no `objectStorage`. */
  photoDir: string;
  /** Profile pictures (square WebP files written by PUT /api/users/me/avatar) when there is no `objectStorage`. */
  avatarDir: string;
  /** PHOTO_STORAGE=s3: photos and profile pictures in a bucket instead of photoDir and avatarDir. */
  objectStorage?: ObjectStorageConfig;
  siteDir: string;
  importmapPath: string;
  /** The build's module graph, for the pages' modulepreload links (site/preloads.ts). */
  moduleGraphPath: string;
  /** <meta name="moveable-…"> tags for index.html: geocoder, tile and Sentry settings and app links when set. */
  pageMeta: Record<string, string>;
  /** The header a CDN names the visitor's country in (GEO_COUNTRY_HEADER); null: not known. */
  geoCountryHeader: string | null;
  /** Hosts bound to a locale (LOCALE_DOMAINS); empty: de unprefixed on every host. */
  localeDomains: LocaleDomains;
  /** Error reporting (SENTRY_DSN): where the tunnel forwards envelopes; absent: reporting is off. */
  sentry?: SentryDsn & { environment: string };
  /** Origins allowed to frame the embed pages besides ours; null: any origin. */
  embedFrameAncestors: string[] | null;
  /** Serve the built *.map files (staging); otherwise they answer 404. */
  serveSourceMaps: boolean;
  seed: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for request.ip (rate limits). */
  trustProxy: boolean | number | string[];
  /**
   * PUBLIC_APP_TOKEN: the bearer a signed-out browser sends to the auth routes (given to pages as
   * <meta name="moveable-app-token">). An anonymous app identity with a rate limit of its own
   * (plugins/app-token.ts); absent: no such token, nothing changes.
   */
  publicAppToken?: string;
  /** Signs access and refresh tokens. Required in production; server.ts fills it in development. */
  authSecret: string | undefined;
  /** Where development keeps its generated secret, so restarts keep sessions. */
  authSecretFile: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Deliver mail over SMTP; without it, mail stays in the email_outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin of the site, for links in e-mails. */
  publicUrl: string;
  /** Shared rate-limit counters and ended sessions across instances; without it they live in memory. */
  redisUrl: string | undefined;
  /** Every Redis key and channel of this deployment starts with it (REDIS_PREFIX). */
  redisPrefix: string;
  /** Origins besides `publicUrl`'s (and the request's own) whose pages may use the session cookie. */
  trustedOrigins: string[];
  /** How often each instance reloads the ended sessions from the database. */
  sessionSyncIntervalMs: number;
  cookieSecure: boolean;
  rateLimits: RateLimitConfig;
  /** Writes per account and per address (api/README.md, "Limits on writes"). */
  writeLimits: WriteLimitsConfig;
  uploads: UploadConfig;
  analytics: AnalyticsConfig;
  /** External sign-in (OpenID Connect), from OIDC_PROVIDERS; none when unset. */
  oidcProviders?: OidcProviderConfig[];
  /** Background jobs; absent (tests, JOBS=false): none run. */
  jobs?: JobsConfig;
  webhooks: WebhooksConfig;
}

/** The page's <meta> tag with the public app token (shared/src/runtime/config.ts reads it as publicAppToken). */
export const APP_TOKEN_META = 'moveable-app-token';

/**
 * What the browser's error reporting reads (shared/src/runtime/config.ts). The tunnel it sends
 * through is the API's (`apiBase` + MONITORING_TUNNEL_PATH), which the browser knows already.
 */
export function sentryPageMeta(sentry: SentryDsn & { environment: string }): Record<string, string> {
  return {
    'moveable-sentry-dsn': sentry.dsn,
    'moveable-sentry-environment': sentry.environment,
  };
}

/**
 * What pages learn of the analytics (shared/src/runtime/config.ts): `auto` (the shell sends a page
 * view on each route change), `manual` (counted, but pages send none by themselves), or no tag: off.
 */
export function analyticsMeta(enabled: boolean, autoPageViews: boolean): Record<string, string> {
  return enabled ? { 'moveable-analytics': autoPageViews ? 'auto' : 'manual' } : {};
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset: `DATABASE_URL= npm start` should mean "no database URL".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A generated secret on disk is fine for a developer; in production every instance must share
  // one secret, or sessions would break between instances and across deployments.
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error('Invalid environment:\n  AUTH_SECRET: required in production (at least 32 characters)');
  }
  if (e.NODE_ENV === 'production' && e.WEBHOOKS_ALLOW_PRIVATE_TARGETS) {
    throw new Error('Invalid environment:\n  WEBHOOKS_ALLOW_PRIVATE_TARGETS: not allowed in production (webhooks could reach the private network)');
  }
  const storageProblems = objectStorageProblems(e);
  if (storageProblems.length > 0) throw new Error(`Invalid environment:\n${storageProblems.map((p) => `  ${p}`).join('\n')}`);
  const objectStorage = objectStorageConfig(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const sentry = e.SENTRY_DSN
    ? { ...e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? (e.NODE_ENV === 'production' ? 'production' : 'local') }
    : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    photoDir: path.join(dataDir, 'photos'),
    avatarDir: path.join(dataDir, 'avatars'),
    ...(objectStorage ? { objectStorage } : {}),
    siteDir: path.resolve(e.SITE_DIR),
    importmapPath: path.resolve(e.IMPORTMAP_PATH),
    moduleGraphPath: path.resolve(e.MODULE_GRAPH_PATH ?? path.join(path.dirname(e.IMPORTMAP_PATH), 'module-graph.json')),
    pageMeta: {
      ...(e.GEOCODER_URL ? { 'moveable-geocoder': e.GEOCODER_URL } : {}),
      ...(e.TILE_URL ? { 'moveable-tiles': e.TILE_URL } : {}),
      ...(sentry ? sentryPageMeta(sentry) : {}),
      ...(e.APP_LINKS ? { 'moveable-app-links': JSON.stringify(e.APP_LINKS) } : {}),
      ...analyticsMeta(e.ANALYTICS, e.ANALYTICS_AUTO_PAGEVIEWS),
      ...(e.PUBLIC_APP_TOKEN ? { [APP_TOKEN_META]: e.PUBLIC_APP_TOKEN } : {}),
    },
    geoCountryHeader: e.GEO_COUNTRY_HEADER ?? null,
    localeDomains: e.LOCALE_DOMAINS ?? {},
    ...(sentry ? { sentry } : {}),
    embedFrameAncestors: e.EMBED_FRAME_ANCESTORS ?? null,
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    ...(e.PUBLIC_APP_TOKEN ? { publicAppToken: e.PUBLIC_APP_TOKEN } : {}),
    authSecret: e.AUTH_SECRET,
    authSecretFile: path.join(dataDir, 'auth-secret'),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustedOrigins: e.TRUSTED_ORIGINS ?? [],
    sessionSyncIntervalMs: e.SESSION_SYNC_INTERVAL * 1000,
    // Browsers drop Secure cookies on plain http (except localhost), so "auto" follows the site's scheme.
    cookieSecure: e.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : e.COOKIE_SECURE === 'true',
    rateLimits: { ...DEFAULT_RATE_LIMITS, redisPrefix: `${e.REDIS_PREFIX}limit:` },
    writeLimits: { rules: e.WRITE_LIMITS ?? DEFAULT_WRITE_LIMITS.rules, staffFactor: e.WRITE_LIMITS_STAFF_FACTOR },
    uploads: { concurrency: e.UPLOAD_CONCURRENCY, queueLength: e.UPLOAD_QUEUE_LENGTH },
    analytics: { enabled: e.ANALYTICS, autoPageViews: e.ANALYTICS_AUTO_PAGEVIEWS },
    webhooks: {
      allowPrivateTargets: e.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      timeoutMs: e.WEBHOOK_TIMEOUT * 1000,
      retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE,
      disableAfter: e.WEBHOOK_DISABLE_AFTER,
    },
    ...(e.OIDC_PROVIDERS ? { oidcProviders: parseOidcProviders(e.OIDC_PROVIDERS) } : {}),
    ...(e.JOBS
      ? {
          jobs: {
            archiveIntervalMs: e.ARCHIVE_JOB_INTERVAL * 1000,
            photoCleanupIntervalMs: e.PHOTO_CLEANUP_INTERVAL * 1000,
            nightlyAtMinute: e.NIGHTLY_JOBS_AT,
            alerts: { intervalMs: e.ALERTS_INTERVAL * 1000, digestHour: e.ALERTS_DIGEST_HOUR, pauseMs: e.ALERTS_TEST_PAUSE_MS, publicUrl },
            webhooksIntervalMs: e.WEBHOOKS_INTERVAL * 1000,
          },
        }
      : {}),
  };
}
