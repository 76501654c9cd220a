// GET /api/spots/:id and GET /api/spots/legacy/:oldId.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectedSpots, type ExpectedSpot } from '../../helpers/expected.ts';

let t: TestApp;
let spots: ExpectedSpot[];
beforeAll(async () => {
  t = await createTestApp();
  spots = expectedSpots(t.data);
});
afterAll(() => t.app.close());

const bikeable = { 'moveable-platform': 'bikeable' };

describe('GET /api/spots/:id', () => {
  it('answers the summary plus description, photos, categories, regions, author and official answer', async () => {
    const answer = t.data.officialAnswers.find((a) => {
      const s = spots.find((x) => x.id === a.spotId)!;
      return s.platform === 'bikeable' && t.data.photos.filter((p) => p.spotId === s.id).length > 1;
    })!;
    const s = spots.find((x) => x.id === answer.spotId)!;
    const res = await t.get(`/api/spots/${s.id}`, { ...bikeable, 'accept-language': 'fr-CH, fr;q=0.9' });
    expect(res.status).toBe(200);
    const photos = t.data.photos.filter((p) => p.spotId === s.id).sort((a, b) => a.position - b.position);
    const organisation = t.data.organisations.find((o) => o.id === answer.organisationId)!;
    const author = t.data.users.find((u) => u.id === s.authorId)!;
    expect(res.body).toMatchObject({
      id: s.id,
      title: s.title,
      description: s.description,
      hasOfficialAnswer: true,
      regionIds: s.regionIds,
      photos: photos.map((p) => ({ id: p.id, url: `/api/photos/${p.id}`, width: p.width, height: p.height, showsFix: p.showsFix })),
      regions: s.regionIds.map((id) => {
        const r = t.data.regions.find((x) => x.id === id)!;
        return { id: r.id, slug: r.slug, name: r.name };
      }),
      author: { id: author.id, username: author.username },
      officialAnswer: {
        organisation: { slug: organisation.slug, name: organisation.name },
        status: answer.status,
        text: answer.text,
        createdAt: answer.createdAt,
      },
    });
    expect(res.body.coverPhoto).toEqual(res.body.photos[0]);
    expect(res.body.categories.map((c: { id: number }) => c.id)).toEqual(s.categoryIds);
    // Category labels follow accept-language.
    expect(res.body.categories[0].label).toBe(res.body.categories[0].labels.fr);
  });

  it('a spot without photos or answer has empty photos and null officialAnswer', async () => {
    const s = spots.find((x) => x.platform === 'bikeable' && !x.hasPhoto && !x.hasOfficialAnswer)!;
    const res = await t.get(`/api/spots/${s.id}`);
    expect(res.body).toMatchObject({ photos: [], coverPhoto: null, officialAnswer: null, hasOfficialAnswer: false });
  });

  it('finds spots of other countries of the platform (links are shared across country sites)', async () => {
    const german = spots.find((x) => x.platform === 'bikeable' && x.country === 'de')!;
    const res = await t.get(`/api/spots/${german.id}`, { ...bikeable, 'moveable-countrycode': 'ch' });
    expect(res.status).toBe(200);
    expect(res.body.country).toBe('de');
  });

  it('archived spots are readable by id', async () => {
    const archived = spots.find((x) => x.platform === 'bikeable' && x.archived)!;
    expect((await t.get(`/api/spots/${archived.id}`)).body.archived).toBe(true);
  });

  it('is 404 for an unknown id', async () => {
    const res = await t.get('/api/spots/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Spot 987654 not found' });
  });

  it('is 404 for a spot of another platform', async () => {
    const walkable = spots.find((x) => x.platform === 'walkable')!;
    expect((await t.get(`/api/spots/${walkable.id}`, bikeable)).status).toBe(404);
    expect((await t.get(`/api/spots/${walkable.id}`, { 'moveable-platform': 'walkable' })).status).toBe(200);
  });

  it('is 404 for a soft-deleted spot, which also leaves every list', async () => {
    const s = spots.find((x) => x.platform === 'bikeable' && x.country === 'ch' && !x.archived)!;
    await t.db.kysely.updateTable('spots').set({ deleted_at: new Date() }).where('id', '=', s.id).execute();
    try {
      expect((await t.get(`/api/spots/${s.id}`)).status).toBe(404);
      const list = await t.get('/api/spots?limit=500&sort=votes');
      const all = [...list.body.items];
      let cursor = list.body.nextCursor;
      while (cursor) {
        const next = await t.get(`/api/spots?limit=500&sort=votes&cursor=${cursor}`);
        all.push(...next.body.items);
        cursor = next.body.nextCursor;
      }
      expect(all.map((i: { id: number }) => i.id)).not.toContain(s.id);
      if (s.legacyId) expect((await t.get(`/api/spots/legacy/${s.legacyId}`)).status).toBe(404);
    } finally {
      await t.db.kysely.updateTable('spots').set({ deleted_at: null }).where('id', '=', s.id).execute();
    }
  });

  it.each(['abc', '1.5', '-3', '0', '1e3', '99999999999999999999'])('a non-numeric or invalid id (%s) is a 400 naming id', async (id) => {
    const res = await t.get(`/api/spots/${id}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'id' });
  });
});

describe('GET /api/spots/:id costs one query', () => {
  it('reads the spot, its photos, categories, regions, author, proposals and answer in one query', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries++;
        return args.result;
      },
    };
    const counted = await buildTestApp({ ...t.db, kysely: t.db.kysely.withPlugin(counter) }, t.data);
    try {
      const answered = spots.find((x) => x.platform === 'bikeable' && x.hasOfficialAnswer && x.hasPhoto && x.regionIds.length > 0)!;
      queries = 0;
      const res = await counted.get(`/api/spots/${answered.id}`);
      expect(res.status).toBe(200);
      expect(queries).toBe(1);
      expect(res.body).toEqual((await t.get(`/api/spots/${answered.id}`)).body);
      expect(res.body).toMatchObject({ id: answered.id, hasOfficialAnswer: true, officialAnswer: expect.any(Object) });
      queries = 0;
      expect((await counted.get('/api/spots/987654')).status).toBe(404);
      expect(queries).toBe(1);
    } finally {
      await counted.app.close();
    }
  });
});

describe('GET /api/spots/legacy/:oldId', () => {
  it('resolves a legacy id to the numeric id', async () => {
    const s = spots.find((x) => x.platform === 'bikeable' && x.legacyId)!;
    const res = await t.get(`/api/spots/legacy/${s.legacyId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: s.id });
  });

  it('is 404 for an unknown legacy id and for one of another platform', async () => {
    expect((await t.get('/api/spots/legacy/AAAAAAAAAAAAAAAAA')).status).toBe(404);
    const walkable = spots.find((x) => x.platform === 'walkable' && x.legacyId)!;
    expect((await t.get(`/api/spots/legacy/${walkable.legacyId}`)).status).toBe(404);
    expect((await t.get(`/api/spots/legacy/${walkable.legacyId}`, { 'moveable-platform': 'walkable' })).body).toEqual({ id: walkable.id });
  });

  it('is 400 naming oldId when it is not a 17-character id', async () => {
    const res = await t.get('/api/spots/legacy/short');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('oldId');
  });
});
