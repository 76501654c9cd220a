// POST /api/event (page-view analytics, issue 14) against the real app and database: a view is
// kept only as daily counts per platform, site, route and referrer host; the tables hold no
// address, user agent, account or path; a visitor counts once a day (and again after the salt
// rotates with the day); Do Not Track, Global Privacy Control, bots and analytics off store
// nothing; a bad body is a 400 naming the field; the dashboard shows the counts; the write limits
// count events per address. No clock is faked (test files share a worker): a new day is the
// database's rows moved a day back, as an instance finds them the next morning.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '@moveable/contract';
import { forgetPastDays } from '../../../src/domain/analytics/salt.ts';
import { NO_WRITE_LIMITS } from '../../../src/rate-limit/write-limits.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

const TABLES = ['analytics_daily_pages', 'analytics_daily_totals', 'analytics_visitor_keys', 'analytics_salts'] as const;
beforeEach(async () => {
  await sql`TRUNCATE ${sql.join(TABLES.map((name) => sql.table(name)))}`.execute(t.db.kysely);
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Visit {
  ip?: string;
  userAgent?: string | null;
  platform?: string;
  country?: string;
  headers?: Record<string, string>;
}

function view(body: unknown, visit: Visit = {}, app: TestApp = t) {
  const headers: Record<string, string> = {
    'moveable-platform': visit.platform ?? 'bikeable',
    'moveable-countrycode': visit.country ?? 'ch',
    ...(visit.userAgent === null ? {} : { 'user-agent': visit.userAgent ?? FIREFOX }),
    ...visit.headers,
  };
  return app.app.inject({ method: 'POST', url: '/api/event', payload: body as object, headers, remoteAddress: visit.ip ?? '198.51.100.7' });
}

async function counted(body: unknown, visit: Visit = {}, app: TestApp = t) {
  const res = await view(body, visit, app);
  expect(res.statusCode, res.body).toBe(204);
  expect(res.body).toBe('');
  expect(res.headers['set-cookie']).toBeUndefined();
}

const pages = () =>
  sql<{ platform: string; country: string; day: string; route: string; referrer_host: string; views: number; visitors: number }>`
    SELECT platform, country, to_char(day, 'YYYY-MM-DD') AS day, route, referrer_host, views, visitors
    FROM analytics_daily_pages ORDER BY platform, country, route, referrer_host`
    .execute(t.db.kysely)
    .then((r) => r.rows);
const totals = () =>
  sql<{ platform: string; country: string; day: string; views: number; visitors: number }>`
    SELECT platform, country, to_char(day, 'YYYY-MM-DD') AS day, views, visitors FROM analytics_daily_totals ORDER BY platform, country, day`
    .execute(t.db.kysely)
    .then((r) => r.rows);
const nothingStored = async () => {
  for (const name of TABLES)
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(t.db.kysely)).rows[0]!.n, name).toBe(0);
};
const today = () => new Date().toISOString().slice(0, 10);

