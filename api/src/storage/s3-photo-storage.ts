// Photo storage in an S3-compatible bucket (Amazon S3, MinIO, Garage, Ceph, R2, Exoscale SOS…),
// for deployments with several API instances. The API still serves the bytes itself (GET
// /api/photos/:id reads the object and answers with our cache headers and image CSP; see "Photos
// in object storage" in the README), so the bucket stays private and its URL never reaches a
// browser.
//
// - read: GetObject; a missing key (404) is null. The type comes from the key's extension, as on
//   disk, never from the object's metadata.
// - write: one PutObject; S3 objects appear whole or not at all, which is what `write` promises.
// - remove: DeleteObject, which succeeds for a missing key too.
// - an outage of the service (unreachable, 5xx) is a StorageUnavailableError: a 503, not a 500.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config.ts';
import { contentTypeOf, isStorageKey, type PhotoStorage } from './photo-storage.ts';
import { throughOutages } from './storage-unavailable.ts';

/** A stored photo never changes under its key; a CDN or cache in front of the bucket may keep it. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function s3Client(config: ObjectStorageConfig): S3Client {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Since SDK 3.729 every PutObject carries a CRC32 checksum header by default, which several
    // S3-compatible services refuse or mishandle; TLS (and S3's own Content-MD5 where an operation
    // needs it) already guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default; a photo request must not hang on a stalled bucket.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  };
  if (config.endpoint) options.endpoint = config.endpoint;
  if (config.credentials) options.credentials = config.credentials;
  return new S3Client(options);
}

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Photos under `prefix` in `bucket` (prefix '' or ending in '/'). */
export function s3PhotoStorage(client: S3Client, bucket: string, prefix: string): PhotoStorage {
  const objectKey = (storageKey: string) => `${prefix}${storageKey}`;
  return {
    async read(storageKey) {
      const contentType = contentTypeOf(storageKey);
      if (!isStorageKey(storageKey) || !contentType) return null;
      return throughOutages(async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
          if (!object.Body) return null;
          return { body: Buffer.from(await object.Body.transformToByteArray()), contentType };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },
    async write(storageKey, body) {
      if (!isStorageKey(storageKey)) throw new Error(`not a storage key: ${storageKey}`);
      await throughOutages(() =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(storageKey),
            Body: body,
            ContentLength: body.length,
            ContentType: contentTypeOf(storageKey) ?? 'application/octet-stream',
            CacheControl: OBJECT_CACHE_CONTROL,
          }),
        ),
      );
    },
    async remove(storageKey) {
      if (!isStorageKey(storageKey)) return;
      await throughOutages(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) })));
    },
  };
}

/**
 * At start: the bucket exists and these credentials may use it, so a wrong setting stops the
 * server with a message instead of failing the first upload.
 */
export async function checkBucket(client: S3Client, config: ObjectStorageConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const where = `bucket "${config.bucket}" at ${config.endpoint ?? `Amazon S3 (${config.region})`}`;
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason =
      status === 404
        ? 'it does not exist (S3_BUCKET)'
        : status === 403 || status === 401
          ? 'access denied (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; the keys need s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject)'
          : `${(error as Error).name}: ${(error as Error).message}`;
    throw new Error(`photo storage: ${where}: ${reason}`, { cause: error });
  }
}
