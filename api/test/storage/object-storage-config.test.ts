// Choosing the photo storage: local folders unless PHOTO_STORAGE=s3, whose settings are checked
// together once at start; and a bucket that does not answer stops the start with a message
// naming the setting, instead of failing the first upload.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { testConfig } from '../helpers/app.ts';
import { testDatabase } from '../helpers/database.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';

const S3 = {
  PHOTO_STORAGE: 's3',
  S3_BUCKET: 'moveable-photos',
  S3_REGION: 'eu-central-2',
  S3_ENDPOINT: 'https://sos-ch-gva-2.example.com/',
  S3_ACCESS_KEY_ID: 'EXOKEY',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('PHOTO_STORAGE and the S3 settings', () => {
  it('by default photos and profile pictures are folders in DATA_DIR, and no bucket is configured', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data' });
    expect(config).toMatchObject({ photoDir: '/srv/data/photos', avatarDir: '/srv/data/avatars' });
    expect(config.objectStorage).toBeUndefined();
    expect(loadConfig({ PHOTO_STORAGE: 'local' }).objectStorage).toBeUndefined();
  });

  it('PHOTO_STORAGE=s3 reads the bucket settings', () => {
    expect(loadConfig(S3).objectStorage).toEqual({
      bucket: 'moveable-photos',
      region: 'eu-central-2',
      endpoint: 'https://sos-ch-gva-2.example.com',
      forcePathStyle: false,
      credentials: { accessKeyId: 'EXOKEY', secretAccessKey: 'secret' },
      prefix: '',
    });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'moveable/staging' }).objectStorage).toMatchObject({
      forcePathStyle: true,
      prefix: 'moveable/staging/',
    });
    // Amazon S3 itself with the instance's own credentials (AWS_* variables, a role).
    expect(loadConfig({ PHOTO_STORAGE: 's3', S3_BUCKET: 'moveable-photos', S3_REGION: 'eu-central-1' }).objectStorage).toEqual({
      bucket: 'moveable-photos',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
  });

  it.each([
    [{ PHOTO_STORAGE: 'disk' }, /PHOTO_STORAGE: must be local or s3/],
    [{ ...S3, S3_BUCKET: undefined }, /S3_BUCKET: required with PHOTO_STORAGE=s3/],
    [{ ...S3, S3_REGION: undefined }, /S3_REGION: required with PHOTO_STORAGE=s3/],
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, /S3_SECRET_ACCESS_KEY: set both S3 keys, or neither/],
    [{ ...S3, S3_ACCESS_KEY_ID: undefined }, /S3_ACCESS_KEY_ID: set both S3 keys, or neither/],
    [{ ...S3, S3_BUCKET: 'Photos_2024' }, /S3_BUCKET: must be a bucket name/],
    [{ ...S3, S3_ENDPOINT: 'sos.example.com' }, /S3_ENDPOINT/],
    [{ ...S3, S3_ENDPOINT: 'https://sos.example.com/moveable-photos' }, /S3_ENDPOINT: must be an http\(s\) origin without a path/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE: must be true or false/],
    [{ ...S3, S3_PREFIX: '../other' }, /S3_PREFIX/],
    // A bucket set up without PHOTO_STORAGE=s3 would leave the photos on one instance's disk.
    [{ S3_BUCKET: 'moveable-photos' }, /S3_BUCKET: only used with PHOTO_STORAGE=s3/],
  ])('refuses %o, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('a bucket setting problem is reported together with the rest', () => {
    expect(() => loadConfig({ PHOTO_STORAGE: 's3', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_BUCKET: required[\s\S]*S3_REGION: required[\s\S]*S3_SECRET_ACCESS_KEY: set both/,
    );
  });
});

describe('starting with a bucket that does not answer', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  const start = async (objectStorage: ReturnType<TestS3Server['storage']>) =>
    buildApp(await testConfig({ objectStorage, photoDir: path.join('/nonexistent', 'photos') }), { database: await testDatabase() });

  it('a missing bucket stops the start, naming S3_BUCKET', async () => {
    await expect(start({ ...s3.storage(''), bucket: 'no-such-bucket' })).rejects.toThrow(
      /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: it does not exist \(S3_BUCKET\)/,
    );
  });

  it('unknown keys stop the start, naming the key settings', async () => {
    const storage = s3.storage('');
    await expect(start({ ...storage, credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'x' } })).rejects.toThrow(
      /access denied \(S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });

  it('a service that is not there stops the start with the network error', async () => {
    await expect(start({ ...s3.storage(''), endpoint: 'http://127.0.0.1:9' })).rejects.toThrow(
      /photo storage: bucket "moveable-test" at http:\/\/127\.0\.0\.1:9: .*ECONNREFUSED/,
    );
  });

  it('a bucket that answers starts the app', async () => {
    const app = await start(s3.storage('ready/'));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/photos/999999999' })).statusCode).toBe(404);
    await app.close();
  });
});
