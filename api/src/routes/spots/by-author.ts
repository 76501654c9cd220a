// GET /users/:nameOrOldId/spots: the spots a public profile counts (its spotCount: the person's
// spots of the platform in every country, archived ones too, not deleted), newest first. Keyset
// paging on (created_at, id) walks spots_author_created_idx (migration 0032) and reads only the
// page, however many spots the person has.
import type { Platform, SpotPage, UserSpotsQuery } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { epochMs, isoOf, pageJson, summaryJson } from '../../domain/spots/summary.ts';
import type { JsonText } from '../../http/json-text.ts';
import { decodeCursor, encodeCursor, type Cursor } from './cursor.ts';
import { fetchPage } from './page-query.ts';

type DateCursor = Extract<Cursor, { s: 'date' }>;

function readDateCursor(raw: string | undefined): DateCursor | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeCursor(raw);
  if (cursor?.s !== 'date') throw badRequest('cursor is not valid for this query', 'cursor');
  return cursor;
}

/** The page as the JSON text of a SpotPage. */
export async function listSpotsByAuthor(db: Kysely<DB>, platform: Platform, authorId: number, q: UserSpotsQuery): Promise<JsonText<SpotPage>> {
  const cursor = readDateCursor(q.cursor);
  const picked = db
    .selectFrom('spots as s')
    .select(['s.id', 's.created_at as v', epochMs('s.created_at').as('k'), summaryJson.as('summary')])
    .where('s.author_id', '=', authorId)
    .where('s.platform', '=', platform)
    .where('s.deleted_at', 'is', null)
    .$if(cursor !== undefined, (qb) => qb.where(sql<boolean>`(s.created_at, s.id) < (${cursor?.k}::timestamptz, ${cursor?.i}::bigint)`))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    // One row more than asked tells whether there is a next page, without counting.
    .limit(q.limit + 1);
  const page = await fetchPage(db, picked, { limit: q.limit, order: 'desc', summaries: 'picked', distance: false });
  const next = page.n > q.limit && page.lastId !== null ? encodeCursor({ s: 'date', k: isoOf(page.lastKey ?? 0), i: page.lastId }) : null;
  return pageJson(page.items, next);
}
