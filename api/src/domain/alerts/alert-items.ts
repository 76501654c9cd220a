// What is new in an organisation's area (the spots whose region_ids overlap its regions in
// organisation_regions, and the comments on them), for its members' alerts. A member's own spots
// and comments are left out; deleted spots and hidden comments too.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface NewItem {
  /** 'spot:<id>' or 'comment:<id>': the key of its delivery. */
  key: string;
  kind: 'spot' | 'comment';
  spotId: number;
  commentId: number | null;
  title: string;
  body: string;
  createdAt: Date;
}

export interface ItemWindow {
  organisationId: number;
  userId: number;
  /** Created at or after. */
  from: Date;
  /** Created before. */
  until: Date;
  /** Leave out the items already delivered to this member (immediate alerts). */
  undeliveredOnly: boolean;
  limit: number;
}

const areaOf = (organisationId: number) =>
  sql<number[]>`ARRAY(SELECT r.region_id FROM organisation_regions r WHERE r.organisation_id = ${organisationId})`;

export async function newItems(db: Kysely<DB>, w: ItemWindow): Promise<NewItem[]> {
  const spots = await db
    .selectFrom('spots as s')
    .innerJoin('organisations as o', (j) => j.on('o.id', '=', w.organisationId).onRef('o.platform', '=', 's.platform'))
    .select(['s.id', 's.title', 's.description', 's.created_at'])
    .where('s.deleted_at', 'is', null)
    .where(sql<boolean>`s.region_ids && ${areaOf(w.organisationId)}`)
    .where('s.created_at', '>=', w.from)
    .where('s.created_at', '<', w.until)
    .where((eb) => eb.or([eb('s.author_id', 'is', null), eb('s.author_id', '!=', w.userId)]))
    .$if(w.undeliveredOnly, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('organisation_alert_deliveries as d')
              .select('d.item')
              .where('d.organisation_id', '=', w.organisationId)
              .where('d.user_id', '=', w.userId)
              .where('d.item', '=', sql<string>`'spot:' || s.id`),
          ),
        ),
      ),
    )
    .orderBy('s.created_at')
    .orderBy('s.id')
    .limit(w.limit)
    .execute();
  const comments = await db
    .selectFrom('comments as c')
    .innerJoin('spots as s', 's.id', 'c.spot_id')
    .innerJoin('organisations as o', (j) => j.on('o.id', '=', w.organisationId).onRef('o.platform', '=', 's.platform'))
    .select(['c.id', 'c.spot_id', 's.title', 'c.body', 'c.created_at'])
    .where('s.deleted_at', 'is', null)
    .where('c.hidden_at', 'is', null)
    .where(sql<boolean>`s.region_ids && ${areaOf(w.organisationId)}`)
    .where('c.created_at', '>=', w.from)
    .where('c.created_at', '<', w.until)
    .where((eb) => eb.or([eb('c.user_id', 'is', null), eb('c.user_id', '!=', w.userId)]))
    .$if(w.undeliveredOnly, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('organisation_alert_deliveries as d')
              .select('d.item')
              .where('d.organisation_id', '=', w.organisationId)
              .where('d.user_id', '=', w.userId)
              .where('d.item', '=', sql<string>`'comment:' || c.id`),
          ),
        ),
      ),
    )
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(w.limit)
    .execute();
  const items: NewItem[] = [
    ...spots.map((s) => ({
      key: `spot:${s.id}`,
      kind: 'spot' as const,
      spotId: s.id,
      commentId: null,
      title: s.title,
      body: '',
      createdAt: s.created_at,
    })),
    ...comments.map((c) => ({
      key: `comment:${c.id}`,
      kind: 'comment' as const,
      spotId: c.spot_id,
      commentId: c.id,
      title: c.title,
      body: c.body,
      createdAt: c.created_at,
    })),
  ];
  return items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).slice(0, w.limit);
}
