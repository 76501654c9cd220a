// Events for organisation webhooks, written to the outbox (webhook_deliveries) inside the
// transaction of what happened: a spot made, a comment written, a spot fixed. One row per enabled
// webhook that subscribed to the event, of every organisation of the spot's platform whose area
// (organisation_regions, as the organisations' alerts find it) overlaps the spot's regions.
// Deleted and hidden spots send nothing. Most writes find no webhook: one query, then nothing.
//
// The row holds the event's data without the spot's page address: the deliverer adds it from
// PUBLIC_URL when it composes the body (the writers know no configuration).
import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface CommentEventData {
  id: number;
  parentId: number | null;
  body: string;
}

export async function queueWebhookEvent(trx: Kysely<DB>, event: WebhookEvent, spotId: number, comment?: CommentEventData): Promise<number> {
  const targets = await trx
    .selectFrom('webhooks as w')
    .innerJoin('organisations as o', 'o.id', 'w.organisation_id')
    .innerJoin('spots as s', (j) => j.on('s.id', '=', spotId).onRef('s.platform', '=', 'o.platform'))
    .select(['w.id', 'o.slug'])
    .where('w.enabled', '=', true)
    .where(sql<boolean>`${event} = ANY(w.events)`)
    .where('s.deleted_at', 'is', null)
    .where(sql<boolean>`s.region_ids && ARRAY(SELECT r.region_id FROM organisation_regions r WHERE r.organisation_id = o.id)`)
    .execute();
  if (targets.length === 0) return 0;
  const spot = await trx
    .selectFrom('spots as s')
    .select([
      's.id',
      's.platform',
      's.country',
      's.title',
      's.description',
      sql<number>`s.location[0]`.as('lng'),
      sql<number>`s.location[1]`.as('lat'),
      's.category_ids',
      's.region_ids',
      's.fixed_at',
      sql<string>`to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
      sql<string>`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('now'),
    ])
    .where('s.id', '=', spotId)
    .executeTakeFirstOrThrow();
  const spotData =
    event === 'spot.created'
      ? {
          id: spot.id,
          platform: spot.platform,
          country: spot.country,
          title: spot.title,
          description: spot.description,
          location: { lat: spot.lat, lng: spot.lng },
          categoryIds: spot.category_ids,
          regionIds: spot.region_ids,
          createdAt: spot.created_at,
        }
      : event === 'spot.fixed'
        ? { id: spot.id, platform: spot.platform, country: spot.country, title: spot.title, fixedAt: spot.now }
        : { id: spot.id, platform: spot.platform, country: spot.country, title: spot.title };
  await trx
    .insertInto('webhook_deliveries')
    .values(
      targets.map((t) => ({
        webhook_id: t.id,
        event_id: randomUUID(),
        event,
        payload: JSON.stringify({
          occurredAt: spot.now,
          data: {
            organisation: t.slug,
            spot: spotData,
            ...(comment ? { comment: { ...comment, createdAt: spot.now } } : {}),
          },
        }),
        next_attempt_at: sql<Date>`now()`,
      })),
    )
    .execute();
  return targets.length;
}
