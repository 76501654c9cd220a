// PATCH /api/spots/:id: who may edit (author, moderator, admin), what a partial body changes (and
// what it leaves), categories and the archive date, moves between regions, and 404s.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { BERN, createSpot, DAY_MS, derivedColumns, regionId, send, signInPeople, type People } from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const patch = (id: number, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  send(t, 'PATCH', `/api/spots/${id}`, { token, body, ...(headers ? { headers } : {}) });

describe('PATCH /api/spots/:id', () => {
  it('the author changes only the fields sent; updatedAt moves', async () => {
    const spot = await createSpot(t, people.tokens.user);
    const res = await patch(spot.id, people.tokens.user, { title: '  Neuer Titel ', address: { city: 'Zürich-City' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...spot,
      title: 'Neuer Titel',
      address: { ...spot.address, city: 'Zürich-City' },
      updatedAt: res.body.updatedAt,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(spot.updatedAt));
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body).toEqual(res.body);
  });

  it('clears address fields sent as null or empty', async () => {
    const spot = await createSpot(t, people.tokens.user);
    const res = await patch(spot.id, people.tokens.user, { address: { street: null, postalCode: '' } });
    expect(res.body.address).toEqual({ street: null, postalCode: null, city: 'Zürich', country: 'CH' });
  });

  it.each(['moderator', 'admin'] as const)('a %s may edit any spot', async (person) => {
    const spot = await createSpot(t, people.tokens.user);
    const res = await patch(spot.id, people.tokens[person], { famed: true, description: 'Jetzt gut.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ famed: true, description: 'Jetzt gut.', author: { id: people.ids.user } });
  });

  it.each(['neighbour', 'organisationMember'] as const)('another person (%s) may not: 403, nothing changes', async (person) => {
    const spot = await createSpot(t, people.tokens.user);
    const res = await patch(spot.id, people.tokens[person], { title: 'Übernommen' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body.title).toBe(spot.title);
  });

  it('anonymous: 401', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await patch(spot.id, undefined, { title: 'x' })).status).toBe(401);
  });

  it('404 for a deleted spot, a spot of another platform and an unknown id', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await patch(spot.id, people.tokens.user, { title: 'x' }, { 'moveable-platform': 'walkable' })).status).toBe(404);
    expect((await patch(99_999_999, people.tokens.admin, { title: 'x' })).status).toBe(404);
    await send(t, 'DELETE', `/api/spots/${spot.id}`, { token: people.tokens.user });
    const res = await patch(spot.id, people.tokens.admin, { title: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Spot ${spot.id} not found`);
  });

  it('moving the spot moves its regions (by trigger)', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect(spot.regionIds).toEqual([regionId(t, 'zuerich')]);
    const res = await patch(spot.id, people.tokens.user, { location: BERN });
    expect(res.body).toMatchObject({ location: BERN, regionIds: [regionId(t, 'bern')] });
    expect((await derivedColumns(t, spot.id)).region_ids).toEqual([regionId(t, 'bern')]);
  });

  it('categoryIds replaces the categories; the archive date follows temporary ones and a delay survives', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [1] });
    expect(spot.archiveAt).toBeNull();

    const withSnow = await patch(spot.id, people.tokens.user, { categoryIds: [3, 10] });
    expect(withSnow.body).toMatchObject({ categoryIds: [3, 10] });
    expect(Date.parse(withSnow.body.archiveAt) - Date.parse(spot.createdAt)).toBe(30 * DAY_MS);
    expect((await derivedColumns(t, spot.id)).category_ids).toEqual([3, 10]);

    const delayed = (await send(t, 'POST', `/api/spots/${spot.id}/archive-delay`, { token: people.tokens.user })).body.archiveAt;
    const otherTemporary = await patch(spot.id, people.tokens.user, { categoryIds: [11, 12] });
    expect(otherTemporary.body.archiveAt).toBe(delayed);

    const none = await patch(spot.id, people.tokens.user, { categoryIds: [] });
    expect(none.body).toMatchObject({ categoryIds: [], categories: [], archiveAt: null });
  });

  it('on the worldwide site a new address country moves the spot to that country', async () => {
    const spot = await createSpot(t, people.tokens.user);
    const world = { 'moveable-countrycode': 'world' };
    const res = await patch(spot.id, people.tokens.user, { address: { country: 'LI' } }, world);
    expect(res.body).toMatchObject({ country: 'li', address: { country: 'LI' } });
    const cleared = await patch(spot.id, people.tokens.user, { address: { country: null } }, world);
    expect(cleared.status).toBe(400);
    expect(cleared.body.field).toBe('address.country');
    // On a country site the spot stays where it is.
    const onCountrySite = await patch(spot.id, people.tokens.user, { address: { country: 'AT' } });
    expect(onCountrySite.body).toMatchObject({ country: 'li', address: { country: 'AT' } });
  });

  it('an empty body changes nothing', async () => {
    const spot = await createSpot(t, people.tokens.user);
    const res = await patch(spot.id, people.tokens.user, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual(spot);
  });

  describe('a wrong field is a 400 naming it, and nothing is written', () => {
    const cases: [string, unknown, string][] = [
      ['empty title', { title: '' }, 'title'],
      ['title null', { title: null }, 'title'],
      ['famed null', { famed: null }, 'famed'],
      ['latitude out of range', { location: { lat: -91, lng: 8 } }, 'location.lat'],
      ['location without longitude', { location: { lat: 47 } }, 'location.lng'],
      ['country in lower case', { address: { country: 'de' } }, 'address.country'],
      ['photos cannot be edited here', { photoIds: [] }, 'photoIds'],
      ['an unknown category, with a valid title', { title: 'Geändert', categoryIds: [999] }, 'categoryIds'],
    ];
    it.each(cases)('%s', async (_name, body, field) => {
      const spot = await createSpot(t, people.tokens.user);
      const res = await patch(spot.id, people.tokens.user, body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect((await send(t, 'GET', `/api/spots/${spot.id}`)).body).toEqual(spot);
    });
  });

  it('edits demo spots too (author from the seed)', async () => {
    const { rows } = await sql<{ id: number; author_id: number }>`SELECT id, author_id FROM spots
      WHERE platform = 'bikeable' AND deleted_at IS NULL AND author_id IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db.kysely);
    const res = await patch(rows[0]!.id, people.tokens.moderator, { title: 'Vom Moderator korrigiert' });
    expect(res.status).toBe(200);
    expect(res.body.author.id).toBe(rows[0]!.author_id);
  });
});
