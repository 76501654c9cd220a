// Duplicate candidates: the current spots of the platform within a few metres of a new spot's
// position, nearest first. earth_box (a cube around the point) lets the GiST index on
// ll_to_earth(location) find the candidates; earth_distance keeps those really within the radius.
// Scoped by platform only, like single spots: a spot across a border is still the same place.
import { type NearbySpots, type NearbyQuery } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { summaryJson, summaryWithDistance } from '../../domain/spots/summary.ts';
import type { JsonText } from '../../http/json-text.ts';

/** The candidates as the JSON text of NearbySpots: their stored summaries with `distance`. */
export async function nearbySpots(db: Kysely<DB>, ctx: Pick<RequestContext, 'platform'>, q: NearbyQuery): Promise<JsonText<NearbySpots>> {
  const here = sql`ll_to_earth(${q.lat}::float8, ${q.lng}::float8)`;
  const there = sql`ll_to_earth(s.location[1], s.location[0])`;
  const distance = sql<number>`earth_distance(${there}, ${here})`;
  const nearest = db
    .selectFrom('spots as s')
    .select(['s.id', summaryJson.as('summary'), distance.as('distance')])
    .where('s.deleted_at', 'is', null)
    .where('s.platform', '=', ctx.platform)
    .where(sql<boolean>`s.archived = false`)
    .$if(q.famed !== undefined, (qb) => qb.where('s.famed', '=', q.famed ?? false))
    .where(sql<boolean>`earth_box(${here}, ${q.radius}::float8) @> ${there}`)
    .where(sql<boolean>`${distance} <= ${q.radius}::float8`)
    .orderBy(sql`distance`)
    .orderBy('s.id')
    .limit(q.limit);
  const { rows } = await sql<{
    items: string | null;
  }>`SELECT string_agg(${summaryWithDistance(sql`n.summary`, sql`n.distance`)}, ',' ORDER BY n.distance, n.id) AS items
    FROM (${nearest}) n`.execute(db);
  return `{"items":[${rows[0]?.items ?? ''}]}`;
}
