// A real S3 protocol server for the tests: s3rver (npm) on a free loopback port, its objects in a
// temporary folder, one bucket. The API talks to it with the same AWS SDK client and settings as
// to a production bucket; only the endpoint differs. s3rver checks the access key id but does not
// verify SigV4 signatures, so a wrong secret would pass here (a real service refuses it).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../../src/config.ts';

export const TEST_BUCKET = 'moveable-test';

export interface TestS3Server {
  /** Settings for a config's `objectStorage`; each caller adds a prefix of its own. */
  storage(prefix: string): ObjectStorageConfig;
  /** Every object key under `prefix`, sorted (read with a client of the test's own). */
  keys(prefix: string): Promise<string[]>;
  /** An outage: the port refuses connections until resume(); the objects stay. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'moveable-s3rver-'));
  const serve = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  let server: S3rver | null = serve(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    storage: (prefix) => ({ bucket: TEST_BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, credentials, prefix }),
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async pause() {
      await server?.close();
      server = null;
    },
    async resume() {
      server = serve(port);
      await server.run();
    },
    async stop() {
      client.destroy();
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
