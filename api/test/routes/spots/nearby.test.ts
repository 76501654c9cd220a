// GET /api/spots/nearby: duplicate candidates for a new spot, checked against great-circle
// distances computed in JavaScript from the demo data.
import { nearbySpotsSchema } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectedSpots, metresBetween, type ExpectedSpot } from '../../helpers/expected.ts';

let t: TestApp;
let spots: ExpectedSpot[];
beforeAll(async () => {
  t = await createTestApp();
  spots = expectedSpots(t.data);
});
afterAll(() => t.app.close());

function expectedNear(lat: number, lng: number, radius: number, platform = 'bikeable', famed?: boolean) {
  return spots
    .filter((s) => s.platform === platform && !s.archived && (famed === undefined || s.famed === famed))
    .map((s) => ({ id: s.id, d: metresBetween(lat, lng, s.lat, s.lng) }))
    .filter((s) => s.d <= radius)
    .sort((a, b) => a.d - b.d || a.id - b.id);
}

/** A current bikeable spot with the most other spots within 200 m: somewhere to look. */
function busySpot(): ExpectedSpot {
  const current = spots.filter((s) => s.platform === 'bikeable' && !s.archived);
  let best = current[0]!;
  let most = 0;
  for (const s of current.slice(0, 300)) {
    const n = current.filter((o) => Math.abs(o.lat - s.lat) < 0.002 && Math.abs(o.lng - s.lng) < 0.003).length;
    if (n > most) [best, most] = [s, n];
  }
  return best;
}

describe('GET /api/spots/nearby', () => {
  it('lists the spots within the radius, nearest first, with distances', async () => {
    const at = busySpot();
    for (const radius of [50, 200, 500]) {
      const res = await t.get(`/api/spots/nearby?lat=${at.lat}&lng=${at.lng}&radius=${radius}&limit=50`);
      expect(res.status).toBe(200);
      expect(nearbySpotsSchema.parse(res.body)).toEqual(res.body);
      const expected = expectedNear(at.lat, at.lng, radius).slice(0, 50);
      expect(res.body.items.map((i: { id: number }) => i.id)).toEqual(expected.map((e) => e.id));
      res.body.items.forEach((item: { distance: number }, i: number) => expect(item.distance).toBeCloseTo(expected[i]!.d, 0));
    }
    // The spot itself is the nearest, at 0 m.
    const self = await t.get(`/api/spots/nearby?lat=${at.lat}&lng=${at.lng}`);
    expect(self.body.items[0]).toMatchObject({ id: at.id, distance: 0, title: at.title });
  });

  it('keeps the polarity asked for, 50 m and 10 results by default', async () => {
    const at = busySpot();
    for (const famed of [true, false]) {
      const res = await t.get(`/api/spots/nearby?lat=${at.lat}&lng=${at.lng}&famed=${famed}&radius=300`);
      const expected = expectedNear(at.lat, at.lng, 300, 'bikeable', famed).slice(0, 10);
      expect(res.body.items.map((i: { id: number }) => i.id)).toEqual(expected.map((e) => e.id));
      expect(res.body.items.every((i: { famed: boolean }) => i.famed === famed)).toBe(true);
    }
    const defaults = await t.get(`/api/spots/nearby?lat=${at.lat}&lng=${at.lng}`);
    expect(defaults.body.items.map((i: { id: number }) => i.id)).toEqual(
      expectedNear(at.lat, at.lng, 50)
        .slice(0, 10)
        .map((e) => e.id),
    );
  });

  it('is scoped by platform only (any country), and finds nothing in the middle of nowhere', async () => {
    const walkable = spots.find((s) => s.platform === 'walkable' && !s.archived)!;
    const res = await t.get(`/api/spots/nearby?lat=${walkable.lat}&lng=${walkable.lng}&radius=100`, {
      'moveable-platform': 'walkable',
      'moveable-countrycode': 'de',
    });
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual(
      expectedNear(walkable.lat, walkable.lng, 100, 'walkable')
        .slice(0, 10)
        .map((e) => e.id),
    );
    expect((await t.get('/api/spots/nearby?lat=0&lng=0')).body).toEqual({ items: [] });
  });

  it.each([
    ['lng=8.5', 'lat'],
    ['lat=47.3', 'lng'],
    ['lat=91&lng=8', 'lat'],
    ['lat=north&lng=8', 'lat'],
    ['lat=47.3&lng=181', 'lng'],
    ['lat=47.3&lng=8.5&radius=0', 'radius'],
    ['lat=47.3&lng=8.5&radius=501', 'radius'],
    ['lat=47.3&lng=8.5&famed=maybe', 'famed'],
    ['lat=47.3&lng=8.5&limit=51', 'limit'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/spots/nearby?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(res.body.message).toMatch(new RegExp(field));
  });
});
