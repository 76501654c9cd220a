// The generator: deterministic, batch-size independent, plausible; the demo data consistent.
import { describe, expect, it } from 'vitest';
import { ARCHIVE_AFTER_DAYS, generate, SEED_ANCHOR, USER_COUNT, type SpotRow } from '../../src/db/seed/generate.ts';
import { CATEGORIES } from '../../src/db/seed/categories.ts';
import { CITIES } from '../../src/db/seed/cities.ts';
import { buildDemoData, DEMO_SPOT_COUNT } from '../../src/db/seed/demo.ts';
import { DEMO_PHOTOS, renderDemoPhoto } from '../../src/db/seed/photos.ts';
import { demoData } from '../helpers/database.ts';

async function collect(count: number, seed: number, batchSize?: number): Promise<SpotRow[]> {
  const spots: SpotRow[] = [];
  for await (const batch of generate(count, seed, batchSize ? { batchSize } : {})) spots.push(...batch.spots);
  return spots;
}

describe('generate(count, seed)', () => {
  it('is deterministic and independent of the batch size', async () => {
    const a = await collect(3000, 7);
    expect(await collect(3000, 7, 128)).toEqual(a);
    expect((await collect(3000, 8))[0]).not.toEqual(a[0]);
    expect(a.map((s) => s.id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
  });

  it('yields batches of the requested size', async () => {
    const sizes: number[] = [];
    for await (const batch of generate(1050, 1, { batchSize: 500 })) sizes.push(batch.spots.length);
    expect(sizes).toEqual([500, 500, 50]);
  });

  it('makes plausible spots', async () => {
    const spots = await collect(5000, 3);
    const legacy = spots.flatMap((s) => (s.legacyId ? [s.legacyId] : []));
    expect(new Set(legacy).size).toBe(legacy.length);
    for (const s of spots) {
      expect(s.legacyId === null || /^[0-9A-Za-z]{17}$/.test(s.legacyId)).toBe(true);
      expect(Date.parse(s.createdAt)).toBeLessThan(SEED_ANCHOR);
      expect(Date.parse(s.updatedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
      expect(Date.parse(s.updatedAt)).toBeLessThanOrEqual(SEED_ANCHOR);
      if (s.famed) expect(s.fixed).toBe(false);
      if (s.fixed) expect(Date.parse(s.fixedAt!)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
      const temporary = s.categoryIds.some((id) => CATEGORIES.find((c) => c.id === id)!.temporary);
      expect(s.archived).toBe(temporary && Date.parse(s.createdAt) + ARCHIVE_AFTER_DAYS * 86_400_000 < SEED_ANCHOR);
      const city = CITIES.find((c) => c.slug === s.citySlug)!;
      expect(city.weights[s.platform]).toBeGreaterThan(0);
      for (const id of s.categoryIds) expect(CATEGORIES.find((c) => c.id === id)!.platforms).toContain(s.platform);
      expect(s.authorId).toBeGreaterThanOrEqual(1);
      expect(s.authorId).toBeLessThanOrEqual(USER_COUNT);
    }
    const share = (f: (s: SpotRow) => boolean) => spots.filter(f).length / spots.length;
    expect(share((s) => s.famed)).toBeGreaterThan(0.25);
    expect(share((s) => s.famed)).toBeLessThan(0.45);
    expect(share((s) => s.fixed)).toBeGreaterThan(0.05);
    expect(share((s) => s.archived)).toBeGreaterThan(0.03);
    expect(share((s) => /https:\/\//.test(s.description))).toBeGreaterThan(0.15);
    expect(new Set(spots.map((s) => s.platform))).toEqual(new Set(['bikeable', 'walkable', 'accessable']));
    expect(new Set(spots.map((s) => s.country))).toEqual(new Set(['ch', 'de', 'at']));
  });
});

describe('demo data', () => {
  it('is the same on every build', async () => {
    const a = await demoData();
    const b = await buildDemoData();
    expect(b).toEqual(a);
    expect(a.spots).toHaveLength(DEMO_SPOT_COUNT);
  });

  it('is internally consistent: counters match rows, replies are one level deep', async () => {
    const data = await demoData();
    const votes = new Map<number, number>();
    for (const v of data.votes) votes.set(v.spotId, (votes.get(v.spotId) ?? 0) + 1);
    const comments = new Map<number, number>();
    for (const c of data.comments) comments.set(c.spotId, (comments.get(c.spotId) ?? 0) + 1);
    for (const s of data.spots) {
      expect(votes.get(s.id) ?? 0).toBe(s.voteCount);
      expect(comments.get(s.id) ?? 0).toBe(s.commentCount);
    }
    const pairs = new Set(data.votes.map((v) => `${v.spotId}/${v.userId}`));
    expect(pairs.size).toBe(data.votes.length);
    const byId = new Map(data.comments.map((c) => [c.id, c]));
    for (const c of data.comments) {
      if (c.parentId === null) continue;
      const parent = byId.get(c.parentId)!;
      expect(parent.spotId).toBe(c.spotId);
      expect(parent.parentId).toBeNull();
    }
    const spotsWithPhotos = new Set(data.photos.map((p) => p.spotId));
    expect(spotsWithPhotos.size / data.spots.length).toBeGreaterThan(0.4);
    expect(spotsWithPhotos.size / data.spots.length).toBeLessThan(0.6);
    expect(data.officialAnswers.length).toBeGreaterThan(50);
    for (const a of data.officialAnswers) {
      const spot = data.spots.find((s) => s.id === a.spotId)!;
      expect(data.organisations.find((o) => o.id === a.organisationId)!.platform).toBe(spot.platform);
      if (a.status === 'fixed') expect(spot.fixed).toBe(true);
    }
  });

  it('renders 30 distinct, script-free SVG photos of at most 900 px', () => {
    expect(DEMO_PHOTOS).toHaveLength(30);
    const svgs = DEMO_PHOTOS.map((p, i) => {
      expect(Math.max(p.width, p.height)).toBe(900);
      const svg = renderDemoPhoto(i);
      expect(svg).toBe(renderDemoPhoto(i));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|javascript:|on\w+=|href=/i);
      return svg;
    });
    expect(new Set(svgs).size).toBe(30);
  });
});
