// The two photo storages that the shared suites run on: folders on disk (the default) and a
// bucket on a real S3 protocol server (s3rver, started by the suite). Each place is fresh: its
// own folders, or its own prefix in the bucket, so a test sees exactly the files it caused.
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/config.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';

export type StorageConfig = Pick<Config, 'photoDir' | 'avatarDir' | 'objectStorage'>;

export interface StoragePlace {
  /** Config settings that put photos and profile pictures here. */
  config: StorageConfig;
  /** Every stored key of the photos or the profile pictures, sorted, as the storage names them. */
  keys(which: 'photos' | 'avatars'): Promise<string[]>;
  /** Files in the configured folders although a bucket is configured: none, ever. */
  strayFiles(): Promise<string[]>;
}

export interface StorageBackend {
  name: string;
  start(): Promise<void>;
  place(): Promise<StoragePlace>;
  stop(): Promise<void>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function localBackend(): StorageBackend {
  return {
    name: 'local folders',
    async start() {},
    async place() {
      const root = await mkdtemp(path.join(os.tmpdir(), 'moveable-storage-'));
      const config = { photoDir: path.join(root, 'photos'), avatarDir: path.join(root, 'avatars') };
      return { config, keys: (which) => filesUnder(which === 'photos' ? config.photoDir : config.avatarDir), strayFiles: async () => [] };
    },
    async stop() {},
  };
}

function s3Backend(): StorageBackend {
  let server: TestS3Server | undefined;
  let places = 0;
  return {
    name: 'S3 bucket (s3rver)',
    async start() {
      server = await startS3Server();
    },
    async place() {
      const s3 = server!;
      const prefix = `place-${++places}/`;
      const root = await mkdtemp(path.join(os.tmpdir(), 'moveable-storage-unused-'));
      return {
        // The folders are set, as in any config, and must stay unused.
        config: { photoDir: path.join(root, 'photos'), avatarDir: path.join(root, 'avatars'), objectStorage: s3.storage(prefix) },
        keys: async (which) => (await s3.keys(`${prefix}${which}/`)).map((key) => key.slice(`${prefix}${which}/`.length)),
        strayFiles: () => filesUnder(root),
      };
    },
    async stop() {
      await server?.stop();
    },
  };
}

export const storageBackends = (): StorageBackend[] => [localBackend(), s3Backend()];
