// GET /admin/dashboard: only moderators and administrators read it (the matrix); its counts equal
// the demo data's own, and move by exactly what is written (spots, fixes, answers, comments,
// accounts, reports) through the API; a deletion takes its spot out again; other countries and
// platforms stay as they were; the previous period holds what is older.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_METRICS, type Dashboard } from '@moveable/contract';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
});
afterAll(() => t.app.close());

const ZURICH = { lat: 47.3717, lng: 8.5423 };
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

const dashboard = (query: string, actor: Actor = 'admin', platform = 'bikeable') =>
  t.app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: actors.headers(actor, { 'moveable-platform': platform }) });
async function figures(query: string, platform = 'bikeable'): Promise<Dashboard> {
  const res = await dashboard(query, 'admin', platform);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function send(actor: Actor, method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method, url, headers: actors.headers(actor), ...(payload === undefined ? {} : { payload }) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
}
/** b − a for every total (current) and for today's entry of the series. */
function moved(a: Dashboard, b: Dashboard) {
  const todayOf = (d: Dashboard) => d.series.find((s) => s.day === today())!;
  return {
    totals: Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, b.totals[m].current - a.totals[m].current])),
    today: Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, todayOf(b)[m] - todayOf(a)[m]])),
    openReports: b.openReports - a.openReports,
  };
}
const noMove = {
  totals: Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, 0])),
  today: Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, 0])),
  openReports: 0,
};

