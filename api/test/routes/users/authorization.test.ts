// Who may call what. Every route that needs a person is called anonymously (401), as a plain user,
// an organisation's administrator, a moderator and an administrator. Only the block routes take
// another person's id (moderators and admins); every other route acts on the token's own account,
// which the last test checks from the victim's side.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';

let t: TestApp;
let admin: SignedIn;
let organisationAdmin: SignedIn;
let user: SignedIn;
let moderator: SignedIn;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS, (app) => {
    // requireAdmin guards no production route yet; a probe route shows what it does.
    app.get('/api/test/admin-only', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
  });
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
  organisationAdmin = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
  user = await signIn(t, DEMO_ACCOUNTS.user.email);
  moderator = await signIn(t, DEMO_ACCOUNTS.moderator.email);
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#F92493' } })
    .png()
    .toBuffer();
});
afterAll(() => t.app.close());

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: () => string | Buffer | Record<string, unknown>;
  contentType?: string;
}

function avatarUpload(): Call {
  const boundary = `----b${randomBytes(6).toString('hex')}`;
  return {
    method: 'PUT',
    url: '/api/users/me/avatar',
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: () =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
  };
}

const call = (c: Call, who: SignedIn | null) =>
  t.app.inject({
    method: c.method,
    url: c.url,
    ...(c.payload ? { payload: c.payload() } : {}),
    headers: { ...(c.contentType ? { 'content-type': c.contentType } : {}), ...(who ? bearer(who.accessToken) : {}) },
  });

/** An ordinary account the moderators may block (stadt_fan). */
const BLOCKABLE_ID = 10;

const ROUTES: [string, Call, { user: number; organisationAdmin: number; moderator: number; admin: number }][] = [
  ['GET /users/me', { method: 'GET', url: '/api/users/me' }, { user: 200, organisationAdmin: 200, moderator: 200, admin: 200 }],
  [
    'PATCH /users/me',
    { method: 'PATCH', url: '/api/users/me', payload: () => ({ bio: 'hello' }) },
    { user: 200, organisationAdmin: 200, moderator: 200, admin: 200 },
  ],
  ['PUT /users/me/avatar', avatarUpload(), { user: 200, organisationAdmin: 200, moderator: 200, admin: 200 }],
  ['GET /users/me/export', { method: 'GET', url: '/api/users/me/export' }, { user: 200, organisationAdmin: 200, moderator: 200, admin: 200 }],
  [
    'POST /users/current/locale',
    { method: 'POST', url: '/api/users/current/locale', payload: () => 'locale=en', contentType: 'application/x-www-form-urlencoded' },
    { user: 204, organisationAdmin: 204, moderator: 204, admin: 204 },
  ],
  [
    'POST /users/current/country',
    { method: 'POST', url: '/api/users/current/country', payload: () => 'countryCode=ch', contentType: 'application/x-www-form-urlencoded' },
    { user: 204, organisationAdmin: 204, moderator: 204, admin: 204 },
  ],
  [
    'POST /users/invite (platform)',
    { method: 'POST', url: '/api/users/invite', payload: () => ({ email: `p${randomBytes(4).toString('hex')}@example.org` }) },
    { user: 403, organisationAdmin: 403, moderator: 403, admin: 204 },
  ],
  [
    'POST /users/invite (zuerich)',
    {
      method: 'POST',
      url: '/api/users/invite',
      payload: () => ({ email: `z${randomBytes(4).toString('hex')}@example.org`, organisation: 'zuerich' }),
    },
    { user: 403, organisationAdmin: 204, moderator: 403, admin: 204 },
  ],
  [
    'POST /users/invite (berlin)',
    {
      method: 'POST',
      url: '/api/users/invite',
      payload: () => ({ email: `b${randomBytes(4).toString('hex')}@example.org`, organisation: 'berlin' }),
    },
    { user: 403, organisationAdmin: 403, moderator: 403, admin: 204 },
  ],
  ['DELETE /users/me (no body)', { method: 'DELETE', url: '/api/users/me' }, { user: 400, organisationAdmin: 400, moderator: 400, admin: 400 }],
  ['requireAdmin', { method: 'GET', url: '/api/test/admin-only' }, { user: 403, organisationAdmin: 403, moderator: 403, admin: 200 }],
  [
    'PUT /users/:id/block (a user)',
    { method: 'PUT', url: `/api/users/${BLOCKABLE_ID}/block` },
    { user: 403, organisationAdmin: 403, moderator: 204, admin: 204 },
  ],
  [
    'DELETE /users/:id/block (a user)',
    { method: 'DELETE', url: `/api/users/${BLOCKABLE_ID}/block` },
    { user: 403, organisationAdmin: 403, moderator: 204, admin: 204 },
  ],
  [
    'PUT /users/:id/block (nobody)',
    { method: 'PUT', url: '/api/users/999999/block' },
    { user: 403, organisationAdmin: 403, moderator: 404, admin: 404 },
  ],
  [
    'PUT /users/:id/block (an admin; the admin themself)',
    { method: 'PUT', url: `/api/users/${DEMO_ACCOUNTS.admin.id}/block` },
    { user: 403, organisationAdmin: 403, moderator: 403, admin: 403 },
  ],
  // Last: the admin blocks the moderator, whose token is refused from then on.
  [
    'PUT /users/:id/block (the moderator themself)',
    { method: 'PUT', url: `/api/users/${DEMO_ACCOUNTS.moderator.id}/block` },
    { user: 403, organisationAdmin: 403, moderator: 403, admin: 204 },
  ],
  [
    'DELETE /users/:id/block (the moderator)',
    { method: 'DELETE', url: `/api/users/${DEMO_ACCOUNTS.moderator.id}/block` },
    { user: 403, organisationAdmin: 403, moderator: 401, admin: 204 },
  ],
];

