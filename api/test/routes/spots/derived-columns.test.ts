// Migration 0020: the list's columns on the spot row (category and region ids, cover photo,
// official answer) are derived from the link tables by triggers. They must match the demo data's
// oracle after seeding, follow every kind of write, survive the bulk loader, and the migration's
// backfill must compute the same. Migration 0021: the map's cell counts follow every write.
// Migration 0031: the cover's stored sizes (for a list item's srcset) follow the cover the same way.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements as migration0020 } from '../../../src/db/migrations/0020-spot-list-columns.ts';
import { statements as migration0031 } from '../../../src/db/migrations/0031-cover-photo-variants.ts';
import { generate } from '../../../src/db/seed/generate.ts';
import { bulkLoadSpots, insertRegions, type LoadBatch } from '../../../src/db/seed/load.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { expectedSpots, type ExpectedSpot } from '../../helpers/expected.ts';

let t: TestApp;
let spots: ExpectedSpot[];
beforeAll(async () => {
  t = await createTestApp();
  spots = expectedSpots(t.data);
});
afterAll(() => t.app.close());

interface Derived {
  id: number;
  category_ids: number[];
  region_ids: number[];
  cover_photo_id: number | null;
  cover_photo_width: number | null;
  cover_photo_height: number | null;
  cover_photo_shows_fix: boolean | null;
  cover_photo_variants: string[];
  has_official_answer: boolean;
}

async function derived(where = sql`true`): Promise<Derived[]> {
  const { rows } = await sql<Derived>`SELECT id, category_ids, region_ids, cover_photo_id, cover_photo_width, cover_photo_height,
      cover_photo_shows_fix, cover_photo_variants, has_official_answer FROM spots WHERE ${where} ORDER BY id`.execute(t.db.kysely);
  return rows;
}

/** The same values recomputed from the link tables, the way the list used to read them. */
async function fromLinks(where = sql`true`): Promise<Derived[]> {
  const { rows } = await sql<Derived>`SELECT s.id,
      ARRAY(SELECT category_id FROM spot_categories WHERE spot_id = s.id ORDER BY 1) AS category_ids,
      ARRAY(SELECT region_id FROM spot_regions WHERE spot_id = s.id ORDER BY 1) AS region_ids,
      p.id AS cover_photo_id, p.width AS cover_photo_width, p.height AS cover_photo_height, p.shows_fix AS cover_photo_shows_fix,
      coalesce(p.variants, '{}') AS cover_photo_variants,
      EXISTS (SELECT 1 FROM official_answers WHERE spot_id = s.id) AS has_official_answer
    FROM spots s LEFT JOIN LATERAL (SELECT id, width, height, shows_fix, variants FROM photos WHERE spot_id = s.id ORDER BY position, id LIMIT 1) p ON true
    WHERE ${where} ORDER BY s.id`.execute(t.db.kysely);
  return rows;
}

const one = async (id: number) => (await derived(sql`id = ${id}`))[0]!;
const SIZES = ['small', 'medium', 'large'];

/** Every third photo as if uploaded (stored in sizes), so some covers have sizes and some don't. */
async function* withUploads(batches: AsyncIterable<LoadBatch>): AsyncIterable<LoadBatch> {
  for await (const batch of batches) yield { ...batch, photos: batch.photos.map((p) => (p.id % 3 === 0 ? { ...p, variants: SIZES } : p)) };
}

