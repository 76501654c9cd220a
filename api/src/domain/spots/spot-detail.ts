// One spot as GET /spots/:id shows it: the SpotDetail JSON that spot_detail_json() (migration
// 0043) writes in one statement: the stored summary and the description, photos, categories,
// regions, author, fix proposals and the newest official answer. GET /spots/:id sends that text
// as it is; the writes answer with it too (parsed), after they committed.
import { FIX_PROPOSALS_NEEDED, type Locale, type Platform, type SpotDetail } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { JsonText } from '../../http/json-text.ts';

/**
 * One spot by id, as the JSON text of a SpotDetail (null: none). Scoped by platform only: ids
 * are global and links are shared across country sites (a bikeable ch visitor may open a German
 * spot), but never across platforms.
 */
export async function findSpotJson(db: Kysely<DB>, platform: Platform, id: number, locale: Locale): Promise<JsonText<SpotDetail> | null> {
  const { rows } = await sql<{
    detail: string | null;
  }>`SELECT spot_detail_json(${id}, ${platform}, ${locale}, ${FIX_PROPOSALS_NEEDED}) AS detail`.execute(db);
  return rows[0]?.detail ?? null;
}

/** The same as an object, for the writes' answers (their serialiser checks it against the schema). */
export async function findSpot(db: Kysely<DB>, platform: Platform, id: number, locale: Locale): Promise<SpotDetail | null> {
  const text = await findSpotJson(db, platform, id, locale);
  return text === null ? null : (JSON.parse(text) as SpotDetail);
}
