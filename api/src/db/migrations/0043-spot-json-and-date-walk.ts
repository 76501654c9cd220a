// What reading spots costs per request (issue 10, "Cost per request").
//
// spots.summary: the spot's SpotSummary (contract/src/spots/schemas.ts) as the JSON text the API
// sends, a stored generated column. A 500-spot page used to build 500 summaries per request, in
// the database (26 values per row through json_build_array) and again in Node (JSON.parse, the
// mapping, JSON.stringify): about 5 ms of CPU together. Now the page is the stored texts joined by
// commas, passed through as they are. PostgreSQL recomputes the column on every INSERT and UPDATE
// of the row, so it follows every writer (routes, triggers of the derived columns, SQL by hand)
// and can never be written directly.
//
// The text is the wire format, so a change to SpotSummary needs a new migration that replaces
// spot_summary_json() and re-adds the column; test/routes/spots/summary-json.test.ts compares it
// with the schema and with the photo sizes' srcset rule (images/photo-sizes.ts) that
// photo_srcset() repeats.
//
// The functions are IMMUTABLE (a generated column needs it): they read nothing but their
// arguments, and SET extra_float_digits pins the one setting their output depended on (floats
// print as the shortest exact text, as JSON.stringify prints them).
//
// The text is pure ASCII (json_ascii): see there why.
//
// spots_by_date_idx now carries the columns every list filter reads, so the newest-first walk of
// a dense viewport (routes/spots/viewport.ts) is an index-only scan that stops after its page.
const SRCSET = `CREATE FUNCTION photo_srcset(id bigint, width integer, height integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- images/photo-sizes.ts: small and medium fit inside 480 and 960 pixels (never enlarged, rounded
  -- like Math.round), large is the stored size; a width already offered is left out.
  SELECT string_agg('/api/photos/' || id || '?size=' || v.name || ' ' || v.w || 'w', ', ' ORDER BY v.ord)
  FROM (
    SELECT ord, name, w, lag(w) OVER (ORDER BY ord) AS previous
    FROM (VALUES
      (1, 'small', greatest(1, floor(width * coalesce(least(1, 480::float8 / nullif(greatest(width, height), 0)), 1) + 0.5))::integer),
      (2, 'medium', greatest(1, floor(width * coalesce(least(1, 960::float8 / nullif(greatest(width, height), 0)), 1) + 0.5))::integer),
      (3, 'large', width)
    ) AS sizes(ord, name, w)
  ) v
  WHERE v.previous IS DISTINCT FROM v.w
$$`;

// Characters beyond ASCII written as JSON escapes (\u00fc, a surrogate pair beyond the BMP): the
// same JSON value, and a page of pure ASCII is several times cheaper for Node to take from the
// driver and to write to the socket than one with a single ü (a one-byte string, no transcoding).
const ASCII = `CREATE FUNCTION json_ascii(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
  DECLARE
    c text;
    cp integer;
  BEGIN
    IF value !~ '[^\x01-\x7f]' THEN
      RETURN value;
    END IF;
    FOR c IN SELECT DISTINCT m[1] FROM regexp_matches(value, '([^\x01-\x7f])', 'g') AS m LOOP
      cp := ascii(c);
      value := replace(value, c, CASE WHEN cp < 65536 THEN '\\u' || lpad(to_hex(cp), 4, '0')
        ELSE '\\u' || to_hex(55296 + ((cp - 65536) >> 10)) || '\\u' || to_hex(56320 + ((cp - 65536) & 1023)) END);
    END LOOP;
    RETURN value;
  END $$`;

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const STRING = (column: string) => `coalesce(to_json(${column})::text, 'null')`;

const SUMMARY = `CREATE FUNCTION spot_summary_json(
    id bigint, legacy_id text, platform text, country text, title text, famed boolean, fixed boolean, archived boolean,
    has_official_answer boolean, category_ids integer[], region_ids integer[], vote_count integer, comment_count integer,
    location point, street text, postal_code text, city text, country_code text, created_at timestamptz, updated_at timestamptz,
    cover_photo_id bigint, cover_photo_width integer, cover_photo_height integer, cover_photo_shows_fix boolean, cover_photo_variants text[]
  ) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE SET extra_float_digits = 1 AS $$
  SELECT json_ascii('{"id":' || id
    || ',"legacyId":' || ${STRING('legacy_id')}
    || ',"platform":' || to_json(platform)::text
    || ',"country":' || to_json(country)::text
    || ',"title":' || to_json(title)::text
    || ',"famed":' || famed
    || ',"fixed":' || fixed
    || ',"archived":' || archived
    || ',"hasOfficialAnswer":' || has_official_answer
    || ',"categoryIds":' || array_to_json(category_ids)::text
    || ',"regionIds":' || array_to_json(region_ids)::text
    || ',"votes":' || vote_count
    || ',"comments":' || comment_count
    || ',"location":{"lat":' || location[1] || ',"lng":' || location[0] || '}'
    || ',"address":{"street":' || ${STRING('street')} || ',"postalCode":' || ${STRING('postal_code')}
    || ',"city":' || ${STRING('city')} || ',"country":' || ${STRING('country_code')} || '}'
    || ',"coverPhoto":' || CASE WHEN cover_photo_id IS NULL THEN 'null' ELSE
         '{"id":' || cover_photo_id || ',"url":"/api/photos/' || cover_photo_id || '"'
         || ',"width":' || coalesce(cover_photo_width, 0) || ',"height":' || coalesce(cover_photo_height, 0)
         || ',"showsFix":' || coalesce(cover_photo_shows_fix, false)
         || ',"srcset":' || CASE WHEN cardinality(cover_photo_variants) > 0
              THEN to_json(photo_srcset(cover_photo_id, coalesce(cover_photo_width, 0), coalesce(cover_photo_height, 0)))::text
              ELSE 'null' END
         || '}' END
    || ',"createdAt":"' || ${ISO('created_at')} || '"'
    || ',"updatedAt":"' || ${ISO('updated_at')} || '"}')
$$`;

