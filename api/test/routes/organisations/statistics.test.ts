// GET /api/organisations/:slug/statistics: the town page's figures against the demo data computed
// in JavaScript (regions by the JS point-in-polygon test), kept between reads and counted again
// after the answer once old, and the job that counts them all.
import { organisationStatisticsSchema } from '@moveable/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMonths, refreshAllStatistics } from '../../../src/domain/organisations/statistics.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../../helpers/auth.ts';
import { expectedSpots } from '../../helpers/expected.ts';
import { siteHeaders } from '../../helpers/news.ts';
import { createSpot } from '../spots/write-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  const value = (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
  return Math.round(value * 10) / 10;
}

/** What the demo data says about an organisation, computed without SQL. */
function expectedFigures(platform: string, slug: string) {
  const organisation = t.data.organisations.find((o) => o.platform === platform && o.slug === slug)!;
  const area = expectedSpots(t.data).filter((s) => s.platform === platform && s.regionIds.some((id) => organisation.regionIds.includes(id)));
  const current = area.filter((s) => !s.archived);
  const answers = t.data.officialAnswers.filter((a) => a.organisationId === organisation.id);
  const firstAnswer = new Map<number, number>();
  for (const a of answers) firstAnswer.set(a.spotId, Math.min(firstAnswer.get(a.spotId) ?? Infinity, Date.parse(a.createdAt)));
  const created = new Map(t.data.spots.map((s) => [s.id, Date.parse(s.createdAt)]));
  const months = lastMonths(new Date());
  return {
    spots: {
      current: current.length,
      fame: current.filter((s) => s.famed).length,
      shame: current.filter((s) => !s.famed).length,
      fixed: current.filter((s) => s.fixed).length,
      answered: current.filter((s) => s.hasOfficialAnswer).length,
      archived: area.length - current.length,
    },
    officialAnswers: {
      total: answers.length,
      spots: firstAnswer.size,
      medianHoursToFirstAnswer: median([...firstAnswer].map(([spotId, at]) => (at - created.get(spotId)!) / 3_600_000)),
    },
    months: months.map((month) => ({ month, spots: area.filter((s) => s.createdAt.slice(0, 7) === month).length })),
  };
}

const statistics = (slug: string, platform = 'bikeable') => t.get(`/api/organisations/${slug}/statistics`, siteHeaders(platform as 'bikeable', 'ch'));

describe('GET /api/organisations/:slug/statistics', () => {
  it.each([
    ['bikeable', 'zuerich'],
    ['bikeable', 'berlin'],
    ['walkable', 'bern'],
    ['bikeable', 'radlobby-oesterreich'],
    ['accessable', 'pro-infirmis'],
  ])('%s %s: the demo data counted in JavaScript', async (platform, slug) => {
    const res = await statistics(slug, platform);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = organisationStatisticsSchema.strict().parse(res.body);
    expect({ spots: body.spots, officialAnswers: body.officialAnswers, months: body.months }).toEqual(expectedFigures(platform, slug));
    expect(body.months).toHaveLength(24);
    expect(body.months.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
  });

  it('the demo gives Zürich figures worth a chart', async () => {
    const { body } = await statistics('zuerich');
    expect(body.spots.current).toBeGreaterThan(100);
    expect(body.officialAnswers.total).toBeGreaterThan(10);
    expect(body.officialAnswers.medianHoursToFirstAnswer).toBeGreaterThan(0);
    expect(body.months.filter((m: { spots: number }) => m.spots > 0).length).toBeGreaterThan(6);
  });

  it('an organisation without an area has zeros, 24 empty months and no median', async () => {
    const { body } = await statistics('pro-velo-schweiz');
    expect(body).toMatchObject({
      spots: { current: 0, fame: 0, shame: 0, fixed: 0, answered: 0, archived: 0 },
      officialAnswers: { total: 0, spots: 0, medianHoursToFirstAnswer: null },
    });
    expect(body.months.every((m: { spots: number }) => m.spots === 0)).toBe(true);
  });

  it('keeps the figures: a new spot shows once they are old, counted again after the answer that found them old', async () => {
    const first = await statistics('zuerich');
    const admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
    await createSpot(t, admin.accessToken);
    const kept = await statistics('zuerich');
    expect(kept.body).toEqual(first.body);
    await sql`UPDATE organisation_statistics SET computed_at = now() - interval '11 minutes'`.execute(t.db.kysely);
    const old = await statistics('zuerich');
    expect(old.body.spots).toEqual(first.body.spots);
    await t.app.background.idle();
    const fresh = await statistics('zuerich');
    expect(fresh.body.computedAt > first.body.computedAt).toBe(true);
    expect(fresh.body.spots.current).toBe(first.body.spots.current + 1);
    expect(fresh.body.months.at(-1).spots).toBe(first.body.months.at(-1).spots + 1);
  });

  it('the job counts every organisation', async () => {
    await sql`DELETE FROM organisation_statistics`.execute(t.db.kysely);
    const { rows: all } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM organisations`.execute(t.db.kysely);
    expect(await refreshAllStatistics(t.db.kysely)).toBe(all[0]!.n);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM organisation_statistics`.execute(t.db.kysely);
    expect(rows[0]!.n).toBe(all[0]!.n);
  });

  it("the cards' counts are the kept ones: counted once when never counted, again after the answer once old", async () => {
    const card = async () =>
      (await t.get('/api/organisations?type=town&limit=100')).body.items.find((i: { slug: string }) => i.slug === 'zuerich').counts;
    await sql`DELETE FROM organisation_statistics`.execute(t.db.kysely);
    const first = await card();
    expect(first.spots).toBe((await statistics('zuerich')).body.spots.current);
    const admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
    await createSpot(t, admin.accessToken);
    expect(await card()).toEqual(first);
    await sql`UPDATE organisation_statistics SET computed_at = now() - interval '11 minutes'`.execute(t.db.kysely);
    expect(await card()).toEqual(first);
    await t.app.background.idle();
    expect((await card()).spots).toBe(first.spots + 1);
    expect((await t.get('/api/organisations/zuerich')).body.counts.spots).toBe(first.spots + 1);
  });

  it('is scoped by platform; 404 unknown, 400 naming slug', async () => {
    expect((await statistics('procap')).status).toBe(404);
    expect((await statistics('procap', 'accessable')).status).toBe(200);
    const bad = await statistics('Bad_Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('slug');
  });
});
