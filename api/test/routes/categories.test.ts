// GET /api/categories
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/db/seed/categories.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('GET /api/categories', () => {
  it('lists the categories of the platform with labels in all languages', async () => {
    const res = await t.get('/api/categories', { 'moveable-platform': 'walkable' });
    expect(res.status).toBe(200);
    const expected = CATEGORIES.filter((c) => c.platforms.includes('walkable'));
    expect(res.body.items.map((c: { slug: string }) => c.slug)).toEqual(expected.map((c) => c.slug));
    expect(res.body.items[0]).toEqual({
      id: expected[0]!.id,
      slug: expected[0]!.slug,
      label: expected[0]!.labels.de,
      labels: expected[0]!.labels,
      temporary: false,
      icon: 'crossing',
    });
    // a category without an icon says so
    expect(res.body.items.find((c: { slug: string }) => c.slug === 'snow').icon).toBeNull();
    expect(res.body.items.filter((c: { temporary: boolean }) => c.temporary).map((c: { slug: string }) => c.slug)).toEqual([
      'snow',
      'dirty',
      'construction',
    ]);
  });

  it('bikeable has bike lanes, accessable has step-free access', async () => {
    const bikeable = (await t.get('/api/categories')).body.items.map((c: { slug: string }) => c.slug);
    const accessable = (await t.get('/api/categories', { 'moveable-platform': 'accessable' })).body.items.map((c: { slug: string }) => c.slug);
    expect(bikeable).toContain('bike-lane');
    expect(bikeable).not.toContain('step-free-access');
    expect(accessable).toContain('step-free-access');
    expect(accessable).not.toContain('bike-lane');
  });

  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['it', 'it'],
    ['en-GB,en;q=0.9', 'en'],
    ['es-ES, es;q=0.9', 'de'],
    ['', 'de'],
    ['de-CH, fr', 'fr'],
  ])('label follows accept-language %j → %s', async (acceptLanguage, locale) => {
    const res = await t.get('/api/categories', acceptLanguage ? { 'accept-language': acceptLanguage } : {});
    for (const c of res.body.items) expect(c.label).toBe(c.labels[locale]);
  });
});