describe('authorisation table', () => {
  it.each(ROUTES)('%s: anonymous 401', async (_name, c) => {
    const res = await call(c, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each(ROUTES)('%s: user, organisation admin, moderator and admin', async (name, c, expected) => {
    expect((await call(c, user)).statusCode, `${name} as user`).toBe(expected.user);
    expect((await call(c, organisationAdmin)).statusCode, `${name} as organisation admin`).toBe(expected.organisationAdmin);
    expect((await call(c, moderator)).statusCode, `${name} as moderator`).toBe(expected.moderator);
    expect((await call(c, admin)).statusCode, `${name} as admin`).toBe(expected.admin);
  });

  it('a 403 changes nothing: no invitation is stored or sent', async () => {
    const email = 'never@example.org';
    expect((await call({ method: 'POST', url: '/api/users/invite', payload: () => ({ email }) }, user)).statusCode).toBe(403);
    await t.app.background.idle();
    expect(await t.db.kysely.selectFrom('one_time_tokens').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('email_outbox').select('id').where('recipient', '=', email).execute()).toEqual([]);
  });

  it("another person's token acts on that person only: the victim's account is untouched", async () => {
    const victimId = 9;
    const before = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', victimId).executeTakeFirstOrThrow();
    const attacker = await signIn(t, 'strassen_fan@example.com');
    expect(attacker.userId).not.toBe(victimId);
    for (const [, c] of ROUTES) await call(c, attacker);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { spots: 'delete' }, headers: bearer(attacker.accessToken) }))
        .statusCode,
    ).toBe(204);
    expect(await t.db.kysely.selectFrom('users').selectAll().where('id', '=', victimId).executeTakeFirstOrThrow()).toEqual(before);
    await t.app.background.idle();
  });
});