describe('derived spot columns', () => {
  it('match the demo data after seeding', async () => {
    const rows = await derived();
    expect(rows).toHaveLength(spots.length);
    const byId = new Map(spots.map((s) => [s.id, s]));
    for (const row of rows) {
      const s = byId.get(row.id)!;
      const cover = t.data.photos.filter((p) => p.spotId === s.id).sort((a, b) => a.position - b.position || a.id - b.id)[0];
      expect(row).toEqual({
        id: s.id,
        category_ids: [...new Set(s.categoryIds)].sort((a, b) => a - b),
        region_ids: s.regionIds,
        cover_photo_id: cover?.id ?? null,
        cover_photo_width: cover?.width ?? null,
        cover_photo_height: cover?.height ?? null,
        cover_photo_shows_fix: cover?.showsFix ?? null,
        // Demo photos are single files.
        cover_photo_variants: [],
        has_official_answer: s.hasOfficialAnswer,
      });
    }
  });

  it('follow category links added, changed and removed', async () => {
    const spot = spots.find((s) => s.categoryIds.length === 1)!;
    const [own] = spot.categoryIds as [number];
    const other = own === 1 ? 2 : 1;
    await sql`INSERT INTO spot_categories (spot_id, category_id) VALUES (${spot.id}, ${other})`.execute(t.db.kysely);
    expect((await one(spot.id)).category_ids).toEqual([own, other].sort((a, b) => a - b));
    await sql`UPDATE spot_categories SET category_id = 3 WHERE spot_id = ${spot.id} AND category_id = ${other}`.execute(t.db.kysely);
    expect((await one(spot.id)).category_ids).toEqual([own, 3].sort((a, b) => a - b));
    await sql`DELETE FROM spot_categories WHERE spot_id = ${spot.id}`.execute(t.db.kysely);
    expect((await one(spot.id)).category_ids).toEqual([]);
  });

  it('follow photos: a new first photo becomes the cover, the next one takes over, none is null', async () => {
    const spot = spots.find((s) => s.hasPhoto)!;
    const before = await one(spot.id);
    const { rows } = await sql<{ id: number }>`INSERT INTO photos (spot_id, storage_key, width, height, shows_fix, position)
      VALUES (${spot.id}, 'x.svg', 640, 480, true, -1) RETURNING id`.execute(t.db.kysely);
    const added = rows[0]!.id;
    expect(await one(spot.id)).toMatchObject({ cover_photo_id: added, cover_photo_width: 640, cover_photo_height: 480, cover_photo_shows_fix: true });
    await sql`UPDATE photos SET position = 99 WHERE id = ${added}`.execute(t.db.kysely);
    expect((await one(spot.id)).cover_photo_id).toBe(before.cover_photo_id);
    await sql`DELETE FROM photos WHERE spot_id = ${spot.id}`.execute(t.db.kysely);
    expect(await one(spot.id)).toMatchObject({
      cover_photo_id: null,
      cover_photo_width: null,
      cover_photo_height: null,
      cover_photo_shows_fix: null,
      cover_photo_variants: [],
    });
  });

  it("follow the cover's sizes: an upload attached in front, reordered, replaced and deleted", async () => {
    const k = t.db.kysely;
    const [spot, other] = spots.filter((s) => s.hasPhoto).slice(1) as [ExpectedSpot, ExpectedSpot];
    const demoCover = (await one(spot.id)).cover_photo_id;
    expect((await one(spot.id)).cover_photo_variants).toEqual([]);
    // Uploads exist before their spot (spot_id NULL) and are attached by an UPDATE.
    const { rows } = await sql<{ id: number }>`INSERT INTO photos (spot_id, storage_key, width, height, shows_fix, position, variants)
      VALUES (NULL, 'upload-1', 1600, 800, false, 0, ${SIZES}) RETURNING id`.execute(k);
    const upload = rows[0]!.id;
    expect((await one(spot.id)).cover_photo_id).toBe(demoCover);
    await sql`UPDATE photos SET spot_id = ${spot.id}, position = -1 WHERE id = ${upload}`.execute(k);
    expect(await one(spot.id)).toMatchObject({
      cover_photo_id: upload,
      cover_photo_width: 1600,
      cover_photo_height: 800,
      cover_photo_variants: SIZES,
    });

    await sql`UPDATE photos SET position = 99 WHERE id = ${upload}`.execute(k);
    expect(await one(spot.id)).toMatchObject({ cover_photo_id: demoCover, cover_photo_variants: [] });
    await sql`UPDATE photos SET position = -1 WHERE id = ${upload}`.execute(k);
    expect(await one(spot.id)).toMatchObject({ cover_photo_id: upload, cover_photo_variants: SIZES });

    // The column copies the cover's list, not just whether it has one.
    const { rows: front } = await sql<{ id: number }>`INSERT INTO photos (spot_id, storage_key, width, height, shows_fix, position, variants)
      VALUES (${spot.id}, 'upload-2', 400, 300, false, -2, '{large}') RETURNING id`.execute(k);
    expect(await one(spot.id)).toMatchObject({ cover_photo_id: front[0]!.id, cover_photo_variants: ['large'] });
    await sql`DELETE FROM photos WHERE id = ${front[0]!.id}`.execute(k);
    expect(await one(spot.id)).toMatchObject({ cover_photo_id: upload, cover_photo_variants: SIZES });
    await sql`DELETE FROM photos WHERE id = ${upload}`.execute(k);
    expect(await one(spot.id)).toMatchObject({ cover_photo_id: demoCover, cover_photo_variants: [] });

    // One statement over two spots' photos, then a recount.
    await sql`UPDATE photos SET variants = ${SIZES} WHERE spot_id IN (${spot.id}, ${other.id})`.execute(k);
    expect((await one(spot.id)).cover_photo_variants).toEqual(SIZES);
    expect((await one(other.id)).cover_photo_variants).toEqual(SIZES);
    expect(await derived(sql`id IN (${spot.id}, ${other.id})`)).toEqual(await fromLinks(sql`s.id IN (${spot.id}, ${other.id})`));
  });

  it('leave spot rows alone when a photo write does not change the cover', async () => {
    const spot = spots.filter((s) => s.hasPhoto)[3]!;
    await sql`INSERT INTO photos (spot_id, storage_key, width, height, shows_fix, position, variants)
      VALUES (${spot.id}, 'upload-3', 640, 480, false, 50, ${SIZES})`.execute(t.db.kysely);
    const updates = sql<{ n: number }>`SELECT coalesce(sum(n_tup_upd), 0)::int AS n FROM pg_stat_xact_user_tables WHERE relid = 'spots'::regclass`;
    const rewritten = await t.db.kysely.transaction().execute(async (trx) => {
      const before = (await updates.execute(trx)).rows[0]!.n;
      // A photo behind the cover changes, and the cover is written with its own values.
      await sql`UPDATE photos SET variants = '{small}' WHERE spot_id = ${spot.id} AND position = 50`.execute(trx);
      await sql`UPDATE photos SET variants = variants, width = width WHERE spot_id = ${spot.id}`.execute(trx);
      return (await updates.execute(trx)).rows[0]!.n - before;
    });
    expect(rewritten).toBe(0);
  });

  it('follow official answers', async () => {
    const spot = spots.find((s) => !s.hasOfficialAnswer && s.platform === 'bikeable' && s.country === 'ch')!;
    const organisation = t.data.organisations.find((o) => o.platform === 'bikeable')!;
    await sql`INSERT INTO official_answers (spot_id, organisation_id, status, text) VALUES (${spot.id}, ${organisation.id}, 'planned', 'Wir prüfen das.')`.execute(
      t.db.kysely,
    );
    expect((await one(spot.id)).has_official_answer).toBe(true);
    await sql`DELETE FROM official_answers WHERE spot_id = ${spot.id}`.execute(t.db.kysely);
    expect((await one(spot.id)).has_official_answer).toBe(false);
  });

  it('follow a spot that moves between regions, and a new spot', async () => {
    const zurich = t.data.regions.find((r) => r.slug === 'zuerich')!;
    const bern = t.data.regions.find((r) => r.slug === 'bern')!;
    const spot = spots.find((s) => s.regionIds.includes(zurich.id))!;
    await sql`UPDATE spots SET location = point(7.4474, 46.9480) WHERE id = ${spot.id}`.execute(t.db.kysely);
    expect((await one(spot.id)).region_ids).toEqual([bern.id]);
    await sql`UPDATE spots SET location = point(8.0, 46.5) WHERE id = ${spot.id}`.execute(t.db.kysely);
    expect((await one(spot.id)).region_ids).toEqual([]);
    const { rows } = await sql<{ id: number }>`INSERT INTO spots (platform, country, title, famed, location)
      VALUES ('bikeable', 'ch', 'Neu', false, point(8.5417, 47.3769)) RETURNING id`.execute(t.db.kysely);
    expect(await one(rows[0]!.id)).toMatchObject({ region_ids: [zurich.id], category_ids: [], cover_photo_id: null, has_official_answer: false });
  });

  it("the migration's backfill computes what the triggers keep", async () => {
    const expected = await fromLinks();
    expect(await derived()).toEqual(expected);
    // Covers with sizes (left by the tests above) make the 0031 backfill write something.
    expect(expected.filter((r) => r.cover_photo_variants.length > 0).length).toBeGreaterThan(1);
    // Forget the derived values (no trigger fires on the spot row itself), then backfill.
    await sql`UPDATE spots SET category_ids = '{}', region_ids = '{}', cover_photo_id = NULL, cover_photo_width = NULL,
      cover_photo_height = NULL, cover_photo_shows_fix = NULL, cover_photo_variants = '{}', has_official_answer = false`.execute(t.db.kysely);
    const backfill = [...migration0020, ...migration0031].filter((s) => s.trimStart().startsWith('UPDATE spots'));
    expect(backfill).toHaveLength(5);
    for (const statement of backfill) await sql.raw(statement).execute(t.db.kysely);
    expect(await derived()).toEqual(expected);
  });

  it('spot_cells (migration 0021) follows every kind of write, as a recount finds', async () => {
    interface Cell {
      key: string;
      spots: number;
      sum_lng: number;
      sum_lat: number;
      min_lng: number;
      min_lat: number;
      max_lng: number;
      max_lat: number;
    }
    const cells = async () => {
      const { rows } = await sql<Cell>`SELECT concat_ws('/', platform, country, zoom, x, y, archived, famed, fixed, has_official_answer) AS key,
          spots, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat FROM spot_cells WHERE spots > 0 ORDER BY 1`.execute(t.db.kysely);
      return rows;
    };
    const k = t.db.kysely;
    const organisation = t.data.organisations.find((o) => o.platform === 'bikeable')!;
    const [a, b, c, d] = spots.filter((s) => s.platform === 'bikeable' && !s.archived && !s.hasOfficialAnswer);
    await sql`INSERT INTO spots (platform, country, title, famed, location) VALUES ('bikeable', 'ch', 'Neu', true, point(8.5417, 47.3769)), ('walkable', 'ch', 'Zwei', false, point(7.44, 46.95))`.execute(
      k,
    );
    await sql`UPDATE spots SET famed = NOT famed WHERE id = ${a!.id}`.execute(k);
    await sql`UPDATE spots SET location = point(9.37, 47.42) WHERE id = ${b!.id}`.execute(k);
    await sql`UPDATE spots SET deleted_at = now() WHERE id = ${c!.id}`.execute(k);
    await sql`DELETE FROM spots WHERE id = ${d!.id}`.execute(k);
    await sql`UPDATE spots SET archived = true WHERE id IN (SELECT id FROM spots WHERE platform = 'walkable' ORDER BY id LIMIT 20)`.execute(k);
    await sql`UPDATE spots SET vote_count = vote_count + 1 WHERE platform = 'accessable'`.execute(k);
    await sql`INSERT INTO official_answers (spot_id, organisation_id, status, text) SELECT id, ${organisation.id}, 'planned', 'x' FROM spots WHERE platform = 'bikeable' AND NOT has_official_answer ORDER BY id LIMIT 30`.execute(
      k,
    );
    const kept = await cells();
    await sql`SELECT spot_cells_rebuild()`.execute(k);
    const recounted = await cells();
    expect(kept.map((x) => [x.key, x.spots])).toEqual(recounted.map((x) => [x.key, x.spots]));
    kept.forEach((cell, i) => {
      const exact = recounted[i]!;
      expect(cell.sum_lng).toBeCloseTo(exact.sum_lng, 6);
      expect(cell.sum_lat).toBeCloseTo(exact.sum_lat, 6);
      // Bounds only grow: they still hold every spot of the cell.
      expect(cell.min_lng).toBeLessThanOrEqual(exact.min_lng);
      expect(cell.min_lat).toBeLessThanOrEqual(exact.min_lat);
      expect(cell.max_lng).toBeGreaterThanOrEqual(exact.max_lng);
      expect(cell.max_lat).toBeGreaterThanOrEqual(exact.max_lat);
    });
    const { rows } = await sql<{ n: number }>`SELECT sum(spots)::int AS n FROM spot_cells WHERE zoom = 0`.execute(k);
    const { rows: live } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots WHERE deleted_at IS NULL`.execute(k);
    expect(rows[0]!.n).toBe(live[0]!.n);
  });

  it('are right after a bulk load (filled by the loader, checked by the triggers)', async () => {
    await sql`TRUNCATE spots RESTART IDENTITY CASCADE`.execute(t.db.kysely);
    // The cascade runs spots → photos → organisations (their logo) → regions (an organisation's
    // drawn area, migration 0051): the loader finds the spots' regions in the demo shapes again.
    if ((await t.db.kysely.selectFrom('regions').select('id').limit(1).execute()).length === 0) await insertRegions(t.db.kysely, t.data.regions);
    const updates = sql<{ n: number }>`SELECT coalesce(sum(n_tup_upd), 0)::int AS n FROM pg_stat_xact_user_tables WHERE relid = 'spots'::regclass`;
    const { loaded, rewritten } = await t.db.kysely.transaction().execute(async (trx) => {
      const before = (await updates.execute(trx)).rows[0]!.n;
      const loaded = await bulkLoadSpots(trx, withUploads(generate(1200, 11, { batchSize: 500 })));
      return { loaded, rewritten: (await updates.execute(trx)).rows[0]!.n - before };
    });
    expect(loaded).toBe(1200);
    // The loader filled the columns itself: the triggers found nothing to rewrite.
    expect(rewritten).toBe(0);
    const rows = await derived();
    expect(rows).toHaveLength(1200);
    expect(rows).toEqual(await fromLinks());
    const { rows: counted } = await sql<{ n: number }>`SELECT sum(spots)::int AS n FROM spot_cells WHERE zoom = 7`.execute(t.db.kysely);
    expect(counted[0]!.n).toBe(1200 - 0);
    expect(rows.filter((r) => r.region_ids.length > 0).length).toBeGreaterThan(600);
    expect(rows.filter((r) => r.cover_photo_id !== null).length).toBeGreaterThan(400);
    expect(rows.filter((r) => r.cover_photo_variants.length > 0).length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.cover_photo_id !== null && r.cover_photo_variants.length === 0).length).toBeGreaterThan(100);
  });
});
