// The cover photo's stored sizes on the spot row, beside its id and size (migration 0020): a list
// item's srcset needs to know whether the cover was uploaded in WebP sizes, and looking that up in
// photos once per row made a 500-spot viewport page about 5 ms slower. Derived like the other
// cover columns: spots_refresh_cover_photo (called by the photos triggers of 0020) now fills it
// too, and writes only rows whose cover changed. Never write it directly.
export const statements = [
  `ALTER TABLE spots ADD COLUMN cover_photo_variants text[] NOT NULL DEFAULT '{}'`,

  // As in 0020, plus variants. A spot without photos gets '{}' (the column is NOT NULL).
  `CREATE OR REPLACE FUNCTION spots_refresh_cover_photo(ids bigint[]) RETURNS void LANGUAGE sql AS $$
    UPDATE spots s SET cover_photo_id = v.photo_id, cover_photo_width = v.width, cover_photo_height = v.height,
      cover_photo_shows_fix = v.shows_fix, cover_photo_variants = v.variants
    FROM (SELECT t.id, p.id AS photo_id, p.width, p.height, p.shows_fix, coalesce(p.variants, '{}') AS variants
          FROM unnest(ids) AS t(id)
          LEFT JOIN LATERAL (SELECT id, width, height, shows_fix, variants FROM photos WHERE spot_id = t.id ORDER BY position, id LIMIT 1) p ON true) v
    WHERE s.id = v.id
      AND (s.cover_photo_id, s.cover_photo_width, s.cover_photo_height, s.cover_photo_shows_fix, s.cover_photo_variants)
        IS DISTINCT FROM (v.photo_id, v.width, v.height, v.shows_fix, v.variants)
  $$`,

  // Backfill: only spots whose cover has sizes differ from the default, and only those are written
  // (a million demo spots with single-file covers leave no dead rows).
  `UPDATE spots s SET cover_photo_variants = v.variants
    FROM (SELECT DISTINCT ON (spot_id) spot_id, variants FROM photos WHERE spot_id IS NOT NULL ORDER BY spot_id, position, id) v
    WHERE s.id = v.spot_id AND s.cover_photo_variants IS DISTINCT FROM v.variants`,
];
