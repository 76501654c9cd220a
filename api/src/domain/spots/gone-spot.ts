// Why GET /spots/:id found no current spot, when moderation is the reason: a spot merged into
// another (the old address redirects to the kept one), or a hidden spot its own author asks for
// (they see it, with the moderator's note; everyone else gets 404). Migration 0047.
import type { Locale, Platform, SpotDetail } from '@moveable/contract';
import { FIX_PROPOSALS_NEEDED } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { JsonText } from '../../http/json-text.ts';

export interface SpotLookup {
  /** The spot's detail when it is current. */
  detail: JsonText<SpotDetail> | null;
  /** Merged: the spot it now lives in. */
  mergedInto: number | null;
  /** Hidden: its author, the one person who may still see it. */
  hiddenAuthorId: number | null;
}

/**
 * GET /spots/:id in one statement, as before moderation: the current spot's detail, or why there
 * is none (merged, hidden), read by the primary key only when the spot is gone.
 */
export async function lookUpSpot(db: Kysely<DB>, platform: Platform, id: number, locale: Locale): Promise<SpotLookup> {
  const { rows } = await sql<{ detail: string | null; merged_into: number | null; hidden_author_id: number | null }>`
    SELECT d.detail, g.merged_into, g.hidden_author_id
    FROM (SELECT spot_detail_json(${id}, ${platform}, ${locale}, ${FIX_PROPOSALS_NEEDED}) AS detail) d
    LEFT JOIN LATERAL (
      SELECT s.merged_into, CASE WHEN s.hidden_at IS NOT NULL AND s.merged_into IS NULL THEN s.author_id END AS hidden_author_id
      FROM spots s WHERE d.detail IS NULL AND s.id = ${id} AND s.platform = ${platform} AND s.deleted_at IS NOT NULL
    ) g ON true`.execute(db);
  const row = rows[0];
  return {
    detail: (row?.detail ?? null) as JsonText<SpotDetail> | null,
    mergedInto: row?.merged_into ?? null,
    hiddenAuthorId: row?.hidden_author_id ?? null,
  };
}

/** The spot a merged spot now lives in (null: not merged, or no spot of the platform): its page redirects there. */
export async function mergedInto(db: Kysely<DB>, platform: Platform, id: number): Promise<number | null> {
  if (!(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) return null;
  const row = await db
    .selectFrom('spots')
    .select('merged_into')
    .where('id', '=', id)
    .where('platform', '=', platform)
    .where('merged_into', 'is not', null)
    .executeTakeFirst();
  return row?.merged_into ?? null;
}

/** The hidden spot as its author sees it: the detail plus `hidden` (null for anyone else). */
export async function hiddenSpotForAuthor(
  db: Kysely<DB>,
  platform: Platform,
  id: number,
  locale: Locale,
  authorId: number,
): Promise<JsonText<SpotDetail> | null> {
  const { rows } = await sql<{ detail: string | null; hidden_at: Date | null; hidden_note: string | null }>`
    SELECT spot_detail_json_hidden(${id}, ${platform}, ${locale}, ${FIX_PROPOSALS_NEEDED}, ${authorId}) AS detail, s.hidden_at, s.hidden_note
    FROM spots s WHERE s.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row?.detail || !row.hidden_at) return null;
  const hidden = JSON.stringify({ at: row.hidden_at.toISOString(), note: row.hidden_note });
  // The detail is one JSON object: the moderation part goes before its closing brace.
  return `${row.detail.slice(0, -1)},"hidden":${hidden}}` as JsonText<SpotDetail>;
}
