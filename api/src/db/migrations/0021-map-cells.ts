// Map clusters at scale: a count pyramid kept by triggers.
//
// grid_x, grid_y: the spot's cell on the finest map grid (64-pixel Web Mercator cells at zoom 19,
// 2^21 per world side). The cell at zoom z is (grid_x >> (19 - z), grid_y >> (19 - z)): grids
// of all zoom levels nest, so one pair of integers places a spot on every one of them.
//
// spot_cells: per zoom 0..15 (0..16 since migration 0022) and cell, the number of current (not deleted) spots, the sums of
// their coordinates (for the average position) and their bounds, per combination of the
// filters a map uses most (platform, country, archived, famed, fixed, official answer). A city
// viewport at zoom 12 then adds up a few hundred rows instead of reading 100,000 spots. Views with
// other filters (categories, region, organisation, dates, photo) count the spots themselves.
//
// Triggers keep it exact for every writer: each statement on spots adds its rows' contributions
// and subtracts the old ones (set-based, in key order, so concurrent writers lock cells in the
// same order). Counts and sums are exact; bounds only grow (a deleted or moved spot leaves them as
// they were until spot_cells_rebuild() recounts, e.g. nightly). `place` is the city of a spot
// that was in the cell: a name for the cluster ("12 spots near Zürich").
const GRID = 2097152; // 2^21 cells per world side at zoom 19
const MAX_LAT = 85.0511287798066;
const CELL_ZOOMS = 15;

const KEY = 'platform, country, zoom, x, y, archived, famed, fixed, has_official_answer';

/**
 * How a cell's place name is chosen: 0021 and 0022 took the alphabetically first city (so a cell
 * with Zürich and Winterthur was "near Winterthur"); 0023 takes the most frequent one.
 */
type Place = 'min' | 'mode';

/** Adds the contributions of `source` (rows with sign, the key columns, grid_x/y, lng, lat, city). */
function applyDelta(source: string, zooms = CELL_ZOOMS, place: Place = 'min'): string {
  return `INSERT INTO spot_cells AS c (${KEY}, spots, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat, place)
    SELECT d.platform, d.country, z.zoom, d.grid_x >> (19 - z.zoom), d.grid_y >> (19 - z.zoom),
      d.archived, d.famed, d.fixed, d.has_official_answer,
      sum(d.sign), sum(d.sign * d.lng), sum(d.sign * d.lat),
      min(d.lng) FILTER (WHERE d.sign > 0), min(d.lat) FILTER (WHERE d.sign > 0),
      max(d.lng) FILTER (WHERE d.sign > 0), max(d.lat) FILTER (WHERE d.sign > 0),
      ${place === 'min' ? 'min(d.city)' : 'mode() WITHIN GROUP (ORDER BY d.city)'} FILTER (WHERE d.sign > 0)
    FROM (${source}) d CROSS JOIN generate_series(0, ${zooms}) AS z(zoom)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    -- An update that moves nothing cancels out (+1 and -1 of the same row): no write.
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.lng) <> 0 OR sum(d.sign * d.lat) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (${KEY}) DO UPDATE SET
      spots = c.spots + EXCLUDED.spots,
      sum_lng = c.sum_lng + EXCLUDED.sum_lng,
      sum_lat = c.sum_lat + EXCLUDED.sum_lat,
      min_lng = CASE WHEN c.spots = 0 THEN EXCLUDED.min_lng ELSE least(c.min_lng, EXCLUDED.min_lng) END,
      min_lat = CASE WHEN c.spots = 0 THEN EXCLUDED.min_lat ELSE least(c.min_lat, EXCLUDED.min_lat) END,
      max_lng = CASE WHEN c.spots = 0 THEN EXCLUDED.max_lng ELSE greatest(c.max_lng, EXCLUDED.max_lng) END,
      max_lat = CASE WHEN c.spots = 0 THEN EXCLUDED.max_lat ELSE greatest(c.max_lat, EXCLUDED.max_lat) END,
      place = CASE WHEN c.spots = 0 OR c.place IS NULL THEN EXCLUDED.place ELSE c.place END`;
}

const COLUMNS = (t: string) =>
  `${t}.platform, ${t}.country, ${t}.archived, ${t}.famed, ${t}.fixed, ${t}.has_official_answer, ${t}.grid_x, ${t}.grid_y,
   ${t}.location[0] AS lng, ${t}.location[1] AS lat, ${t}.city`;

/** The trigger function for cells of zoom 0..zooms. */
export function changedFunction(zooms: number, verb: 'CREATE' | 'CREATE OR REPLACE', place: Place = 'min'): string {
  return `${verb} FUNCTION spot_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${applyDelta(`SELECT 1 AS sign, ${COLUMNS('n')} FROM new_rows n WHERE n.deleted_at IS NULL`, zooms, place)};
    ELSIF TG_OP = 'DELETE' THEN
      ${applyDelta(`SELECT -1 AS sign, ${COLUMNS('o')} FROM old_rows o WHERE o.deleted_at IS NULL`, zooms, place)};
    ELSE
      -- Old rows out, new rows in, without joining the two (transition tables have no index):
      -- rows whose relevant columns did not change cancel out in the grouping.
      ${applyDelta(
        `SELECT -1 AS sign, ${COLUMNS('o')} FROM old_rows o WHERE o.deleted_at IS NULL
        UNION ALL
        SELECT 1 AS sign, ${COLUMNS('n')} FROM new_rows n WHERE n.deleted_at IS NULL`,
        zooms,
        place,
      )};
    END IF;
    RETURN NULL;
  END $$`;
}

