// The two storages of the configuration: spot photos and profile pictures, each in a folder of
// DATA_DIR, or each under its own prefix of one S3-compatible bucket (PHOTO_STORAGE=s3).
import type { Config } from '../config.ts';
import { localPhotoStorage, type PhotoStorage } from './photo-storage.ts';

export interface PhotoStorages {
  photos: PhotoStorage;
  avatars: PhotoStorage;
  /** Frees what the storages hold open (the S3 client's sockets). */
  close(): void;
}

/** For a bucket, first checks that it answers (and throws a message naming the setting if not). */
export async function openPhotoStorages(config: Pick<Config, 'photoDir' | 'avatarDir' | 'objectStorage'>): Promise<PhotoStorages> {
  const bucket = config.objectStorage;
  if (!bucket) return { photos: localPhotoStorage(config.photoDir), avatars: localPhotoStorage(config.avatarDir), close() {} };
  // Loaded only for a bucket: the SDK is large, and `npm start` on local folders never needs it.
  const { checkBucket, s3Client, s3PhotoStorage } = await import('./s3-photo-storage.ts');
  const client = s3Client(bucket);
  try {
    await checkBucket(client, bucket);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return {
    photos: s3PhotoStorage(client, bucket.bucket, `${bucket.prefix}photos/`),
    avatars: s3PhotoStorage(client, bucket.bucket, `${bucket.prefix}avatars/`),
    close: () => client.destroy(),
  };
}
