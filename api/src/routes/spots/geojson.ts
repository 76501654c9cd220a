// GET /api/spots.geojson: a filtered view of the spots as a GeoJSON FeatureCollection (RFC 7946),
// for partners and open data. One answer holds at most MAX_GEOJSON_FEATURES features, newest
// first; a view with more is refused (400 naming bbox) rather than silently cut: narrow the box
// or the filters, or page through GET /api/spots. The JSON is written here directly: 10,000
// features through a validating serializer would take longer than the query.
import { MAX_GEOJSON_FEATURES, type SpotFilterQuery } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { applyFilters } from '../../domain/spots/filters.ts';
import { epochMs, isoOf } from '../../domain/spots/summary.ts';
import { photoUrl } from '../../images/photo-sizes.ts';

export async function spotsGeoJson(db: Kysely<DB>, ctx: RequestContext, f: SpotFilterQuery, cap = MAX_GEOJSON_FEATURES): Promise<string> {
  const rows = await applyFilters(db.selectFrom('spots as s'), ctx, f)
    .select([
      's.id',
      's.title',
      's.famed',
      's.fixed',
      's.archived',
      's.has_official_answer',
      's.platform',
      's.country',
      sql<number>`s.location[0]`.as('lng'),
      sql<number>`s.location[1]`.as('lat'),
      's.street',
      's.postal_code',
      's.city',
      's.country_code',
      's.category_ids',
      's.region_ids',
      's.vote_count',
      's.comment_count',
      's.cover_photo_id',
      epochMs('s.created_at').as('created_ms'),
      epochMs('s.updated_at').as('updated_ms'),
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(cap + 1)
    .execute();
  if (rows.length > cap) {
    throw badRequest(`More than ${cap} spots match: narrow bbox or the filters (or page through GET /api/spots)`, 'bbox');
  }
  const features = rows.map((r) =>
    JSON.stringify({
      type: 'Feature',
      id: r.id,
      geometry: { type: 'Point', coordinates: [r.lng, r.lat] },
      properties: {
        title: r.title,
        famed: r.famed,
        fixed: r.fixed,
        archived: r.archived,
        hasOfficialAnswer: r.has_official_answer,
        platform: r.platform,
        country: r.country,
        street: r.street,
        postalCode: r.postal_code,
        city: r.city,
        countryCode: r.country_code,
        categoryIds: r.category_ids,
        regionIds: r.region_ids,
        votes: r.vote_count,
        comments: r.comment_count,
        photo: r.cover_photo_id === null ? null : photoUrl(r.cover_photo_id),
        createdAt: isoOf(r.created_ms),
        updatedAt: isoOf(r.updated_ms),
      },
    }),
  );
  return `{"type":"FeatureCollection","features":[${features.join(',')}]}`;
}