// GET /spots/:id in one statement whose plan PL/pgSQL keeps per connection: planning the detail's
// five subqueries took three times as long as running them (0.3 of 0.4 ms). What it writes is the
// SpotDetail of the contract: the summary, then the description, photos (with their srcset),
// categories (label in the request's language), regions, author, archive date, fix proposals
// and the newest official answer. Categories and regions are found through the spot row's
// category_ids and region_ids (kept from the link tables by 0020's triggers).
export const DETAIL = `CREATE FUNCTION spot_detail_json(p_id bigint, p_platform text, p_locale text, p_proposals_needed integer) RETURNS text
  LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
  BEGIN
    RETURN (SELECT left(s.summary, -1)
      || ',"description":' || to_json(s.description)::text
      || ',"photos":' || coalesce((
        SELECT json_agg(json_build_object('id', p.id, 'url', '/api/photos/' || p.id, 'width', p.width, 'height', p.height,
          'showsFix', p.shows_fix, 'srcset', CASE WHEN cardinality(p.variants) > 0 THEN photo_srcset(p.id, p.width, p.height) END)
          ORDER BY p.position, p.id)
        FROM photos p WHERE p.spot_id = s.id)::text, '[]')
      || ',"categories":' || coalesce((
        SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'label', c.labels ->> p_locale, 'labels', c.labels, 'temporary', c.temporary)
          ORDER BY c.position, c.id)
        FROM categories c WHERE c.id = ANY (s.category_ids))::text, '[]')
      || ',"regions":' || coalesce((
        SELECT json_agg(json_build_object('id', r.id, 'slug', r.slug, 'name', r.name) ORDER BY r.id)
        FROM regions r WHERE r.id = ANY (s.region_ids))::text, '[]')
      || ',"author":' || CASE WHEN u.username IS NULL THEN 'null' ELSE json_build_object('id', u.id, 'username', u.username)::text END
      || ',"archiveAt":' || coalesce(to_json(${ISO('s.archive_at')})::text, 'null')
      || ',"fixProposals":' || (SELECT count(*) FROM fix_proposals fp WHERE fp.spot_id = s.id)
      || ',"fixProposalsNeeded":' || p_proposals_needed
      || ',"officialAnswer":' || coalesce((
        SELECT json_build_object('organisation', json_build_object('slug', o.slug, 'name', o.name), 'status', oa.status, 'text', oa.text,
          'plannedFor', to_char(oa.planned_for, 'YYYY-MM-DD'), 'createdAt', ${ISO('oa.created_at')})
        FROM official_answers oa JOIN organisations o ON o.id = oa.organisation_id
        WHERE oa.spot_id = s.id ORDER BY oa.created_at DESC, oa.id DESC LIMIT 1)::text, 'null')
      || '}'
    FROM spots s LEFT JOIN users u ON u.id = s.author_id
    WHERE s.id = p_id AND s.platform = p_platform AND s.deleted_at IS NULL);
  END $$`;

export const statements = [
  ASCII,
  SRCSET,
  SUMMARY,
  // Rewrites the table once (no dead rows, indexes rebuilt).
  `ALTER TABLE spots ADD COLUMN summary text NOT NULL GENERATED ALWAYS AS (spot_summary_json(
    id, legacy_id, platform, country, title, famed, fixed, archived, has_official_answer, category_ids, region_ids,
    vote_count, comment_count, location, street, postal_code, city, country_code, created_at, updated_at,
    cover_photo_id, cover_photo_width, cover_photo_height, cover_photo_shows_fix, cover_photo_variants)) STORED`,

  DETAIL,

  // A box's spots of one platform, per platform: the GiST index of 0020/0021 held every platform,
  // so a Zürich box of bikeable spots also read (and, for its rows, fetched) the walkable and
  // accessable ones there, 40 % more. Same columns, the platform in the predicate; the queries name
  // the platform as a literal (domain/spots/filters.ts), so the planner always matches it. A new
  // platform needs its index here too (without one its queries use spots_location_idx: right,
  // slower).
  `DROP INDEX spots_current_location_idx`,
  ...['bikeable', 'walkable', 'accessable'].map(
    (platform) => `CREATE INDEX spots_current_location_${platform}_idx ON spots USING gist (location)
      INCLUDE (id, country, famed, fixed, created_at, has_official_answer, cover_photo_id, category_ids, region_ids, grid_x, grid_y)
      WHERE deleted_at IS NULL AND archived = false AND platform = '${platform}'`,
  ),

  `DROP INDEX spots_by_date_idx`,
  `CREATE INDEX spots_by_date_idx ON spots (platform, country, archived, created_at DESC, id DESC)
    INCLUDE (location, famed, fixed, has_official_answer, cover_photo_id, category_ids, region_ids)
    WHERE deleted_at IS NULL`,
];
