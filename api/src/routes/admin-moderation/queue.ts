// GET /admin/reports: the moderation queue. Reports are grouped per subject (a spot, or one of its
// comments); the open queue shows current spots and their comments (hiding resolves a subject's
// reports, so a hidden subject leaves it), the history every subject with resolved reports,
// latest resolution first. Offset paging: the queue is small and changes as it is worked on.
import type { Platform, ReportedItem, ReportQueue, ReportQueueQuery } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

interface GroupRow {
  pos: number;
  spot_id: number;
  comment_id: number | null;
  n: number;
  first_at: Date;
  last_at: Date;
  title: string;
  spot_hidden: boolean;
  spot_gone: boolean;
  spot_author_id: number | null;
  spot_author: string | null;
  spot_author_blocked: boolean | null;
  body: string | null;
  comment_hidden: boolean | null;
  comment_author_id: number | null;
  comment_author: string | null;
  comment_author_blocked: boolean | null;
}

interface ReportRow {
  id: number;
  spot_id: number;
  comment_id: number | null;
  reason: string;
  user_id: number | null;
  username: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

const EXCERPT = 200;

const person = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);
const authorOf = (id: number | null, username: string | null, blocked: boolean | null) =>
  id !== null && username !== null ? { id, username, blocked: blocked === true } : null;
const key = (spotId: number, commentId: number | null) => `${spotId}:${commentId ?? ''}`;

export async function reportQueue(db: Kysely<DB>, platform: Platform, query: ReportQueueQuery): Promise<ReportQueue> {
  const { resolved, sort, limit, offset } = query;
  const which = resolved ? sql`r.resolved_at IS NOT NULL` : sql`r.resolved_at IS NULL AND s.deleted_at IS NULL`;
  const order = resolved
    ? sort === 'most'
      ? sql`count(*) DESC, max(r.resolved_at) DESC`
      : sql`max(r.resolved_at) DESC`
    : sort === 'most'
      ? sql`count(*) DESC, min(r.created_at)`
      : sql`min(r.created_at)`;
  const { rows: groups } = await sql<GroupRow>`
    WITH g AS (
      SELECT r.spot_id, r.comment_id, count(*)::int AS n, min(r.created_at) AS first_at, max(r.created_at) AS last_at,
        row_number() OVER (ORDER BY ${order}, r.spot_id, r.comment_id NULLS FIRST) AS pos
      FROM reports r JOIN spots s ON s.id = r.spot_id
      WHERE s.platform = ${platform} AND ${which}
      GROUP BY r.spot_id, r.comment_id
      ORDER BY pos
      LIMIT ${limit + 1} OFFSET ${offset}
    )
    SELECT g.*, s.title, s.hidden_at IS NOT NULL AS spot_hidden, (s.deleted_at IS NOT NULL AND s.hidden_at IS NULL) AS spot_gone,
      s.author_id AS spot_author_id, su.username AS spot_author, su.blocked_at IS NOT NULL AS spot_author_blocked,
      left(c.body, ${EXCERPT}) AS body, c.hidden_at IS NOT NULL AS comment_hidden, c.user_id AS comment_author_id, cu.username AS comment_author,
      cu.blocked_at IS NOT NULL AS comment_author_blocked
    FROM g JOIN spots s ON s.id = g.spot_id
    LEFT JOIN users su ON su.id = s.author_id
    LEFT JOIN comments c ON c.id = g.comment_id
    LEFT JOIN users cu ON cu.id = c.user_id
    ORDER BY g.pos`.execute(db);
  const page = groups.slice(0, limit);
  const spotIds = [...new Set(page.map((g) => g.spot_id))];
  const { rows: reports } =
    spotIds.length === 0
      ? { rows: [] as ReportRow[] }
      : await sql<ReportRow>`
          SELECT r.id, r.spot_id, r.comment_id, r.reason, r.user_id, u.username, r.created_at, r.resolved_at
          FROM reports r LEFT JOIN users u ON u.id = r.user_id
          WHERE r.spot_id = ANY (${spotIds}::bigint[]) AND ${resolved ? sql`r.resolved_at IS NOT NULL` : sql`r.resolved_at IS NULL`}
          ORDER BY r.created_at, r.id`.execute(db);
  const bySubject = new Map<string, ReportRow[]>();
  for (const r of reports) {
    const k = key(r.spot_id, r.comment_id);
    bySubject.set(k, [...(bySubject.get(k) ?? []), r]);
  }
  const items = page.map((g): ReportedItem => {
    const isComment = g.comment_id !== null;
    return {
      subjectType: isComment ? 'comment' : 'spot',
      subjectId: g.comment_id ?? g.spot_id,
      spot: { id: g.spot_id, title: g.title, hidden: g.spot_hidden, gone: g.spot_gone },
      comment: isComment ? { id: g.comment_id as number, excerpt: g.body ?? '', hidden: g.comment_hidden === true } : null,
      author: isComment
        ? authorOf(g.comment_author_id, g.comment_author, g.comment_author_blocked)
        : authorOf(g.spot_author_id, g.spot_author, g.spot_author_blocked),
      count: g.n,
      firstReportedAt: g.first_at.toISOString(),
      lastReportedAt: g.last_at.toISOString(),
      reports: (bySubject.get(key(g.spot_id, g.comment_id)) ?? []).map((r) => ({
        id: r.id,
        reason: r.reason,
        reporter: person(r.user_id, r.username),
        createdAt: r.created_at.toISOString(),
        resolvedAt: r.resolved_at?.toISOString() ?? null,
      })),
    };
  });
  return { items, nextOffset: groups.length > limit ? offset + limit : null };
}
