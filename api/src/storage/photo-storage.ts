// Where photo bytes live (spot photos, and profile pictures in a storage of their own). Local disk
// by default; a deployment with several API instances puts an S3-compatible implementation behind
// the same interface. Keys are relative paths with '/' separators, e.g. `ab/ab12…/large.webp` for
// an uploaded photo's sizes (photo-files.ts) or `demo-01.svg`; the extension gives the content type.
//
// An S3-compatible implementation (not written: nothing here could test it against a real bucket):
// - read: GetObject of `${prefix}${key}`; NoSuchKey → null; contentType from the extension as below
//   (or the object's Content-Type); the GET route streams nothing itself, so a Buffer is fine at
//   ≤ 1600 px WebP sizes.
// - write: PutObject with Content-Type and `Cache-Control: public, max-age=31536000, immutable`;
//   S3 objects appear whole or not at all, which is the guarantee `write` promises.
// - remove: DeleteObject (deleting a missing key succeeds in S3, as `remove` requires).
// - keys never contain '..' or a leading '/' (they come from the database and from photo-files.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredPhoto {
  body: Buffer;
  contentType: string;
}

export interface PhotoStorage {
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

export function localPhotoStorage(dir: string): PhotoStorage {
  const root = path.resolve(dir);
  // Keys come from our database, but never let one escape the folder.
  const fileOf = (storageKey: string): string | null => {
    const file = path.resolve(root, storageKey);
    return file.startsWith(root + path.sep) ? file : null;
  };
  return {
    async read(storageKey) {
      const file = fileOf(storageKey);
      const contentType = file ? CONTENT_TYPES[path.extname(file).toLowerCase()] : undefined;
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
      if (!file) throw new Error(`storage key outside the folder: ${storageKey}`);
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
