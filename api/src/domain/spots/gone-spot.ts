// Why GET /spots/:id found no current spot, when moderation is the reason: a spot merged into
// another (the old address redirects to the kept one), or a hidden spot its own author asks for
// (they see it, with the moderator's note; everyone else gets 404). Migration 0047.
import type { Locale, Platform, SpotDetail } from '@moveable/contract';
import { FIX_PROPOSALS_NEEDED } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { JsonText } from '../../http/json-text.ts';

/** The spot this merged spot now lives in, or null when it was not merged (or is no spot of the platform). */
export async function mergedInto(db: Kysely<DB>, platform: Platform, id: number): Promise<number | null> {
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
