// What a spot list and the map need, on the spot row itself: category and region ids, the cover
// photo and whether an official answer exists. A 500-row viewport used to look these up per row
// (four index probes each); now it reads one row per spot, and map clusters read one index.
//
// The link tables stay the truth; these columns are derived from them. Statement-level triggers
// with transition tables keep them right for every writer (seed, bulk load, future write
// endpoints, SQL by hand), and a bulk insert stays set-based. Each trigger recomputes its column
// for the spots a statement touched and writes only rows whose value changes, so a loader that
// fills the columns itself (load.ts does) costs one index probe per spot and no dead rows.
// Never write these columns directly: a link change recomputes them from the links.
//
// spots_current_location_idx: the current (not deleted, not archived) spots by location, with
// every column the map's filters and clusters read. Cluster counts and the map's list page are
// index-only scans on it (after VACUUM has marked the pages all-visible).
export const statements = [
  `ALTER TABLE spots
    ADD COLUMN category_ids integer[] NOT NULL DEFAULT '{}',
    ADD COLUMN region_ids integer[] NOT NULL DEFAULT '{}',
    ADD COLUMN cover_photo_id bigint,
    ADD COLUMN cover_photo_width integer,
    ADD COLUMN cover_photo_height integer,
    ADD COLUMN cover_photo_shows_fix boolean,
    ADD COLUMN has_official_answer boolean NOT NULL DEFAULT false`,

  // One function per derived value, for a set of spot ids.
  `CREATE FUNCTION spots_refresh_category_ids(ids bigint[]) RETURNS void LANGUAGE sql AS $$
    UPDATE spots s SET category_ids = v.category_ids
    FROM (SELECT t.id, ARRAY(SELECT sc.category_id FROM spot_categories sc WHERE sc.spot_id = t.id ORDER BY sc.category_id) AS category_ids
          FROM unnest(ids) AS t(id)) v
    WHERE s.id = v.id AND s.category_ids IS DISTINCT FROM v.category_ids
  $$`,
  `CREATE FUNCTION spots_refresh_region_ids(ids bigint[]) RETURNS void LANGUAGE sql AS $$
    UPDATE spots s SET region_ids = v.region_ids
    FROM (SELECT t.id, ARRAY(SELECT sr.region_id FROM spot_regions sr WHERE sr.spot_id = t.id ORDER BY sr.region_id) AS region_ids
          FROM unnest(ids) AS t(id)) v
    WHERE s.id = v.id AND s.region_ids IS DISTINCT FROM v.region_ids
  $$`,
  `CREATE FUNCTION spots_refresh_cover_photo(ids bigint[]) RETURNS void LANGUAGE sql AS $$
    UPDATE spots s SET cover_photo_id = v.photo_id, cover_photo_width = v.width, cover_photo_height = v.height, cover_photo_shows_fix = v.shows_fix
    FROM (SELECT t.id, p.id AS photo_id, p.width, p.height, p.shows_fix
          FROM unnest(ids) AS t(id)
          LEFT JOIN LATERAL (SELECT id, width, height, shows_fix FROM photos WHERE spot_id = t.id ORDER BY position, id LIMIT 1) p ON true) v
    WHERE s.id = v.id
      AND (s.cover_photo_id, s.cover_photo_width, s.cover_photo_height, s.cover_photo_shows_fix) IS DISTINCT FROM (v.photo_id, v.width, v.height, v.shows_fix)
  $$`,
  `CREATE FUNCTION spots_refresh_official_answer(ids bigint[]) RETURNS void LANGUAGE sql AS $$
    UPDATE spots s SET has_official_answer = v.answered
    FROM (SELECT t.id, EXISTS (SELECT 1 FROM official_answers oa WHERE oa.spot_id = t.id) AS answered FROM unnest(ids) AS t(id)) v
    WHERE s.id = v.id AND s.has_official_answer IS DISTINCT FROM v.answered
  $$`,

  // The trigger function of each link table: the spots its statement touched (a transition table
  // per event: PostgreSQL allows transition tables only on single-event triggers).
  ...(
    [
      ['spot_categories', 'spots_refresh_category_ids'],
      ['spot_regions', 'spots_refresh_region_ids'],
      ['photos', 'spots_refresh_cover_photo'],
      ['official_answers', 'spots_refresh_official_answer'],
    ] as const
  ).flatMap(([table, refresh]) => [
    `CREATE FUNCTION ${table}_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM ${refresh}(ARRAY(SELECT DISTINCT spot_id FROM new_rows));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM ${refresh}(ARRAY(SELECT DISTINCT spot_id FROM old_rows));
      ELSE
        PERFORM ${refresh}(ARRAY(SELECT spot_id FROM new_rows UNION SELECT spot_id FROM old_rows));
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER ${table}_inserted AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_changed()`,
    `CREATE TRIGGER ${table}_deleted AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_changed()`,
    `CREATE TRIGGER ${table}_updated AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_changed()`,
  ]),

  // Backfill what exists (set-based: one statement per column).
  `UPDATE spots s SET category_ids = v.ids
    FROM (SELECT spot_id, array_agg(category_id ORDER BY category_id) AS ids FROM spot_categories GROUP BY spot_id) v
    WHERE s.id = v.spot_id`,
  `UPDATE spots s SET region_ids = v.ids
    FROM (SELECT spot_id, array_agg(region_id ORDER BY region_id) AS ids FROM spot_regions GROUP BY spot_id) v
    WHERE s.id = v.spot_id`,
  `UPDATE spots s SET cover_photo_id = v.id, cover_photo_width = v.width, cover_photo_height = v.height, cover_photo_shows_fix = v.shows_fix
    FROM (SELECT DISTINCT ON (spot_id) spot_id, id, width, height, shows_fix FROM photos ORDER BY spot_id, position, id) v
    WHERE s.id = v.spot_id`,
  `UPDATE spots s SET has_official_answer = true WHERE EXISTS (SELECT 1 FROM official_answers oa WHERE oa.spot_id = s.id)`,

  `CREATE INDEX spots_current_location_idx ON spots USING gist (location)
    INCLUDE (id, platform, country, famed, fixed, created_at, has_official_answer, cover_photo_id, category_ids, region_ids)
    WHERE deleted_at IS NULL AND archived = false`,
];
