// The API's background jobs and when they run (intervals from the config: JOBS_* variables).
import type { JobsConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { refreshAllStatistics, STATISTICS_MAX_AGE_MS } from '../domain/organisations/statistics.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { forgetPastDays, utcDay } from '../domain/analytics/salt.ts';
import { archiveDueSpots } from './archive-due-spots.ts';
import { rebuildSpotCells, vacuumAnalyze } from './maintain-database.ts';
import { purgeNewsletter } from './purge-newsletter.ts';
import { purgeOpen311Requesters } from './purge-open311-requesters.ts';
import { purgePremiumRequests } from './purge-premium-requests.ts';
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
    // Hourly: an unconfirmed address should not outlive its link by much.
    {
      name: 'purge-newsletter',
      schedule: { everyMs: 60 * 60_000, runAtStart: true },
      run: async () => {
        await purgeNewsletter(db.kysely);
      },
    },
    // The analytics' salt and visitor keys of past days (domain/analytics/salt.ts): gone within
    // the hour after midnight (UTC) even on a day without a page view.
    {
      name: 'forget-analytics-salts',
      schedule: { everyMs: 60 * 60_000, runAtStart: true },
      run: async () => {
        await forgetPastDays(db.kysely, utcDay(new Date()));
      },
    },
    // The town pages' statistics (domain/organisations/statistics.ts): counted again as often as a
    // page would find them old, so pages rarely wait for a count.
    {
      name: 'organisation-statistics',
      schedule: { everyMs: STATISTICS_MAX_AGE_MS, runAtStart: true },
      run: () => refreshAllStatistics(db.kysely),
    },
    {
      name: 'nightly-maintenance',
      schedule: { dailyAtMinute: config.nightlyAtMinute },
      run: async () => {
        await rebuildSpotCells(db.kysely);
        await purgePremiumRequests(db.kysely);
        await purgeOpen311Requesters(db.kysely);
        if (db.engine === 'pglite') await vacuumAnalyze(db);
      },
    },
  ];
}
