// Property: no request, however malformed, gets a 5xx, and every error answer has the one shape
// { statusCode, error, code, message, field? } (Open311's in its standard's shape, checked by
// test/open311/georeport-client.ts). Requests are generated with fast-check from the
// OpenAPI document the app serves, for every operation in it, anonymously and signed in (a user,
// an organisation member, an admin), against the demo data.
//
// Each run is two passes from freshly reset demo data: a fixed seed (5,000 cases, the same requests
// every time) and a random one (2,000 new ones each run). A failure prints its seed, the case and
// the request; FUZZ_SEED=<seed> FUZZ_CASES=<cases of that pass> repeats just that pass (same
// requests, same order, same starting data). FUZZ_STATS=1 prints each operation's outcomes. Not
// sent: the hidden browser routes (OIDC sign-in redirects, CSP reports), which are not in the
// document. Signed-in people who delete their account (DELETE /users/me, which the fuzzing does
// often) are replaced by new accounts with the same role, so the run stays signed in.
import { errorSchema } from '@moveable/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { readError } from '../open311/georeport-client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, GENEROUS_LIMITS, signIn } from '../helpers/auth.ts';
import { demoData, resetDatabase, testDatabase } from '../helpers/database.ts';
import { operationsOf, requestArbitrary, type FuzzRequest, type OpenApiDocument, type Operation } from './openapi-requests.ts';

const FIXED_SEED = 20_261_126;
const seedFromEnv = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;
/** Cases of the fixed-seed pass (and of a FUZZ_SEED pass), and of the random-seed pass. */
const CASES = Number(process.env['FUZZ_CASES'] ?? 5_000);
const RANDOM_CASES = Number(process.env['FUZZ_RANDOM_CASES'] ?? 2_000);

type Identity = 'anonymous' | 'user' | 'member' | 'admin';
const SIGNED_IN = { user: DEMO_ACCOUNTS.user, member: DEMO_ACCOUNTS.organisationAdmin, admin: DEMO_ACCOUNTS.admin } as const;
type SignedInIdentity = keyof typeof SIGNED_IN;
const ROLES: Record<SignedInIdentity, 'user' | 'admin'> = { user: 'user', member: 'user', admin: 'admin' };

/** What anonymous requests put in Authorization besides nothing. */
const FOREIGN_AUTHORIZATION = [
  'Bearer abc',
  `Bearer ${'x'.repeat(3000)}`,
  'Basic ZGVtb0BiaWtlYWJsZS5jaDp2ZWxvLWRlbW8tMjAyNg==',
  'Bearer',
  'bearer eyJhbGciOiJub25lIn0.e30.',
];

interface Finding {
  seed: number;
  cases: number;
  index: number;
  identity: Identity;
  request: FuzzRequest;
  status: number;
  body: string;
  problem: string;
}

let t: TestApp;
let doc: OpenApiDocument;
let operations: Operation[];
let passwordHash: string;
const tokens = {} as Record<SignedInIdentity, string>;
let accountSerial = 0;

