// Uploads that never became part of a spot (the add form was abandoned) are removed after a day:
// first the rows, then the files, so no row ever points at a missing file. A photo being attached
// at the same moment is either attached (its row no longer matches) or gone (the attach finds no
// unattached photo and answers 400), never both. A news article's cover belongs to no spot either
// (news_articles.cover_photo_id): it is attached to its article and stays; so is an organisation's
// logo (organisations.logo_photo_id).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { removePhotoFiles } from '../storage/photo-files.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';

export const UNATTACHED_PHOTO_MAX_AGE_MS = 86_400_000;
const BATCH = 500;

/** Returns how many photos it removed. */
export async function removeUnattachedPhotos(db: Kysely<DB>, storage: PhotoStorage, maxAgeMs = UNATTACHED_PHOTO_MAX_AGE_MS): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ storage_key: string; variants: string[] }>`DELETE FROM photos
      WHERE id IN (SELECT id FROM photos
                   WHERE spot_id IS NULL AND created_at < now() - make_interval(secs => ${maxAgeMs / 1000}::float8)
                     AND NOT EXISTS (SELECT 1 FROM news_articles a WHERE a.cover_photo_id = photos.id)
                     AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.logo_photo_id = photos.id)
                   ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING storage_key, variants`.execute(db);
    // One WebP per size; a single-file photo (a demo SVG) keeps its file, which other rows share.
    for (const row of rows) await removePhotoFiles(storage, row.storage_key, row.variants);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}