// Content pages and the newsletter (issue 11): each endpoint × each role, anonymous included.
// Reads and the newsletter's own routes are public (a token, not a person, decides); saving a
// page, its history and the subscriber list are for administrators only.
describe('authorisation table: content pages and newsletter', () => {
  type Actor = 'anonymous' | 'user' | 'organisationAdmin' | 'moderator' | 'admin';
  const sessions = new Map<Actor, SignedIn | null>();
  const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
  const FORGED = 'A'.repeat(65);
  const page = { title: 'Imprint', description: 'Who runs {{platformName}}.', bodyMarkdown: '## Operator\n\nText.' };

  beforeAll(async () => {
    sessions.set('anonymous', null);
    sessions.set('user', user);
    sessions.set('organisationAdmin', organisationAdmin);
    sessions.set('moderator', await signIn(t, DEMO_ACCOUNTS.moderator.email));
    sessions.set('admin', admin);
  });

  const currentRevision = async () => (await t.get('/api/content/imprint?lang=de', HEADERS)).body.revisionId as number;

  interface Request {
    method: 'GET' | 'POST' | 'PUT';
    url: string | (() => Promise<string>);
    payload?: () => string | Record<string, unknown>;
    contentType?: string;
  }

  const ADMIN_ONLY = { anonymous: 401, user: 403, organisationAdmin: 403, moderator: 403, admin: 200 };
  const TABLE: [string, Request, Record<Actor, number>][] = [
    [
      'GET /content/:page',
      { method: 'GET', url: '/api/content/imprint' },
      { anonymous: 200, user: 200, organisationAdmin: 200, moderator: 200, admin: 200 },
    ],
    ['PUT /content/:page/:locale', { method: 'PUT', url: '/api/content/imprint/de', payload: () => page }, ADMIN_ONLY],
    ['GET /content/:page/:locale/revisions', { method: 'GET', url: '/api/content/imprint/de/revisions' }, ADMIN_ONLY],
    [
      'GET /content/:page/:locale/revisions/:id',
      { method: 'GET', url: async () => `/api/content/imprint/de/revisions/${await currentRevision()}` },
      ADMIN_ONLY,
    ],
    [
      'POST /newsletter/subscriptions',
      {
        method: 'POST',
        url: '/api/newsletter/subscriptions',
        payload: () => ({ email: `n${randomBytes(4).toString('hex')}@example.org`, consentTextVersion: '2026-11-26' }),
      },
      { anonymous: 204, user: 204, organisationAdmin: 204, moderator: 204, admin: 204 },
    ],
    [
      'POST /newsletter/confirm (unknown token)',
      { method: 'POST', url: '/api/newsletter/confirm', payload: () => ({ token: FORGED.slice(0, 43) }) },
      { anonymous: 400, user: 400, organisationAdmin: 400, moderator: 400, admin: 400 },
    ],
    [
      'POST /newsletter/unsubscribe (forged token)',
      { method: 'POST', url: '/api/newsletter/unsubscribe', payload: () => ({ token: FORGED }) },
      { anonymous: 400, user: 400, organisationAdmin: 400, moderator: 400, admin: 400 },
    ],
    [
      'POST /newsletter/unsubscribe/one-click (forged token)',
      {
        method: 'POST',
        url: `/api/newsletter/unsubscribe/one-click?token=${FORGED}`,
        payload: () => 'List-Unsubscribe=One-Click',
        contentType: 'application/x-www-form-urlencoded',
      },
      { anonymous: 400, user: 400, organisationAdmin: 400, moderator: 400, admin: 400 },
    ],
    [
      'GET /newsletter/unsubscribe/one-click (forged token)',
      { method: 'GET', url: `/api/newsletter/unsubscribe/one-click?token=${FORGED}` },
      { anonymous: 400, user: 400, organisationAdmin: 400, moderator: 400, admin: 400 },
    ],
    ['GET /newsletter/subscriptions', { method: 'GET', url: '/api/newsletter/subscriptions' }, ADMIN_ONLY],
  ];

  async function send(r: Request, actor: Actor) {
    const session = sessions.get(actor);
    return t.app.inject({
      method: r.method,
      url: typeof r.url === 'string' ? r.url : await r.url(),
      ...(r.payload ? { payload: r.payload() } : {}),
      headers: { ...HEADERS, ...(r.contentType ? { 'content-type': r.contentType } : {}), ...(session ? bearer(session.accessToken) : {}) },
    });
  }

  it.each(TABLE)('%s', async (name, r, expected) => {
    for (const actor of Object.keys(expected) as Actor[]) {
      const res = await send(r, actor);
      expect(res.statusCode, `${name} as ${actor}: ${res.body}`).toBe(expected[actor]);
    }
  });

  it('a refused save changes nothing; the page still shows the text it had', async () => {
    const before = await t.get('/api/content/imprint?lang=de', HEADERS);
    for (const actor of ['anonymous', 'user', 'organisationAdmin', 'moderator'] as const) {
      await send({ method: 'PUT', url: '/api/content/imprint/de', payload: () => ({ ...page, title: `by ${actor}` }) }, actor);
    }
    expect((await t.get('/api/content/imprint?lang=de', HEADERS)).body).toEqual(before.body);
  });
});