beforeAll(async () => {
  // Each pass resets the data itself.
  t = await buildTestApp(await testDatabase(), await demoData(), GENEROUS_LIMITS);
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(doc);
  passwordHash = await hashPassword(DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.app.close());

async function signInAll(): Promise<void> {
  for (const who of Object.keys(SIGNED_IN) as SignedInIdentity[]) tokens[who] = (await signIn(t, SIGNED_IN[who].email)).accessToken;
}

/** A new account in place of one the fuzzing deleted (DELETE /users/me) or signed out: same role, fresh sign-in. */
async function replace(who: SignedInIdentity): Promise<void> {
  const serial = `${process.pid}-${accountSerial++}`;
  const email = `fuzz-${serial}@example.org`;
  await t.db.kysely
    .insertInto('users')
    .values({
      username: `fuzz-${serial}`,
      email,
      password_hash: passwordHash,
      email_confirmed_at: new Date().toISOString(),
      first_login: new Date().toISOString(),
      role: ROLES[who],
    })
    .execute();
  if (who === 'member') {
    const { id } = await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const zuerich = t.data.organisations.find((o) => o.slug === 'zuerich')!.id;
    await t.db.kysely.insertInto('organisation_members').values({ organisation_id: zuerich, user_id: id, role: 'member' }).execute();
  }
  tokens[who] = (await signIn(t, email)).accessToken;
}

function shapeProblem(res: LightMyRequestResponse, url: string): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  // Open311 answers errors in its standard's shape ([{ code, description }], or XML), checked by
  // the client written from the standard; a path no Open311 route matches gets the one shape.
  if (url.startsWith('/api/open311/') && (res.body.startsWith('[') || res.body.startsWith('<?xml'))) {
    try {
      readError(/\.xml(\?|$)/.test(url.split('?')[0] ?? '') || res.body.startsWith('<?xml') ? 'xml' : 'json', {
        status: res.statusCode,
        contentType: String(res.headers['content-type']),
        body: res.body,
      });
      return null;
    } catch (error) {
      return `Open311 error answer not in the standard's shape: ${(error as Error).message}`;
    }
  }
  if (!String(res.headers['content-type']).startsWith('application/json')) return `error answer of type ${res.headers['content-type']}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'error answer that is not JSON';
  }
  const parsed = errorSchema.strict().safeParse(body);
  if (!parsed.success) return `error answer not in the one shape: ${parsed.error.issues[0]?.message}`;
  if (parsed.data.statusCode !== res.statusCode) return `statusCode ${parsed.data.statusCode} in a ${res.statusCode} answer`;
  return null;
}

function safeCode(res: LightMyRequestResponse): string {
  try {
    return String((res.json() as { code?: unknown }).code);
  } catch {
    return '?';
  }
}

function describeFinding(f: Finding): string {
  const payload =
    f.request.payload === undefined ? '' : Buffer.isBuffer(f.request.payload) ? `<${f.request.payload.length} bytes>` : f.request.payload;
  return [
    `seed ${f.seed}, case ${f.index}, as ${f.identity}: ${f.problem}`,
    `  ${f.request.method} ${f.request.url}`,
    `  headers ${JSON.stringify(f.request.headers)}`,
    payload ? `  body ${JSON.stringify(payload.slice(0, 1500))}` : '',
    `  answer ${f.body.slice(0, 500)}`,
    `  repeat: FUZZ_SEED=${f.seed} FUZZ_CASES=${f.cases} npx vitest run --project api api/test/fuzz`,
  ]
    .filter(Boolean)
    .join('\n');
}

interface PassResult {
  findings: Finding[];
  statuses: Map<number, number>;
  reached: Set<string>;
  /** Per operation: status → count, and the codes of its 4xx (FUZZ_STATS=1 prints them). */
  outcomes: Map<string, Map<string, number>>;
  replaced: number;
  cases: number;
  ms: number;
}

async function fuzzPass(seed: number, cases: number): Promise<PassResult> {
  await resetDatabase(t.db);
  await signInAll();
  const findings: Finding[] = [];
  const statuses = new Map<number, number>();
  const reached = new Set<string>();
  const outcomes = new Map<string, Map<string, number>>();
  let replaced = 0;
  let index = 0;
  const identity = fc.oneof(
    { arbitrary: fc.constantFrom<Identity>('anonymous', 'user', 'member', 'admin'), weight: 9 },
    { arbitrary: fc.constantFrom(...FOREIGN_AUTHORIZATION), weight: 1 },
  );
  const request = fc.oneof(...operations.map((op) => requestArbitrary(op, doc)));
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(request, identity, async (req, who) => {
      index += 1;
      const named = who === 'anonymous' || who === 'user' || who === 'member' || who === 'admin';
      const authorization = !named ? who : who === 'anonymous' ? undefined : `Bearer ${tokens[who]}`;
      const res = await t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { ...req.headers, ...(authorization ? { authorization } : {}) },
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      reached.add(req.operation);
      const outcome = res.statusCode >= 400 && res.statusCode < 500 ? `${res.statusCode} ${safeCode(res)}` : String(res.statusCode);
      const counts = outcomes.get(req.operation) ?? new Map<string, number>();
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      outcomes.set(req.operation, counts);
      const problem = shapeProblem(res, req.url);
      if (problem) {
        findings.push({ seed, cases, index, identity: named ? who : 'anonymous', request: req, status: res.statusCode, body: res.body, problem });
      }
      // Keep the signed-in people signed in: one that deleted itself is replaced.
      if (named && who !== 'anonymous' && res.statusCode === 401) {
        const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${tokens[who]}` } });
        if (me.statusCode === 401) {
          await replace(who);
          replaced += 1;
        }
      } else if (named && who !== 'anonymous' && req.operation === 'DELETE /api/users/me' && res.statusCode === 204) {
        await replace(who);
        replaced += 1;
      }
    }),
    { seed, numRuns: cases, endOnFailure: true },
  );
  return { findings, statuses, reached, outcomes, replaced, cases, ms: performance.now() - started };
}

function summary(seed: number, result: PassResult): string {
  const byClass = [2, 3, 4, 5].map((c) => `${c}xx ${[...result.statuses].filter(([s]) => Math.floor(s / 100) === c).reduce((n, [, k]) => n + k, 0)}`);
  return `fuzz seed ${seed}: ${result.cases} cases in ${(result.ms / 1000).toFixed(1)} s (${byClass.join(', ')}; ${result.reached.size} operations; ${result.replaced} accounts replaced)`;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  const passes =
    seedFromEnv !== undefined
      ? [[seedFromEnv, CASES]]
      : [
          [FIXED_SEED, CASES],
          [Date.now() % 2_147_483_647, RANDOM_CASES],
        ];

  it.each(passes)(
    'seed %i, %i cases: no 5xx, every error in the one shape',
    async (seed, cases) => {
      const result = await fuzzPass(seed, cases);
      console.log(summary(seed, result));
      if (process.env['FUZZ_STATS']) {
        for (const [op, counts] of [...result.outcomes].sort()) {
          console.log(
            `${op}: ${[...counts]
              .sort((a, b) => b[1] - a[1])
              .map(([o, n]) => `${o} ×${n}`)
              .join(', ')}`,
          );
        }
      }
      if (result.findings.length > 0) {
        throw new Error(`${result.findings.length} problems (seed ${seed}):\n\n${result.findings.slice(0, 20).map(describeFinding).join('\n\n')}`);
      }
      // Each pass reaches every operation of the document.
      expect([...result.reached].sort()).toEqual(operations.map((op) => op.key).sort());
    },
    600_000,
  );
});
