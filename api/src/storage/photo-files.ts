// The files of an uploaded photo: one WebP per size under `${storage_key}/${variant}.webp`
// (photos.variants lists the sizes). Written before the database row exists, removed again when
// the row could not be written: readers only ever find a row whose files are all there.
import { randomBytes } from 'node:crypto';
import type { PhotoVariant } from '../images/photo-sizes.ts';
import type { PhotoStorage } from './photo-storage.ts';

export const variantKey = (storageKey: string, variant: PhotoVariant | string) => `${storageKey}/${variant}.webp`;

/** A fresh key; the first two hex digits make a folder level, so no folder holds millions of photos. */
export function newPhotoStorageKey(): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

/**
 * Writes every size at once (three round trips to a bucket cost one); if one fails, waits for the
 * others, removes every size and rethrows. Waiting matters: a removal that overtook a write still
 * in flight would leave that file behind.
 */
export async function writePhotoFiles(
  storage: PhotoStorage,
  storageKey: string,
  files: readonly { variant: PhotoVariant; body: Buffer }[],
): Promise<void> {
  const written = await Promise.allSettled(files.map((file) => storage.write(variantKey(storageKey, file.variant), file.body)));
  const failure = written.find((result) => result.status === 'rejected');
  if (!failure) return;
  await removePhotoFiles(
    storage,
    storageKey,
    files.map((f) => f.variant),
  );
  throw failure.reason;
}

/** Removes the sizes of an uploaded photo. A single-file photo (no variants, the demo SVGs) keeps its file: several rows share one. */
export async function removePhotoFiles(storage: PhotoStorage, storageKey: string, variants: readonly string[]): Promise<void> {
  await Promise.all(variants.map((variant) => storage.remove(variantKey(storageKey, variant))));
}
