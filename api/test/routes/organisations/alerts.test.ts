// GET and PUT /organisations/:slug/alerts: a member's own alert choice. Only members of the
// organisation (the matrix: zuerich's admin for zuerich; everyone else 403, nobody 401); the
// choice is stored per member and organisation, switching on starts it from now, and a wrong
// value is a 400 naming `alerts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS } from '../../helpers/auth.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
});
afterAll(() => t.app.close());

const get = (slug: string, actor: Actor = 'organisationAdmin') =>
  t.app.inject({ method: 'GET', url: `/api/organisations/${slug}/alerts`, headers: actors.headers(actor) });
const put = (slug: string, alerts: unknown, actor: Actor = 'organisationAdmin') =>
  t.app.inject({ method: 'PUT', url: `/api/organisations/${slug}/alerts`, headers: actors.headers(actor), payload: { alerts } });

async function memberRow(slug: string, userId: number) {
  return t.db.kysely
    .selectFrom('organisation_members as m')
    .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
    .select(['m.alerts', 'm.alerts_since'])
    .where('o.slug', '=', slug)
    .where('o.platform', '=', 'bikeable')
    .where('m.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('the authorization matrix', () => {
  it("only the organisation's members read and set their alerts", async () => {
    await expectOnlyAllowed(['organisationAdmin'], (actor) => get('zuerich', actor));
    await expectOnlyAllowed(['organisationAdmin'], (actor) => put('zuerich', 'daily', actor));
    // The member of basel is allowed for basel only.
    await expectOnlyAllowed(['otherMember'], (actor) => get('basel', actor));
  });
});

describe('GET and PUT /organisations/:slug/alerts', () => {
  it('starts off, stores the choice, and switching on starts it from now', async () => {
    await put('zuerich', 'off');
    expect((await get('zuerich')).json()).toEqual({ alerts: 'off' });
    expect((await memberRow('zuerich', DEMO_ACCOUNTS.organisationAdmin.id)).alerts_since).toBeNull();

    const before = Date.now();
    const res = await put('zuerich', 'immediate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ alerts: 'immediate' });
    expect((await get('zuerich')).json()).toEqual({ alerts: 'immediate' });
    const row = await memberRow('zuerich', DEMO_ACCOUNTS.organisationAdmin.id);
    expect(row.alerts).toBe('immediate');
    expect(row.alerts_since!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect((await put('zuerich', 'daily')).json()).toEqual({ alerts: 'daily' });
    expect((await put('zuerich', 'off')).json()).toEqual({ alerts: 'off' });
    expect(await memberRow('zuerich', DEMO_ACCOUNTS.organisationAdmin.id)).toEqual({ alerts: 'off', alerts_since: null });
  });

  it("one member's choice is theirs only", async () => {
    await put('basel', 'daily', 'otherMember');
    await put('zuerich', 'immediate');
    expect((await get('basel', 'otherMember')).json()).toEqual({ alerts: 'daily' });
    expect((await get('zuerich')).json()).toEqual({ alerts: 'immediate' });
  });

  it('refuses a wrong choice with a 400 naming alerts, and an unknown organisation with a 404', async () => {
    const wrong = await put('zuerich', 'hourly');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'alerts' });
    expect((await put('zuerich', undefined)).json()).toMatchObject({ statusCode: 400, field: 'alerts' });
    expect((await get('no-such-town')).statusCode).toBe(404);
    expect((await get('zuerich', 'organisationAdmin')).headers['cache-control']).toContain('no-store');
  });
});
