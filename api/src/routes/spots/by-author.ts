// GET /users/:nameOrOldId/spots: the spots a public profile counts (its spotCount: the person's
// spots of the platform in every country, archived ones too, not deleted), newest first. Keyset
// paging on (created_at, id) walks spots_author_created_idx (migration 0032) and reads only the
// page, however many spots the person has.
import type { Platform, SpotPage, UserSpotsQuery } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { isoOf, summaryTuple, summaryValues, toSummary } from '../../domain/spots/summary.ts';
import { decodeCursor, encodeCursor, type Cursor } from './cursor.ts';

type DateCursor = Extract<Cursor, { s: 'date' }>;

function readDateCursor(raw: string | undefined): DateCursor | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeCursor(raw);
  if (cursor?.s !== 'date') throw badRequest('cursor is not valid for this query', 'cursor');
  return cursor;
}

export async function listSpotsByAuthor(db: Kysely<DB>, platform: Platform, authorId: number, q: UserSpotsQuery): Promise<SpotPage> {
  const cursor = readDateCursor(q.cursor);
  const rows = await db
    .selectFrom('spots as s')
    .select(summaryTuple.as('summary'))
    .where('s.author_id', '=', authorId)
    .where('s.platform', '=', platform)
    .where('s.deleted_at', 'is', null)
    .$if(cursor !== undefined, (qb) => qb.where(sql<boolean>`(s.created_at, s.id) < (${cursor?.k}::timestamptz, ${cursor?.i}::bigint)`))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    // One row more than asked tells whether there is a next page, without counting.
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit).map((row) => summaryValues(row.summary));
  const last = page[page.length - 1];
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ s: 'date', k: isoOf(last.createdMs), i: last.id }) : null,
  };
}