describe('GET /admin/dashboard', () => {
  it('answers moderators and administrators only', async () => {
    await expectOnlyAllowed(['moderator', 'admin'], (actor) => dashboard('', actor));
  });

  it("counts the demo data's spots, fixes, comments and answers of the last 90 days and the 90 before", async () => {
    const d = await figures('?country=ch&days=90');
    const todayMs = Date.parse(`${today()}T00:00:00Z`);
    const from = todayMs - 89 * DAY;
    const previousFrom = from - 90 * DAY;
    const period = (iso: string | null) => {
      if (iso === null) return null;
      const ms = Date.parse(iso);
      return ms >= from && ms < todayMs + DAY ? 'current' : ms >= previousFrom && ms < from ? 'previous' : null;
    };
    const spots = t.data.spots.filter((s) => s.platform === 'bikeable' && s.country === 'ch');
    const ids = new Set(spots.map((s) => s.id));
    const expected = (rows: (string | null)[]) => ({
      current: rows.filter((r) => period(r) === 'current').length,
      previous: rows.filter((r) => period(r) === 'previous').length,
    });
    const fame = expected(spots.filter((s) => s.famed).map((s) => s.createdAt));
    expect(fame.current + fame.previous).toBeGreaterThan(0); // the demo data reaches into the window
    expect(d.totals.newFame).toEqual(fame);
    expect(d.totals.newShame).toEqual(expected(spots.filter((s) => !s.famed).map((s) => s.createdAt)));
    expect(d.totals.fixed).toEqual(expected(spots.filter((s) => s.fixed).map((s) => s.fixedAt)));
    expect(d.totals.comments).toEqual(expected(t.data.comments.filter((c) => ids.has(c.spotId)).map((c) => c.createdAt)));
    expect(d.totals.officialAnswers).toEqual(expected(t.data.officialAnswers.filter((a) => ids.has(a.spotId)).map((a) => a.createdAt)));
    expect(d.series).toHaveLength(90);
    expect(d.series[0]!.day).toBe(d.from);
    expect(d.series.at(-1)!.day).toBe(today());
    expect(d.series.reduce((n, s) => n + s.newFame, 0)).toBe(fame.current);
    expect(d).toMatchObject({ platform: 'bikeable', country: 'ch', days: 90, to: today(), newAccountsScope: 'country' });
  });

  it('moves by exactly what is written today, in the country and worldwide, nowhere else', async () => {
    const before = {
      ch: await figures('?country=ch&days=7'),
      world: await figures('?country=world&days=7'),
      de: await figures('?country=de&days=7'),
    };
    const walkable = await figures('?country=ch&days=7', 'walkable');

    const fame1 = await send('user', 'POST', '/api/spots', { title: 'Dashboard fame one', famed: true, location: ZURICH });
    await send('user', 'POST', '/api/spots', { title: 'Dashboard fame two', famed: true, location: ZURICH });
    const shame = await send('user', 'POST', '/api/spots', { title: 'Dashboard shame', famed: false, location: ZURICH });
    await send('moderator', 'POST', `/api/spots/${fame1.id}/comments`, { body: 'Schön hier.' });
    await send('admin', 'POST', `/api/spots/${shame.id}/comments`, { body: 'Noch immer so.' });
    await send('admin', 'POST', `/api/spots/${shame.id}/fixed`);
    const zuerich = t.data.organisations.find((o) => o.slug === 'zuerich')!.id;
    await send('admin', 'POST', `/api/spots/${fame1.id}/official-answers`, { organisationId: zuerich, status: 'acknowledged', text: 'Danke!' });
    await send('moderator', 'POST', `/api/spots/${shame.id}/reports`, { reason: 'Doppelt erfasst' });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' },
      payload: { email: 'dashboard-new@example.org', password: 'a good passphrase', username: 'dashboard_new', acceptTerms: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const country = (await t.db.kysely.selectFrom('users').select('country').where('username', '=', 'dashboard_new').executeTakeFirstOrThrow())
      .country;

    const written = { newSpots: 3, newFame: 2, newShame: 1, fixed: 1, officialAnswers: 1, comments: 2, pageViews: 0, visitors: 0 };
    const accounts = country === 'ch' ? 1 : 0;
    expect(moved(before.ch, await figures('?country=ch&days=7'))).toEqual({
      totals: { ...written, newAccounts: accounts },
      today: { ...written, newAccounts: accounts },
      openReports: 1,
    });
    expect(moved(before.world, await figures('?country=world&days=7'))).toEqual({
      totals: { ...written, newAccounts: 1 },
      today: { ...written, newAccounts: 1 },
      openReports: 1,
    });
    expect(moved(before.de, await figures('?country=de&days=7'))).toEqual(noMove);
    expect(moved(walkable, await figures('?country=ch&days=7', 'walkable'))).toEqual({
      ...noMove,
      totals: { ...noMove.totals, newAccounts: accounts },
      today: { ...noMove.today, newAccounts: accounts },
    });

    // Deleting the fixed shame spot takes it out of new spots and fixed again; its comment stays written.
    const beforeDelete = await figures('?country=ch&days=7');
    await send('user', 'DELETE', `/api/spots/${shame.id}`);
    expect(moved(beforeDelete, await figures('?country=ch&days=7')).totals).toMatchObject({ newSpots: -1, newShame: -1, fixed: -1, comments: 0 });
  });

  it('puts what is older than the days asked for into the previous period, not the series', async () => {
    const before = await figures('?country=ch&days=7');
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    await sql`INSERT INTO spots (platform, country, title, famed, location, created_at)
      VALUES ('bikeable', 'ch', 'Older spot', true, point(8.54, 47.37), ${tenDaysAgo})`.execute(t.db.kysely);
    const after = await figures('?country=ch&days=7');
    expect(after.totals.newFame).toEqual({ current: before.totals.newFame.current, previous: before.totals.newFame.previous + 1 });
    expect(after.series).toEqual(before.series);
    expect((await figures('?country=ch&days=30')).series.find((s) => s.day === tenDaysAgo.toISOString().slice(0, 10))!.newFame).toBeGreaterThan(0);
  });

  it('takes a resolved report out of the open ones, and moves an account that changes its country', async () => {
    const before = { ch: await figures('?country=ch&days=7'), de: await figures('?country=de&days=7') };
    const report = await t.db.kysely
      .selectFrom('reports as r')
      .innerJoin('spots as s', 's.id', 'r.spot_id')
      .select('r.id')
      .where('r.resolved_at', 'is', null)
      .where('s.platform', '=', 'bikeable')
      .where('s.country', '=', 'ch')
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('reports').set({ resolved_at: new Date() }).where('id', '=', report.id).execute();
    await sql`INSERT INTO users (username, email, country) VALUES ('moving_one', 'moving@example.org', 'ch')`.execute(t.db.kysely);
    const joined = await figures('?country=ch&days=7');
    expect(joined.totals.newAccounts.current).toBe(before.ch.totals.newAccounts.current + 1);
    await t.db.kysely.updateTable('users').set({ country: 'de' }).where('username', '=', 'moving_one').execute();
    const after = { ch: await figures('?country=ch&days=7'), de: await figures('?country=de&days=7') };
    expect(after.ch.openReports).toBe(before.ch.openReports - 1);
    expect(after.ch.totals.newAccounts.current).toBe(before.ch.totals.newAccounts.current);
    expect(after.de.totals.newAccounts.current).toBe(before.de.totals.newAccounts.current + 1);
    expect(after.de.openReports).toBe(before.de.openReports);
  });

  it("defaults to the site's country and 30 days", async () => {
    const d = await figures('');
    expect(d).toMatchObject({ country: 'ch', days: 30 });
    expect(d.series).toHaveLength(30);
  });

  it.each([
    ['?days=0', 'days'],
    ['?days=91', 'days'],
    ['?days=ten', 'days'],
    ['?country=CH', 'country'],
    ['?country=in', 'country'], // walkable's, not bikeable's
  ])('refuses %s naming %s', async (query, field) => {
    const res = await dashboard(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().field ?? res.json().message).toMatch(new RegExp(field));
  });
});
