// The API's background jobs and when they run (intervals from the config: JOBS_* variables).
import type { JobsConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { archiveDueSpots } from './archive-due-spots.ts';
import { rebuildSpotCells, vacuumAnalyze } from './maintain-database.ts';
import { removeUnattachedPhotos } from './remove-unattached-photos.ts';
import type { Job } from './scheduler.ts';

export function spotJobs(db: Database, storage: PhotoStorage, config: JobsConfig): Job[] {
  return [
    // At start too: spots that fell due while the server was down should not wait.
    { name: 'archive-due-spots', schedule: { everyMs: config.archiveIntervalMs, runAtStart: true }, run: () => archiveDueSpots(db.kysely) },
    {
      name: 'remove-unattached-photos',
      schedule: { everyMs: config.photoCleanupIntervalMs, runAtStart: true },
      run: () => removeUnattachedPhotos(db.kysely, storage),
    },
    {
      name: 'nightly-maintenance',
      schedule: { dailyAtMinute: config.nightlyAtMinute },
      run: async () => {
        await rebuildSpotCells(db.kysely);
        if (db.engine === 'pglite') await vacuumAnalyze(db);
      },
    },
  ];
}
