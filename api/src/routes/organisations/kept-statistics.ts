// The kept statistics as the routes use them (domain/organisations/statistics.ts counts and keeps
// them): an organisation never counted (new, or the job has not run yet) is counted at once, one
// counted too long ago is answered as kept and counted again after the answer, once per
// organisation and instance however many read meanwhile.
import type { Platform } from '@moveable/contract';
import type { FastifyInstance } from 'fastify';
import { keptStatistics, refreshStatistics, STATISTICS_MAX_AGE_MS, type KeptStatistics } from '../../domain/organisations/statistics.ts';
import type { OrganisationRow } from './repository.ts';

export interface StatisticsKeeper {
  /** The statistics of one organisation. */
  of(organisationId: number, platform: Platform): Promise<KeptStatistics>;
  /** Fills the counts of rows read without kept statistics; schedules old ones. */
  withCounts(rows: OrganisationRow[]): Promise<OrganisationRow[]>;
}

export function statisticsKeeper(app: FastifyInstance): StatisticsKeeper {
  const refreshing = new Set<number>();

  function refreshLater(organisationId: number, platform: Platform, computedAt: Date): void {
    if (Date.now() - computedAt.getTime() <= STATISTICS_MAX_AGE_MS || refreshing.has(organisationId)) return;
    refreshing.add(organisationId);
    app.background.run('organisation statistics', async () => {
      try {
        await refreshStatistics(app.db.kysely, organisationId, platform);
      } finally {
        refreshing.delete(organisationId);
      }
    });
  }

  return {
    async of(organisationId, platform) {
      const kept = await keptStatistics(app.db.kysely, organisationId);
      if (!kept) return refreshStatistics(app.db.kysely, organisationId, platform);
      refreshLater(organisationId, platform, kept.computedAt);
      return kept;
    },
    async withCounts(rows) {
      const filled: OrganisationRow[] = [];
      for (const row of rows) {
        if (row.counted_at === null) {
          const { figures, computedAt } = await refreshStatistics(app.db.kysely, row.id, row.platform);
          filled.push({ ...row, spot_count: figures.spots.current, official_answer_count: figures.officialAnswers.total, counted_at: computedAt });
        } else {
          refreshLater(row.id, row.platform, row.counted_at);
          filled.push(row);
        }
      }
      return filled;
    },
  };
}
