// The photo cleanup job: uploads nobody attached within a day lose their row and every stored
// file (each WebP size); younger uploads and attached photos stay.
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnattachedPhotos } from '../../src/jobs/remove-unattached-photos.ts';
import { variantKey } from '../../src/storage/photo-files.ts';
import { localPhotoStorage, type PhotoStorage } from '../../src/storage/photo-storage.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { DEMO_ACCOUNTS } from '../helpers/auth.ts';
import { uploadedPhoto } from '../routes/spots/write-helpers.ts';

let t: TestApp;
let dir: string;
let storage: PhotoStorage;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'moveable-job-photos-'));
  storage = localPhotoStorage(dir);
});
afterAll(() => t.app.close());

const HOUR_MS = 3_600_000;
const SIZES = ['small', 'medium', 'large'];

/** An upload with its three files on disk, `ageMs` old. */
async function upload(name: string, ageMs: number, spotId?: number): Promise<number> {
  const key = `uploads/${name}`;
  for (const size of SIZES) await storage.write(variantKey(key, size), Buffer.from('RIFF....WEBP'));
  return uploadedPhoto(t, DEMO_ACCOUNTS.user.id, {
    createdAt: new Date(Date.now() - ageMs),
    storageKey: key,
    variants: SIZES,
    ...(spotId ? { spotId } : {}),
  });
}

const filesOf = async (name: string) => (await readdir(path.join(dir, 'uploads', name)).catch(() => [])).sort();
const photoExists = async (id: number) => (await t.db.kysely.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('removeUnattachedPhotos', () => {
  it('removes unattached uploads older than a day with their files, and nothing else', async () => {
    const spot = await t.db.kysely.selectFrom('spots').select('id').orderBy('id').executeTakeFirstOrThrow();
    const old = await upload('old', 25 * HOUR_MS);
    const young = await upload('young', 23 * HOUR_MS);
    const attached = await upload('attached', 48 * HOUR_MS, spot.id);
    expect(await filesOf('old')).toEqual(['large.webp', 'medium.webp', 'small.webp']);

    expect(await removeUnattachedPhotos(t.db.kysely, storage)).toBe(1);
    expect(await photoExists(old)).toBe(false);
    expect(await filesOf('old')).toEqual([]);
    expect(await photoExists(young)).toBe(true);
    expect(await filesOf('young')).toHaveLength(3);
    expect(await photoExists(attached)).toBe(true);
    expect(await filesOf('attached')).toHaveLength(3);
    expect(await removeUnattachedPhotos(t.db.kysely, storage)).toBe(0);
  });

  it('a single-file photo (no sizes) loses its row but keeps the file other rows share', async () => {
    await storage.write('demo/shared.svg', Buffer.from('<svg/>'));
    const id = await uploadedPhoto(t, DEMO_ACCOUNTS.user.id, {
      createdAt: new Date(Date.now() - 48 * HOUR_MS),
      storageKey: 'demo/shared.svg',
      variants: [],
    });
    expect(await removeUnattachedPhotos(t.db.kysely, storage)).toBe(1);
    expect(await photoExists(id)).toBe(false);
    expect(await storage.read('demo/shared.svg')).not.toBeNull();
  });
});