describe('POST /event', () => {
  it('keeps a view as counts per day, platform, site, route and referrer host, and answers 204 without a body or cookie', async () => {
    await counted({ route: 'spots-id', path: '/spots/42', referrer: 'https://www.Example.org:8443/search?q=my+street&token=secret' });
    await counted({ route: 'spots-id', path: '/fr/spots/7' }, { platform: 'walkable', country: 'world' });
    expect(await pages()).toEqual([
      { platform: 'bikeable', country: 'ch', day: today(), route: 'spots-id', referrer_host: 'example.org', views: 1, visitors: 1 },
      { platform: 'walkable', country: 'world', day: today(), route: 'spots-id', referrer_host: '', views: 1, visitors: 1 },
    ]);
    expect(await totals()).toEqual([
      { platform: 'bikeable', country: 'ch', day: today(), views: 1, visitors: 1 },
      { platform: 'walkable', country: 'world', day: today(), views: 1, visitors: 1 },
    ]);
  });

  it('stores no address, user agent, account, path or referrer path anywhere in its tables', async () => {
    const person = await signIn(t, DEMO_ACCOUNTS.user.email);
    const account = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'username', 'email'])
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    const ip = '203.0.113.77';
    const userAgent = `${FIREFOX} Distinctive/4.2`;
    await counted(
      { route: 'users-nameOrOldId', path: `/users/${account.username}`, referrer: 'https://mail.example.net/inbox/4711?name=anna' },
      { ip, userAgent, headers: bearer(person.accessToken) },
    );
    // The columns are what the README says, nothing more.
    const columns = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name LIKE 'analytics%' ORDER BY table_name, ordinal_position`.execute(t.db.kysely);
    expect(columns.rows.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'analytics_daily_pages.platform',
      'analytics_daily_pages.country',
      'analytics_daily_pages.day',
      'analytics_daily_pages.route',
      'analytics_daily_pages.referrer_host',
      'analytics_daily_pages.views',
      'analytics_daily_pages.visitors',
      'analytics_daily_totals.platform',
      'analytics_daily_totals.country',
      'analytics_daily_totals.day',
      'analytics_daily_totals.views',
      'analytics_daily_totals.visitors',
      'analytics_salts.day',
      'analytics_salts.salt',
      'analytics_visitor_keys.day',
      'analytics_visitor_keys.key',
    ]);
    // Every row of every analytics table as JSON text (bytea as hex): none holds what was sent.
    const dump = (
      await Promise.all(
        TABLES.map((name) =>
          sql<{ row: string }>`SELECT row_to_json(x)::text AS row FROM ${sql.table(name)} x`
            .execute(t.db.kysely)
            .then((r) => r.rows.map((x) => x.row)),
        ),
      )
    ).flat();
    const text = dump.join('\n');
    expect(dump.length).toBeGreaterThan(0);
    for (const secret of [ip, '203.0.113', 'Distinctive', 'Firefox', account.username!, account.email!, '4711', 'inbox', 'anna', `/users/`]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(new RegExp(`"(user_id|ip|user_agent|path)"`));
    const keys = await t.db.kysely.selectFrom('analytics_visitor_keys').select('key').execute();
    expect(keys).toHaveLength(2); // the site key and the page key, 32 bytes each
    for (const { key } of keys) {
      expect(Buffer.from(key)).toHaveLength(32);
      expect(Buffer.from(key).toString('latin1')).not.toContain(ip);
    }
    expect(await pages()).toEqual([
      expect.objectContaining({ route: 'users-nameOrOldId', referrer_host: 'mail.example.net', views: 1, visitors: 1 }),
    ]);
  });

  it('counts a visitor once a day per page and per site, however many views', async () => {
    const a = { ip: '198.51.100.20', userAgent: FIREFOX };
    for (let i = 0; i < 3; i++) await counted({ route: 'spots', path: '/spots' }, a);
    await counted({ route: 'map', path: '/map' }, a);
    await counted({ route: 'map', path: '/map', referrer: 'https://news.example.com/a' }, a);
    // Another browser behind the same address is another visitor; so is the same browser elsewhere.
    await counted({ route: 'spots', path: '/spots' }, { ip: a.ip, userAgent: SAFARI });
    await counted({ route: 'spots', path: '/it/spots' }, { ip: '198.51.100.21', userAgent: FIREFOX });
    // The same person on another site (country) of the platform counts there as well.
    await counted({ route: 'spots', path: '/spots' }, { ...a, country: 'de' });
    expect(await pages()).toEqual([
      { platform: 'bikeable', country: 'ch', day: today(), route: 'map', referrer_host: '', views: 1, visitors: 1 },
      { platform: 'bikeable', country: 'ch', day: today(), route: 'map', referrer_host: 'news.example.com', views: 1, visitors: 1 },
      { platform: 'bikeable', country: 'ch', day: today(), route: 'spots', referrer_host: '', views: 5, visitors: 3 },
      { platform: 'bikeable', country: 'de', day: today(), route: 'spots', referrer_host: '', views: 1, visitors: 1 },
    ]);
    expect(await totals()).toEqual([
      { platform: 'bikeable', country: 'ch', day: today(), views: 7, visitors: 3 },
      { platform: 'bikeable', country: 'de', day: today(), views: 1, visitors: 1 },
    ]);
  });

  it('counts concurrent first views of one visitor as one visitor', async () => {
    await Promise.all(Array.from({ length: 8 }, () => counted({ route: 'index', path: '/' }, { ip: '198.51.100.30' })));
    expect(await totals()).toEqual([{ platform: 'bikeable', country: 'ch', day: today(), views: 8, visitors: 1 }]);
  });

  it('keeps only the host of another site as referrer: not our own, not other schemes', async () => {
    await counted({ route: 'index', path: '/', referrer: 'http://localhost:8080/spots?famed=false' }); // PUBLIC_URL of the tests
    await counted({ route: 'index', path: '/', referrer: 'https://www.moveable.example/x' }, { headers: { host: 'moveable.example' } });
    await counted({ route: 'index', path: '/', referrer: 'javascript:alert(1)' });
    await counted({ route: 'index', path: '/', referrer: 'not a url' });
    await counted({ route: 'index', path: '/', referrer: '' });
    await counted({ route: 'index', path: '/', referrer: 'https://DuckDuckGo.com/?q=velo+zürich' });
    expect((await pages()).map((p) => [p.referrer_host, p.views])).toEqual([
      ['', 5],
      ['duckduckgo.com', 1],
    ]);
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('accepts a view under %s with 204 and stores nothing, not even a salt', async (_name, headers) => {
    await counted({ route: 'index', path: '/' }, { headers });
    await nothingStored();
    // DNT: 0 is no request: counted.
    await counted({ route: 'index', path: '/' }, { headers: { dnt: '0' } });
    expect(await totals()).toHaveLength(1);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['a headless browser', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['curl', 'curl/8.5.0'],
    ['no user agent', null],
  ])('stores nothing for %s', async (_name, userAgent) => {
    await counted({ route: 'spots', path: '/spots' }, { userAgent });
    await nothingStored();
  });

  it('stores nothing for a site the platform does not have, nor when analytics are off', async () => {
    await counted({ route: 'index', path: '/' }, { country: 'zz' });
    await nothingStored();
    const off = await buildTestApp(t.db, t.data, { analytics: { enabled: false, autoPageViews: false } });
    try {
      await counted({ route: 'index', path: '/' }, {}, off);
      await nothingStored();
      // Off still checks what it is sent.
      expect((await view({ route: 'nope', path: '/' }, {}, off)).statusCode).toBe(400);
    } finally {
      await off.app.close();
    }
  });

  it.each([
    ['no route', { path: '/spots' }, 'route', 'invalid_input'],
    ['a route not in the table', { route: 'no-such-page', path: '/spots' }, 'route', 'invalid_input'],
    ['no path', { route: 'spots' }, 'path', 'invalid_input'],
    ['a relative path', { route: 'spots', path: 'spots' }, 'path', 'invalid_input'],
    ['a path with a query', { route: 'spots', path: '/spots?famed=false' }, 'path', 'invalid_input'],
    ['a path of 2001 characters', { route: 'spots', path: `/${'a'.repeat(2000)}` }, 'path', 'invalid_input'],
    ['a path that is not a page of the route', { route: 'spots-id', path: '/spots' }, 'path', 'invalid_input'],
    ['a referrer that is not text', { route: 'spots', path: '/spots', referrer: 42 }, 'referrer', 'invalid_input'],
    ['a field of its own', { route: 'spots', path: '/spots', userId: 5 }, 'userId', 'unknown_field'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_name, body, field, code) => {
    const res = await view(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field, code });
    await nothingStored();
  });

  it('refuses a body that is not an object, and an unknown platform header', async () => {
    expect((await view([{ route: 'index', path: '/' }])).statusCode).toBe(400);
    const res = await view({ route: 'index', path: '/' }, { platform: 'rideable' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('moveable-platform');
    await nothingStored();
  });

  it('makes a salt with the first view of a day; the next day deletes it and its keys, and the visitor counts again', async () => {
    const visitor = { ip: '198.51.100.40', userAgent: SAFARI };
    const salts = () =>
      sql<{ day: string; salt: string }>`SELECT to_char(day, 'YYYY-MM-DD') AS day, encode(salt, 'hex') AS salt FROM analytics_salts`
        .execute(t.db.kysely)
        .then((r) => r.rows);
    const keys = () =>
      sql<{ day: string; key: string }>`SELECT to_char(day, 'YYYY-MM-DD') AS day, encode(key, 'hex') AS key FROM analytics_visitor_keys`
        .execute(t.db.kysely)
        .then((r) => r.rows);
    // The app's memory holds the day's salt once it has one: a fresh app has none yet.
    const todays = await buildTestApp(t.db, t.data, GENEROUS_LIMITS);
    await counted({ route: 'news', path: '/news' }, visitor, todays);
    await counted({ route: 'news', path: '/news' }, visitor, todays);
    await todays.app.close();
    const first = await salts();
    expect(first).toEqual([{ day: today(), salt: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    const firstKeys = await keys();
    expect(firstKeys).toHaveLength(2);

    // Midnight (UTC): what the database holds becomes yesterday's, as an instance sees it the next day.
    for (const name of TABLES) await sql`UPDATE ${sql.table(name)} SET day = day - 1`.execute(t.db.kysely);
    const yesterday = (await salts())[0]!.day;
    const tomorrows = await buildTestApp(t.db, t.data, GENEROUS_LIMITS);
    try {
      await counted({ route: 'news', path: '/news' }, visitor, tomorrows);
    } finally {
      await tomorrows.app.close();
    }
    const second = await salts();
    expect(second).toEqual([{ day: today(), salt: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(second[0]!.salt).not.toBe(first[0]!.salt);
    const secondKeys = await keys();
    expect(secondKeys.map((k) => k.day)).toEqual([today(), today()]);
    expect(secondKeys.some((k) => firstKeys.some((f) => f.key === k.key))).toBe(false);
    expect(await totals()).toEqual([
      { platform: 'bikeable', country: 'ch', day: yesterday, views: 2, visitors: 1 },
      { platform: 'bikeable', country: 'ch', day: today(), views: 1, visitors: 1 },
    ]);

    // On a day without a view, the hourly job deletes them as well.
    for (const name of TABLES) await sql`UPDATE ${sql.table(name)} SET day = day - 1`.execute(t.db.kysely);
    expect(await forgetPastDays(t.db.kysely, today())).toBe(1);
    expect(await salts()).toEqual([]);
    expect(await keys()).toEqual([]);
    expect((await totals()).map((r) => r.views)).toEqual([2, 1]);
  });

  it("shows in the dashboard's page views and visitors of the site, of the world, and not of another site", async () => {
    const admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
    const figures = async (country: string): Promise<Dashboard> => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard?country=${country}&days=7`,
        headers: { ...bearer(admin.accessToken), 'moveable-platform': 'bikeable' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    for (const ip of ['198.51.100.50', '198.51.100.51']) {
      await counted({ route: 'spots', path: '/spots' }, { ip });
      await counted({ route: 'map', path: '/map' }, { ip });
    }
    await counted({ route: 'index', path: '/' }, { country: 'world' });
    await counted({ route: 'index', path: '/' }, { platform: 'walkable' });
    // A day before the window: the previous period.
    await sql`INSERT INTO analytics_daily_totals (platform, country, day, views, visitors)
      VALUES ('bikeable', 'ch', (current_date - 9), 11, 5)`.execute(t.db.kysely);

    const ch = await figures('ch');
    expect(ch.totals.pageViews).toEqual({ current: 4, previous: 11 });
    expect(ch.totals.visitors).toEqual({ current: 2, previous: 5 });
    expect(ch.series.at(-1)).toMatchObject({ day: today(), pageViews: 4, visitors: 2 });
    const world = await figures('world');
    expect(world.totals.pageViews.current).toBe(5);
    expect(world.totals.visitors.current).toBe(3);
    const de = await figures('de');
    expect(de.totals.pageViews).toEqual({ current: 0, previous: 0 });
  });

  it('counts events per address against the page-view limit (429 beyond it)', async () => {
    const limited = await buildTestApp(t.db, t.data, {
      writeLimits: {
        ...NO_WRITE_LIMITS,
        rules: { ...NO_WRITE_LIMITS.rules, pageViews: { perAccount: [], perIp: [{ max: 3, windowMs: 60_000 }] } },
      },
    });
    try {
      const ip = '198.51.100.60';
      for (let i = 0; i < 3; i++) await counted({ route: 'index', path: '/' }, { ip }, limited);
      const refused = await view({ route: 'index', path: '/' }, { ip }, limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rate_limited');
      expect(await totals()).toEqual([{ platform: 'bikeable', country: 'ch', day: today(), views: 3, visitors: 1 }]);
      await counted({ route: 'index', path: '/' }, { ip: '198.51.100.61' }, limited);
    } finally {
      await limited.app.close();
    }
  });
});
