// POST /api/spots: the spot with categories, address and photos in one transaction; every
// validation error names its field and leaves nothing behind; the derived columns, the list and
// the map include the new spot at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import {
  BERN,
  countSpots,
  createSpot,
  DAY_MS,
  derivedColumns,
  regionId,
  send,
  signInPeople,
  spotInput,
  uploadedPhoto,
  ZURICH,
  type People,
} from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

describe('POST /api/spots', () => {
  it('creates the spot and answers 201 with the SpotDetail that GET answers too', async () => {
    const [first, second] = [await uploadedPhoto(t, people.ids.user), await uploadedPhoto(t, people.ids.user)];
    const res = await send(t, 'POST', '/api/spots', {
      token: people.tokens.user,
      body: spotInput({ title: '  Gefährliche Einmündung  ', photoIds: [second, first] }),
    });
    expect(res.status).toBe(201);
    const spot = res.body;
    expect(res.headers['location']).toBe(`/api/spots/${spot.id}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(spot).toMatchObject({
      platform: 'bikeable',
      country: 'ch',
      title: 'Gefährliche Einmündung',
      description: 'Autos biegen ab, ohne auf Velos zu achten.',
      famed: false,
      fixed: false,
      archived: false,
      location: ZURICH,
      address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
      categoryIds: [1, 3],
      regionIds: [regionId(t, 'zuerich')],
      votes: 0,
      comments: 0,
      author: { id: people.ids.user },
      archiveAt: null,
      fixProposals: 0,
      fixProposalsNeeded: 3,
      officialAnswer: null,
    });
    // The given order is the gallery order; the first is the cover.
    expect(spot.photos.map((p: { id: number }) => p.id)).toEqual([second, first]);
    expect(spot.coverPhoto.id).toBe(second);
    expect(spot.createdAt).toBe(spot.updatedAt);
    const read = await send(t, 'GET', `/api/spots/${spot.id}`);
    expect(read.body).toEqual(spot);
  });

  it('keeps the derived columns right: categories, regions and cover by trigger', async () => {
    const photo = await uploadedPhoto(t, people.ids.user);
    const spot = await createSpot(t, people.tokens.user, { location: BERN, categoryIds: [4, 2], photoIds: [photo] });
    expect(await derivedColumns(t, spot.id)).toMatchObject({
      category_ids: [2, 4],
      region_ids: [regionId(t, 'bern')],
      cover_photo_id: photo,
      archive_at: null,
    });
  });

  it('defaults: no description, address, categories or photos', async () => {
    const res = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body: { title: 'Schöner Weg', famed: true, location: ZURICH } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: '',
      famed: true,
      address: { street: null, postalCode: null, city: null, country: null },
      categoryIds: [],
      photos: [],
      coverPhoto: null,
    });
  });

  it('a temporary category sets the archive date 30 days after creation', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [1, 10] });
    expect(Date.parse(spot.archiveAt) - Date.parse(spot.createdAt)).toBe(30 * DAY_MS);
  });

  it('stores the platform of the request', async () => {
    const res = await send(t, 'POST', '/api/spots', {
      token: people.tokens.user,
      body: spotInput({ categoryIds: [7] }),
      headers: { 'moveable-platform': 'walkable' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ platform: 'walkable', country: 'ch', categoryIds: [7] });
  });

  it('on the worldwide site takes the country from the address, and requires it', async () => {
    const world = { 'moveable-countrycode': 'world' };
    const berlin = { lat: 52.52, lng: 13.405 };
    const res = await send(t, 'POST', '/api/spots', {
      token: people.tokens.user,
      body: spotInput({ location: berlin, address: { city: 'Berlin', country: 'DE' } }),
      headers: world,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ country: 'de', address: { country: 'DE', city: 'Berlin', street: null } });

    const before = await countSpots(t);
    const missing = await send(t, 'POST', '/api/spots', {
      token: people.tokens.user,
      body: spotInput({ address: { city: 'Berlin' } }),
      headers: world,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'address.country', code: 'required' });
    expect(await countSpots(t)).toBe(before);
  });

  it('answers 401 to an anonymous request, before looking at the body', async () => {
    const before = await countSpots(t);
    for (const body of [spotInput(), { title: '' }]) {
      const res = await send(t, 'POST', '/api/spots', { body });
      expect(res.status).toBe(401);
    }
    expect(await countSpots(t)).toBe(before);
  });

  describe('a field that is wrong is a 400 naming it, and nothing is written', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, Record<string, unknown>, string][] = [
      ['title missing', { title: undefined }, 'title'],
      ['title blank', { title: '   ' }, 'title'],
      ['title too long', { title: long(121) }, 'title'],
      ['title with NUL', { title: 'a\u0000b' }, 'title'],
      ['title not a text', { title: 5 }, 'title'],
      ['description too long', { description: long(5001) }, 'description'],
      ['famed missing', { famed: undefined }, 'famed'],
      ['famed not a boolean', { famed: 'yes' }, 'famed'],
      ['location missing', { location: undefined }, 'location'],
      ['latitude out of range', { location: { lat: 91, lng: 8 } }, 'location.lat'],
      ['longitude not a number', { location: { lat: 47, lng: 'x' } }, 'location.lng'],
      ['street too long', { address: { street: long(201) } }, 'address.street'],
      ['postal code too long', { address: { postalCode: long(21) } }, 'address.postalCode'],
      ['city too long', { address: { city: long(101) } }, 'address.city'],
      ['country in lower case', { address: { country: 'ch' } }, 'address.country'],
      ['country that does not exist', { address: { country: 'XX' } }, 'address.country'],
      ['address not an object', { address: 'Bahnhofstrasse 1' }, 'address'],
      ['six categories', { categoryIds: [1, 2, 3, 4, 5, 6] }, 'categoryIds'],
      ['a category twice', { categoryIds: [1, 1] }, 'categoryIds'],
      ['a category id that is not an id', { categoryIds: [1, 0] }, 'categoryIds.1'],
      ['an unknown category', { categoryIds: [1, 999] }, 'categoryIds'],
      ["another platform's category", { categoryIds: [8] }, 'categoryIds'],
      ['eleven photos', { photoIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'photoIds'],
      ['a photo id that is not an id', { photoIds: [1.5] }, 'photoIds.0'],
    ];
    it.each(cases)('%s', async (_name, overrides, field) => {
      const before = await countSpots(t);
      const res = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body: spotInput(overrides) });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}\\b`));
      expect(await countSpots(t)).toBe(before);
    });

    it('a body that is not an object', async () => {
      const res = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body: [spotInput()] });
      expect(res.status).toBe(400);
    });
  });

  describe('photos must be this person’s unattached uploads', () => {
    it("refuses someone else's upload, an attached photo and an unknown id, leaving no spot and the photos as they were", async () => {
      const mine = await uploadedPhoto(t, people.ids.user);
      const theirs = await uploadedPhoto(t, people.ids.neighbour);
      const attached = (await createSpot(t, people.tokens.user, { photoIds: [await uploadedPhoto(t, people.ids.user)] })).photos[0].id;
      for (const refused of [theirs, attached, 99_999_999]) {
        const before = await countSpots(t);
        const res = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body: spotInput({ photoIds: [mine, refused] }) });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ field: 'photoIds', code: 'photo_unavailable' });
        expect(res.body.message).toContain(String(refused));
        expect(await countSpots(t)).toBe(before);
      }
      const { rows } = await sql<{
        id: number;
        spot_id: number | null;
      }>`SELECT id, spot_id FROM photos WHERE id IN (${mine}, ${theirs}) ORDER BY id`.execute(t.db.kysely);
      expect(rows).toEqual([
        { id: mine, spot_id: null },
        { id: theirs, spot_id: null },
      ]);
    });

    it('refuses a photo attached a moment ago by another spot of the same person', async () => {
      const photo = await uploadedPhoto(t, people.ids.user);
      await createSpot(t, people.tokens.user, { photoIds: [photo] });
      const res = await send(t, 'POST', '/api/spots', { token: people.tokens.user, body: spotInput({ photoIds: [photo] }) });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('photoIds');
    });
  });

  it('the list and the map count the new spot at once', async () => {
    const bbox = '8.53,47.37,8.55,47.38';
    const list = async () => (await send(t, 'GET', `/api/spots?bbox=${bbox}&limit=500&famed=true`)).body.items.map((s: { id: number }) => s.id);
    const map = async () => (await send(t, 'GET', `/api/map/clusters?bbox=${bbox}&zoom=12&famed=true`)).body.total;
    const [listBefore, mapBefore] = [await list(), await map()];
    const spot = await createSpot(t, people.tokens.user, { famed: true, location: { lat: 47.375, lng: 8.54 } });
    const listAfter = await list();
    expect(listAfter).toHaveLength(listBefore.length + 1);
    expect(listAfter[0]).toBe(spot.id);
    expect(await map()).toBe(mapBefore + 1);
  });
});
