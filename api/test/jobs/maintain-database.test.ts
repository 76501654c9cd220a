// The nightly maintenance: spot_cells_rebuild() tightens the cell bounds that deletes and moves
// left too wide, keeping counts; VACUUM ANALYZE runs on PGlite (which has no autovacuum).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildSpotCells, vacuumAnalyze } from '../../src/jobs/maintain-database.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

interface Cell {
  spots: number;
  min_lng: number;
  max_lng: number;
}

/** The zoom-16 cell around a point in Zürich's outskirts, on a platform and filter of its own. */
const cell = async () => {
  const { rows } = await sql<Cell>`SELECT spots, min_lng, max_lng FROM spot_cells
    WHERE platform = 'accessable' AND country = 'li' AND zoom = 16 AND spots > 0`.execute(t.db.kysely);
  return rows;
};

describe('nightly maintenance', () => {
  it('rebuildSpotCells shrinks the bounds a deleted spot left behind, keeping the counts', async () => {
    const k = t.db.kysely;
    const { rows } = await sql<{ id: number }>`INSERT INTO spots (platform, country, title, famed, location)
      VALUES ('accessable', 'li', 'West', true, point(9.5200, 47.14)), ('accessable', 'li', 'Ost', true, point(9.5205, 47.14)) RETURNING id`.execute(
      k,
    );
    expect(await cell()).toEqual([{ spots: 2, min_lng: 9.52, max_lng: 9.5205 }]);
    await sql`UPDATE spots SET deleted_at = now() WHERE id = ${rows[1]!.id}`.execute(k);
    // Counts follow at once; bounds only grow until the rebuild.
    expect(await cell()).toEqual([{ spots: 1, min_lng: 9.52, max_lng: 9.5205 }]);
    await rebuildSpotCells(k);
    expect(await cell()).toEqual([{ spots: 1, min_lng: 9.52, max_lng: 9.52 }]);
  });

  it('vacuumAnalyze runs on PGlite and leaves the data readable', async (ctx) => {
    if (t.db.engine !== 'pglite') ctx.skip();
    await vacuumAnalyze(t.db);
    const { rows } = await sql<{
      vacuumed: boolean;
    }>`SELECT last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'spots'`.execute(t.db.kysely);
    expect(rows[0]?.vacuumed).toBe(true);
    expect((await t.get('/api/spots?limit=1')).status).toBe(200);
  });
});
