// An organisation's statistics (the town page, issue 12): its area's spots by state, the official
// answers it gave and the median time to its first answer on a spot, and spots created per month
// for the last 24 months. Counting them reads every spot of the area (a city at 1M spots: about
// 150,000), far too much per request, so they are counted here, by the job every few minutes and
// when a page asks for an organisation counted never or too long ago, and kept in
// organisation_statistics: a page reads one row. Shared by the organisation routes and the jobs.
import { ORGANISATION_STATISTICS_MONTHS, type OrganisationStatistics, type Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;
export type Figures = Omit<OrganisationStatistics, 'slug' | 'computedAt'>;

/** Older than this, a page's read counts again (after its answer); the job runs as often. */
export const STATISTICS_MAX_AGE_MS = 10 * 60_000;

interface Counted {
  current: number;
  fame: number;
  shame: number;
  fixed: number;
  answered: number;
  archived: number;
}

/** The figures as of now: three aggregate statements over the area's spots. */
export async function countStatistics(db: Db, organisationId: number, platform: Platform): Promise<Figures> {
  // The area's spots of the platform, not deleted: through spot_regions' (region_id, spot_id) index.
  const area = sql`SELECT s.archived, s.famed, s.fixed, s.has_official_answer, s.created_at FROM spots s WHERE s.platform = ${platform} AND s.deleted_at IS NULL AND s.id IN (
      SELECT sr.spot_id FROM organisation_regions orr JOIN spot_regions sr ON sr.region_id = orr.region_id
      WHERE orr.organisation_id = ${organisationId})`;
  const { rows: byState } = await sql<Counted>`SELECT
      count(*) FILTER (WHERE NOT archived)::int AS current,
      count(*) FILTER (WHERE NOT archived AND famed)::int AS fame,
      count(*) FILTER (WHERE NOT archived AND NOT famed)::int AS shame,
      count(*) FILTER (WHERE NOT archived AND fixed)::int AS fixed,
      count(*) FILTER (WHERE NOT archived AND has_official_answer)::int AS answered,
      count(*) FILTER (WHERE archived)::int AS archived
    FROM (${area}) a`.execute(db);
  const { rows: answers } = await sql<{ total: number; spots: number; median_hours: number | null }>`
    WITH firsts AS (
      SELECT oa.spot_id, min(oa.created_at) AS first_at, count(*) AS n
      FROM official_answers oa JOIN spots s ON s.id = oa.spot_id AND s.deleted_at IS NULL
      WHERE oa.organisation_id = ${organisationId} GROUP BY oa.spot_id)
    SELECT coalesce(sum(f.n), 0)::int AS total, count(*)::int AS spots,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.first_at - s.created_at) / 3600) AS median_hours
    FROM firsts f JOIN spots s ON s.id = f.spot_id`.execute(db);
  const { rows: months } = await sql<{ month: string; spots: number }>`SELECT
      to_char(date_trunc('month', a.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS spots
    FROM (${area}) a
    WHERE a.created_at >= (date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => ${ORGANISATION_STATISTICS_MONTHS - 1})) AT TIME ZONE 'UTC'
    GROUP BY 1`.execute(db);
  const counted = new Map(months.map((m) => [m.month, m.spots]));
  const answer = answers[0];
  return {
    spots: byState[0] ?? { current: 0, fame: 0, shame: 0, fixed: 0, answered: 0, archived: 0 },
    officialAnswers: {
      total: answer?.total ?? 0,
      spots: answer?.spots ?? 0,
      medianHoursToFirstAnswer: answer?.median_hours == null ? null : Math.round(Number(answer.median_hours) * 10) / 10,
    },
    months: lastMonths(new Date()).map((month) => ({ month, spots: counted.get(month) ?? 0 })),
  };
}

/** 'YYYY-MM' of the last months (UTC), oldest first, the current one last. */
export function lastMonths(now: Date, count = ORGANISATION_STATISTICS_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

export interface KeptStatistics {
  figures: Figures;
  computedAt: Date;
}

/** Counts now and keeps the result. */
export async function refreshStatistics(db: Db, organisationId: number, platform: Platform): Promise<KeptStatistics> {
  const computedAt = new Date();
  const figures = await countStatistics(db, organisationId, platform);
  const statistics = JSON.stringify(figures);
  await db
    .insertInto('organisation_statistics')
    .values({ organisation_id: organisationId, statistics, computed_at: computedAt })
    .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ statistics, computed_at: computedAt }))
    .execute();
  return { figures, computedAt };
}

export async function keptStatistics(db: Db, organisationId: number): Promise<KeptStatistics | null> {
  const row = await db
    .selectFrom('organisation_statistics')
    .select(['statistics', 'computed_at'])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row ? { figures: row.statistics as Figures, computedAt: row.computed_at } : null;
}

/** The job: every organisation counted again (one without an area in an instant). Returns how many. */
export async function refreshAllStatistics(db: Db): Promise<number> {
  const organisations = await db.selectFrom('organisations').select(['id', 'platform']).orderBy('id').execute();
  for (const o of organisations) await refreshStatistics(db, o.id, o.platform);
  return organisations.length;
}
