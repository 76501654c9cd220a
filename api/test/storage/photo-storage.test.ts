// What every photo storage promises (storage/photo-storage.ts), checked on each implementation
// the configuration can choose: folders on disk and an S3 bucket on a real S3 protocol server.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDemoPhotos } from '../../src/db/seed/photos.ts';
import { openPhotoStorages, type PhotoStorages } from '../../src/storage/open-photo-storage.ts';
import { removePhotoFiles, variantKey, writePhotoFiles } from '../../src/storage/photo-files.ts';
import type { PhotoStorage } from '../../src/storage/photo-storage.ts';
import { storageBackends, type StoragePlace } from './storage-backends.ts';

const webp = (text: string) => Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.from(text)]);

describe.each(storageBackends())('photo storage: $name', (backend) => {
  let place: StoragePlace;
  let storages: PhotoStorages;
  let photos: PhotoStorage;
  beforeAll(async () => {
    await backend.start();
    place = await backend.place();
    storages = await openPhotoStorages(place.config);
    photos = storages.photos;
  });
  afterAll(async () => {
    storages?.close();
    await backend.stop();
  });

  it('reads back exactly the bytes written, typed by the extension', async () => {
    const body = randomBytes(300_000);
    await photos.write('ab/ab01/large.webp', body);
    const read = await photos.read('ab/ab01/large.webp');
    expect(read?.contentType).toBe('image/webp');
    expect(read?.body.equals(body)).toBe(true);
    for (const [key, type] of [
      ['demo-01.svg', 'image/svg+xml'],
      ['x/photo.jpg', 'image/jpeg'],
      ['x/photo.JPEG', 'image/jpeg'],
      ['x/photo.png', 'image/png'],
      ['x/photo.avif', 'image/avif'],
    ] as const) {
      await photos.write(key, Buffer.from(key));
      expect(await photos.read(key), key).toEqual({ body: Buffer.from(key), contentType: type });
    }
    expect(await place.keys('photos')).toEqual(['ab/ab01/large.webp', 'demo-01.svg', 'x/photo.JPEG', 'x/photo.avif', 'x/photo.jpg', 'x/photo.png']);
  });

  it('a missing key reads as null; a key without an image extension is never served', async () => {
    expect(await photos.read('ab/never-written/small.webp')).toBeNull();
    await photos.write('notes/readme.txt', Buffer.from('text'));
    expect(await place.keys('photos')).toContain('notes/readme.txt');
    expect(await photos.read('notes/readme.txt')).toBeNull();
  });

  it('a second write replaces the file whole', async () => {
    await photos.write('cd/cd01/small.webp', webp('first version, the longer one'));
    await photos.write('cd/cd01/small.webp', webp('second'));
    expect((await photos.read('cd/cd01/small.webp'))?.body).toEqual(webp('second'));
  });

  it('remove deletes the file; removing a missing file is fine', async () => {
    await photos.write('ef/ef01/medium.webp', webp('m'));
    await photos.remove('ef/ef01/medium.webp');
    expect(await photos.read('ef/ef01/medium.webp')).toBeNull();
    expect((await place.keys('photos')).filter((k) => k.startsWith('ef/'))).toEqual([]);
    await expect(photos.remove('ef/ef01/medium.webp')).resolves.toBeUndefined();
    await expect(photos.remove('ef/never/small.webp')).resolves.toBeUndefined();
  });

  it('keys that could leave the folder or prefix are refused: never read, written or removed', async () => {
    await storages.avatars.write('1-0000000000000000.webp', webp('avatar'));
    for (const key of ['../avatars/1-0000000000000000.webp', '/etc/passwd.svg', 'a//b.webp', 'a/./b.webp', 'a\\b.webp', '', 'a/b%2F..webp']) {
      expect(await photos.read(key), key).toBeNull();
      await expect(photos.write(key, webp('x')), key).rejects.toThrow(/not a storage key/);
      await expect(photos.remove(key), key).resolves.toBeUndefined();
    }
    expect(await storages.avatars.read('1-0000000000000000.webp')).not.toBeNull();
  });

  it('photos and profile pictures are apart: one key names a different file in each', async () => {
    await photos.write('same-name.webp', webp('a photo'));
    await storages.avatars.write('same-name.webp', webp('a face'));
    expect((await photos.read('same-name.webp'))?.body).toEqual(webp('a photo'));
    expect((await storages.avatars.read('same-name.webp'))?.body).toEqual(webp('a face'));
    await storages.avatars.remove('same-name.webp');
    expect(await photos.read('same-name.webp')).not.toBeNull();
    expect(await place.keys('avatars')).toEqual(['1-0000000000000000.webp']);
  });

  it("an upload's sizes are written together and removed together", async () => {
    const files = (['small', 'medium', 'large'] as const).map((variant) => ({ variant, body: webp(variant) }));
    await writePhotoFiles(photos, '12/12ab', files);
    expect((await place.keys('photos')).filter((k) => k.startsWith('12/'))).toEqual([
      '12/12ab/large.webp',
      '12/12ab/medium.webp',
      '12/12ab/small.webp',
    ]);
    expect((await photos.read(variantKey('12/12ab', 'medium')))?.body).toEqual(webp('medium'));
    await removePhotoFiles(photos, '12/12ab', ['small', 'medium', 'large']);
    expect((await place.keys('photos')).filter((k) => k.startsWith('12/'))).toEqual([]);
  });

  it('when one size cannot be written, none of them stays behind', async () => {
    const failing: PhotoStorage = {
      ...photos,
      write: async (key, body) => {
        if (key.endsWith('/medium.webp')) throw new Error('disk full');
        await photos.write(key, body);
      },
    };
    const files = (['small', 'medium', 'large'] as const).map((variant) => ({ variant, body: webp(variant) }));
    await expect(writePhotoFiles(failing, '34/34cd', files)).rejects.toThrow('disk full');
    expect((await place.keys('photos')).filter((k) => k.startsWith('34/'))).toEqual([]);
  });

  it('the demo photos are stored once and left alone afterwards', async () => {
    await storeDemoPhotos(photos);
    const demo = (await place.keys('photos')).filter((k) => /^demo-\d\d\.svg$/.test(k));
    expect(demo).toHaveLength(30);
    const first = await photos.read('demo-02.svg');
    expect(first?.contentType).toBe('image/svg+xml');
    expect(first?.body.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    await photos.write('demo-02.svg', Buffer.from('<svg>kept</svg>'));
    await storeDemoPhotos(photos);
    expect((await photos.read('demo-02.svg'))?.body.toString()).toBe('<svg>kept</svg>');
  });

  it('nothing lands in the local folders when a bucket is configured', async () => {
    expect(await place.strayFiles()).toEqual([]);
  });
});
