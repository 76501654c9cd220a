// Where photo bytes live (spot photos, and profile pictures in a storage of their own): a local
// folder by default, or an S3-compatible bucket (s3-photo-storage.ts) when several API instances
// must see the same files; open-photo-storage.ts picks one from the config. Keys are relative
// paths with '/' separators, e.g. `ab/ab12…/large.webp` for an uploaded photo's sizes
// (photo-files.ts) or `demo-01.svg`; the extension gives the content type.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredPhoto {
  body: Buffer;
  contentType: string;
}

export interface PhotoStorage {
  /** null for a missing file, and for a key that is not a storage key or has no image extension. */
  read(storageKey: string): Promise<StoredPhoto | null>;
  /** Writes the whole file or nothing (readers never see half a file). */
  write(storageKey: string, body: Buffer): Promise<void>;
  /** Removes the file; a key without a file is fine. */
  remove(storageKey: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The image type a key's extension names; undefined for anything else (never served). */
export const contentTypeOf = (storageKey: string): string | undefined => CONTENT_TYPES[path.posix.extname(storageKey).toLowerCase()];

/**
 * Keys come from our database and photo-files.ts, but one rule for every storage keeps a key from
 * leaving its folder or prefix: non-empty segments of letters, digits, '.', '_' and '-', none of
 * them '.' or '..' (an HTTP server may resolve those in an object URL as in a path).
 */
export function isStorageKey(storageKey: string): boolean {
  return (
    storageKey.length <= 512 && storageKey.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..')
  );
}

export function localPhotoStorage(dir: string): PhotoStorage {
  const root = path.resolve(dir);
  const fileOf = (storageKey: string): string | null => (isStorageKey(storageKey) ? path.join(root, storageKey) : null);
  return {
    async read(storageKey) {
      const file = fileOf(storageKey);
      const contentType = contentTypeOf(storageKey);
      if (!file || !contentType) return null;
      try {
        return { body: await readFile(file), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(storageKey, body) {
      const file = fileOf(storageKey);
      if (!file) throw new Error(`not a storage key: ${storageKey}`);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async remove(storageKey) {
      const file = fileOf(storageKey);
      if (!file) return;
      await rm(file, { force: true });
      // A photo's sizes share a folder: the last one out removes it (a folder still in use stays).
      const folder = path.dirname(file);
      if (folder !== root) await rmdir(folder).catch(() => undefined);
    },
  };
}