/**
 * Recounts everything (exact bounds again): the finest zoom from the spots, each coarser zoom
 * from the one below it. The bulk loader uses it instead of the triggers; run it after mass
 * deletions to tighten bounds.
 */
export function rebuildFunction(zooms: number, verb: 'CREATE' | 'CREATE OR REPLACE', place: Place = 'min'): string {
  return `${verb} FUNCTION spot_cells_rebuild() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM spot_cells;
    INSERT INTO spot_cells (${KEY}, spots, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat, place)
      SELECT s.platform, s.country, ${zooms}, s.grid_x >> ${19 - zooms}, s.grid_y >> ${19 - zooms},
        s.archived, s.famed, s.fixed, s.has_official_answer,
        count(*), sum(s.location[0]), sum(s.location[1]), min(s.location[0]), min(s.location[1]), max(s.location[0]), max(s.location[1]),
        ${place === 'min' ? 'min(s.city)' : 'mode() WITHIN GROUP (ORDER BY s.city)'}
      FROM spots s WHERE s.deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
    FOR z IN REVERSE ${zooms - 1}..0 LOOP
      INSERT INTO spot_cells (${KEY}, spots, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat, place)
        SELECT c.platform, c.country, z, c.x >> 1, c.y >> 1, c.archived, c.famed, c.fixed, c.has_official_answer,
          sum(c.spots), sum(c.sum_lng), sum(c.sum_lat), min(c.min_lng), min(c.min_lat), max(c.max_lng), max(c.max_lat),
          ${place === 'min' ? 'min(c.place)' : '(array_agg(c.place ORDER BY c.spots DESC, c.place))[1]'}
        FROM spot_cells c WHERE c.zoom = z + 1
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
    END LOOP;
  END $$`;
}

export const statements = [
  `ALTER TABLE spots
    ADD COLUMN grid_x integer GENERATED ALWAYS AS (
      least(${GRID - 1}, greatest(0, floor((location[0] + 180) / 360 * ${GRID})))::integer) STORED,
    ADD COLUMN grid_y integer GENERATED ALWAYS AS (
      least(${GRID - 1}, greatest(0, floor((1 - ln(tan(radians(least(${MAX_LAT}, greatest(-${MAX_LAT}, location[1]))))
        + 1 / cos(radians(least(${MAX_LAT}, greatest(-${MAX_LAT}, location[1]))))) / pi()) / 2 * ${GRID})))::integer) STORED`,

  // The covering index of migration 0020, now with the grid: clusters under filters the pyramid
  // doesn't hold are counted from this index alone.
  `DROP INDEX spots_current_location_idx`,
  `CREATE INDEX spots_current_location_idx ON spots USING gist (location)
    INCLUDE (id, platform, country, famed, fixed, created_at, has_official_answer, cover_photo_id, category_ids, region_ids, grid_x, grid_y)
    WHERE deleted_at IS NULL AND archived = false`,

  `CREATE TABLE spot_cells (
    platform text NOT NULL,
    country text NOT NULL,
    zoom smallint NOT NULL,
    x integer NOT NULL,
    y integer NOT NULL,
    archived boolean NOT NULL,
    famed boolean NOT NULL,
    fixed boolean NOT NULL,
    has_official_answer boolean NOT NULL,
    spots integer NOT NULL, -- no CHECK: an upsert that subtracts proposes a negative row first
    sum_lng double precision NOT NULL,
    sum_lat double precision NOT NULL,
    min_lng double precision,
    min_lat double precision,
    max_lng double precision,
    max_lat double precision,
    place text,
    PRIMARY KEY (${KEY})
  )`,
  // Worldwide views (no country).
  `CREATE INDEX spot_cells_world_idx ON spot_cells (platform, zoom, x, y)`,

  changedFunction(CELL_ZOOMS, 'CREATE'),
  `CREATE TRIGGER spots_cells_inserted AFTER INSERT ON spots
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spot_cells_changed()`,
  `CREATE TRIGGER spots_cells_deleted AFTER DELETE ON spots
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION spot_cells_changed()`,
  `CREATE TRIGGER spots_cells_updated AFTER UPDATE ON spots
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spot_cells_changed()`,

  // TRUNCATE fires no row or statement trigger of the others: empty the counts with it.
  `CREATE FUNCTION spot_cells_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM spot_cells;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER spots_cells_truncated AFTER TRUNCATE ON spots FOR EACH STATEMENT EXECUTE FUNCTION spot_cells_cleared()`,

  rebuildFunction(CELL_ZOOMS, 'CREATE'),
  `SELECT spot_cells_rebuild()`,
];
