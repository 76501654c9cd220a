// POST /api/spots/:id/archive-delay: the author pushes the archive date back by 30 days from the
// later of now and the current date; without a date it is a 409; only the author may.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveDueSpots } from '../../../src/jobs/archive-due-spots.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { createSpot, DAY_MS, send, signInPeople, type People } from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const delay = (id: number, token?: string, headers?: Record<string, string>) =>
  send(t, 'POST', `/api/spots/${id}/archive-delay`, { token, ...(headers ? { headers } : {}) });

const dbNow = async () => (await sql<{ now: Date }>`SELECT now() AS now`.execute(t.db.kysely)).rows[0]!.now.getTime();

async function setArchiveAt(id: number, at: Date) {
  await t.db.kysely.updateTable('spots').set({ archive_at: at }).where('id', '=', id).execute();
}

describe('POST /api/spots/:id/archive-delay', () => {
  it('a future date moves 30 days on, and GET shows it', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [10] });
    const res = await delay(spot.id, people.tokens.user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ archiveAt: new Date(Date.parse(spot.archiveAt) + 30 * DAY_MS).toISOString() });
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body.archiveAt).toBe(res.body.archiveAt);
    const again = await delay(spot.id, people.tokens.user);
    expect(Date.parse(again.body.archiveAt) - Date.parse(res.body.archiveAt)).toBe(30 * DAY_MS);
  });

  it('a date in the past moves to 30 days from now', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [10] });
    await setArchiveAt(spot.id, new Date(Date.parse(spot.createdAt) - 60 * DAY_MS));
    const before = await dbNow();
    const res = await delay(spot.id, people.tokens.user);
    const after = await dbNow();
    const archiveAt = Date.parse(res.body.archiveAt);
    expect(archiveAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(archiveAt).toBeLessThanOrEqual(after + 30 * DAY_MS);
  });

  it('brings back a spot the archive job archived', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [11] });
    await setArchiveAt(spot.id, new Date(Date.now() - DAY_MS));
    expect(await archiveDueSpots(t.db.kysely)).toBeGreaterThanOrEqual(1);
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body.archived).toBe(true);
    const res = await delay(spot.id, people.tokens.user);
    expect(res.status).toBe(200);
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body).toMatchObject({ archived: false, archiveAt: res.body.archiveAt });
  });

  it('409 not_archiving for a spot without a temporary category', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [3] });
    const res = await delay(spot.id, people.tokens.user);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('not_archiving');
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body.archiveAt).toBeNull();
  });

  it.each(['neighbour', 'moderator', 'admin', 'organisationMember'] as const)('only the author: %s gets 403 and the date stays', async (person) => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [10] });
    const res = await delay(spot.id, people.tokens[person]);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body.archiveAt).toBe(spot.archiveAt);
  });

  it('401 anonymous; 404 deleted or on another platform', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [10] });
    expect((await delay(spot.id)).status).toBe(401);
    expect((await delay(spot.id, people.tokens.user, { 'moveable-platform': 'walkable' })).status).toBe(404);
    await send(t, 'DELETE', `/api/spots/${spot.id}`, { token: people.tokens.user });
    expect((await delay(spot.id, people.tokens.user)).status).toBe(404);
  });
});
