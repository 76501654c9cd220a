// Duplicate candidates: the current spots of the platform within a few metres of a new spot's
// position, nearest first. earth_box (a cube around the point) lets the GiST index on
// ll_to_earth(location) find the candidates; earth_distance keeps those really within the radius.
// Scoped by platform only, like single spots: a spot across a border is still the same place.
import { type NearbyQuery, type SpotSummary } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { summaryTuple, summaryValues, toSummary } from '../../domain/spots/summary.ts';

export async function nearbySpots(db: Kysely<DB>, ctx: Pick<RequestContext, 'platform'>, q: NearbyQuery): Promise<SpotSummary[]> {
  const here = sql`ll_to_earth(${q.lat}::float8, ${q.lng}::float8)`;
  const there = sql`ll_to_earth(s.location[1], s.location[0])`;
  const distance = sql<number>`earth_distance(${there}, ${here})`;
  const rows = await db
    .selectFrom('spots as s')
    .select(summaryTuple.as('summary'))
    .select(distance.as('distance'))
    .where('s.deleted_at', 'is', null)
    .where('s.platform', '=', ctx.platform)
    .where(sql<boolean>`s.archived = false`)
    .$if(q.famed !== undefined, (qb) => qb.where('s.famed', '=', q.famed ?? false))
    .where(sql<boolean>`earth_box(${here}, ${q.radius}::float8) @> ${there}`)
    .where(sql<boolean>`${distance} <= ${q.radius}::float8`)
    .orderBy(sql`distance`)
    .orderBy('s.id')
    .limit(q.limit)
    .execute();
  return rows.map((row) => ({ ...toSummary(summaryValues(row.summary)), distance: Math.round(row.distance * 10) / 10 }));
}
