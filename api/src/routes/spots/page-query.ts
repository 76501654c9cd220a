// A keyset page: the rows a pick query chose (id, sort value `v` in the pick's order, sort key
// `k` as float8, distance) with their stored summaries (migration 0043), in page order; the
// page's summaries joined by commas; and the keys the next cursor (and the distance sort's tie
// check) need. Read by the list and a person's spots.
//
// The rows come back one by one and are joined here: aggregating 500 summaries into one text in
// the database cost it a third more CPU (a growing 280 KB buffer per query) than sending them.
// They arrive sorted by the pick's own columns, which the planner sees it already has.
import type { Expression, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { summaryWithDistance } from '../../domain/spots/summary.ts';

export interface Page {
  /** Rows picked: the page, the row after it and (distance) the over-fetch. */
  n: number;
  /** The page's summaries, comma-joined, in order; '' for an empty page. */
  items: string;
  /** Id and sort key of the page's last row (null: empty page). */
  lastId: number | null;
  lastKey: number | null;
  /** Sort keys of the row after the page and of the last picked row. */
  nextKey: number | null;
  maxKey: number | null;
}

export interface PageShape {
  limit: number;
  /**
   * desc: the pick is ordered by (v DESC, id DESC), newest or most first; asc: nearest first,
   * (k ASC, id ASC), which the pick (ordered by distance alone) is sorted into here.
   */
  order: 'desc' | 'asc';
  /** The picked rows carry `summary` already (read with them); otherwise each is read by id. */
  summaries: 'picked' | 'by-id';
  /** Append each row's `distance` to its summary. */
  distance: boolean;
}

export async function fetchPage(db: Kysely<DB>, picked: Expression<unknown>, shape: PageShape): Promise<Page> {
  const summary = shape.summaries === 'picked' ? sql<string>`q.summary` : sql<string>`s.summary`;
  const item = shape.distance ? summaryWithDistance(summary, sql<number>`q.distance`) : summary;
  const order = shape.order === 'desc' ? sql`q.v DESC, q.id DESC` : sql`q.k ASC, q.id ASC`;
  const from = shape.summaries === 'picked' ? sql`(${picked}) q` : sql`(${picked}) q JOIN spots s ON s.id = q.id`;
  const { rows } = await sql<{ id: number; k: number; item: string }>`SELECT q.id, q.k, ${item} AS item FROM ${from} ORDER BY ${order}`.execute(db);
  const page = rows.length > shape.limit ? rows.slice(0, shape.limit) : rows;
  const last = page[page.length - 1];
  return {
    n: rows.length,
    items: page.map((r) => r.item).join(','),
    lastId: last?.id ?? null,
    lastKey: last?.k ?? null,
    nextKey: rows[shape.limit]?.k ?? null,
    maxKey: rows[rows.length - 1]?.k ?? null,
  };
}
