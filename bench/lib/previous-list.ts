// The viewport list as it was before migration 0020 (commit eabc0a1), for a side-by-side figure
// on the same data in the same run: the page query on spots, then an outer query that looks up
// categories, regions, cover photo and official answer per row in the link tables (which still
// exist and stay the truth), and the same mapping to SpotSummary objects. Only what the viewport
// benchmark asks for: bbox, newest first, limit.
import type { DB, RequestContext } from '@moveable/api/bench-kit';
import { sql, type Kysely } from 'kysely';

interface Row {
  id: number;
  legacy_id: string | null;
  platform: string;
  country: string;
  title: string;
  famed: boolean;
  fixed: boolean;
  archived: boolean;
  lng: number;
  lat: number;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  vote_count: number;
  comment_count: number;
  created_at: Date;
  updated_at: Date;
  has_official_answer: boolean;
  category_ids: number[];
  region_ids: number[];
  cover_photo: { id: number; width: number; height: number; showsFix: boolean } | null;
}

export async function previousViewportList(db: Kysely<DB>, ctx: RequestContext, bbox: [number, number, number, number], limit: number) {
  const [minLng, minLat, maxLng, maxLat] = bbox;
  const { rows } = await sql<Row>`SELECT s.*,
      EXISTS (SELECT 1 FROM official_answers oa WHERE oa.spot_id = s.id) AS has_official_answer,
      ARRAY(SELECT sc.category_id FROM spot_categories sc WHERE sc.spot_id = s.id ORDER BY sc.category_id) AS category_ids,
      ARRAY(SELECT sr.region_id FROM spot_regions sr WHERE sr.spot_id = s.id ORDER BY sr.region_id) AS region_ids,
      (SELECT json_build_object('id', p.id, 'width', p.width, 'height', p.height, 'showsFix', p.shows_fix)
        FROM photos p WHERE p.spot_id = s.id ORDER BY p.position, p.id LIMIT 1) AS cover_photo,
      count(*) OVER () AS fetched, max(s.sort_key) OVER () AS boundary
    FROM (
      SELECT s.id, s.legacy_id, s.platform, s.country, s.title, s.famed, s.fixed, s.archived,
        s.location[0] AS lng, s.location[1] AS lat, s.street, s.postal_code, s.city, s.country_code,
        s.vote_count, s.comment_count, s.created_at, s.updated_at, NULL::float8 AS sort_key, NULL::float8 AS distance
      FROM spots s
      WHERE s.deleted_at IS NULL AND s.platform = ${ctx.platform} AND s.archived = ${false} AND s.country = ${ctx.country}
        AND s.location <@ box(point(${minLng}::float8, ${minLat}::float8), point(${maxLng}::float8, ${maxLat}::float8))
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT ${limit + 1}
    ) s
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${limit + 1}`.execute(db);
  return rows.slice(0, limit).map((row) => ({
    id: row.id,
    legacyId: row.legacy_id,
    platform: row.platform,
    country: row.country,
    title: row.title,
    famed: row.famed,
    fixed: row.fixed,
    archived: row.archived,
    hasOfficialAnswer: row.has_official_answer,
    location: { lat: row.lat, lng: row.lng },
    address: { street: row.street, postalCode: row.postal_code, city: row.city, country: row.country_code },
    categoryIds: row.category_ids,
    regionIds: row.region_ids,
    coverPhoto: row.cover_photo ? { ...row.cover_photo, url: `/api/photos/${row.cover_photo.id}` } : null,
    votes: row.vote_count,
    comments: row.comment_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}
