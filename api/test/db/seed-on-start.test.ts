// Seeding on first start: only into an empty database, exactly once even when two instances
// start together, and never again on the next start.
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEMO_SPOT_COUNT, seedDemoIfEmpty } from '../../src/db/seed/demo.ts';
import { localPhotoStorage } from '../../src/storage/photo-storage.ts';
import { testConfig } from '../helpers/app.ts';
import { resetDatabase, testDatabase } from '../helpers/database.ts';

afterAll(async () => {
  // Leave the demo data for whichever file runs next in this worker.
  await resetDatabase(await testDatabase());
});

const spotCount = async () => {
  const db = await testDatabase();
  return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots`.execute(db.kysely)).rows[0]!.n;
};

describe('seedDemoIfEmpty', () => {
  it('does nothing when there are spots', async () => {
    const db = await testDatabase();
    await resetDatabase(db);
    expect(await seedDemoIfEmpty(db.kysely, { photos: localPhotoStorage(await mkdtemp(path.join(os.tmpdir(), 'moveable-seed-'))) })).toBeNull();
    expect(await spotCount()).toBe(DEMO_SPOT_COUNT);
  });

  it('seeds an empty database exactly once when two instances start together, photos included', async () => {
    const db = await testDatabase();
    await sql`TRUNCATE spots, users, categories, regions, organisations RESTART IDENTITY CASCADE`.execute(db.kysely);
    const photoDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-seed-'));
    const photos = localPhotoStorage(photoDir);
    const results = await Promise.all([seedDemoIfEmpty(db.kysely, { photos }), seedDemoIfEmpty(db.kysely, { photos })]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatchObject({ spots: DEMO_SPOT_COUNT, ms: expect.any(Number) });
    expect(await spotCount()).toBe(DEMO_SPOT_COUNT);
    expect((await readdir(photoDir)).filter((f) => f.endsWith('.svg'))).toHaveLength(30);
  });

  it('an app started with SEED=true on a seeded database does not seed again', async () => {
    const db = await testDatabase();
    const app = await buildApp(await testConfig({ seed: true }), { database: db });
    await app.ready();
    await app.close();
    expect(await spotCount()).toBe(DEMO_SPOT_COUNT);
  });
});
