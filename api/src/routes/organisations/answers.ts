// An organisation's official answers for its page, newest first: keyset on (created_at, id) over
// official_answers_organisation_idx (migration 0044), the spot's title and state joined per row.
// The cursor is the last key (http/opaque-cursor.ts).
import type { OrganisationAnswer, OrganisationAnswerPage } from '@moveable/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { cursorCodec } from '../../http/opaque-cursor.ts';

const answerCursor = cursorCodec(z.strictObject({ a: z.iso.datetime(), i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }));

export async function answersPage(
  db: Kysely<DB>,
  organisationId: number,
  limit: number,
  rawCursor: string | undefined,
): Promise<OrganisationAnswerPage> {
  const cursor = answerCursor.read(rawCursor);
  const rows = await db
    .selectFrom('official_answers as oa')
    .innerJoin('spots as s', 's.id', 'oa.spot_id')
    .select([
      'oa.id',
      'oa.status',
      'oa.text',
      sql<string | null>`to_char(oa.planned_for, 'YYYY-MM-DD')`.as('planned_for'),
      'oa.created_at',
      's.id as spot_id',
      's.title',
      's.famed',
      's.fixed',
      's.archived',
    ])
    .where('oa.organisation_id', '=', organisationId)
    .where('s.deleted_at', 'is', null)
    .$if(cursor !== undefined, (qb) => qb.where(sql<SqlBool>`(oa.created_at, oa.id) < (${cursor?.a}::timestamptz, ${cursor?.i}::bigint)`))
    .orderBy('oa.created_at', 'desc')
    .orderBy('oa.id', 'desc')
    .limit(limit + 1)
    .execute();
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  const items: OrganisationAnswer[] = shown.map((r) => ({
    id: r.id,
    status: r.status,
    text: r.text,
    plannedFor: r.planned_for,
    createdAt: r.created_at.toISOString(),
    spot: { id: r.spot_id, title: r.title, famed: r.famed, fixed: r.fixed, archived: r.archived },
  }));
  const next = rows.length > limit && last ? answerCursor.encode({ a: last.created_at.toISOString(), i: last.id }) : null;
  return { items, nextCursor: next };
}
