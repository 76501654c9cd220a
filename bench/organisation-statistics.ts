// The town page's statistics at scale (issue 12): what the job's count of one organisation costs
// (Zürich, the largest area), the whole job, and what a page's request costs with the counts kept
// (GET /api/organisations/zuerich/statistics through app.inject), on PostgreSQL or PGlite.
//   npx tsx bench/organisation-statistics.ts [--count 1000000] [--engine postgres|pglite] [--requests 2000] [--keep]
import { parseArgs } from 'node:util';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, countStatistics, loadConfig, refreshAllStatistics, type Engine } from '@moveable/api/bench-kit';
import { benchDatabase, percentile } from './lib/database.ts';
import { sql } from 'kysely';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    engine: { type: 'string', default: 'postgres' },
    requests: { type: 'string', default: '2000' },
    counts: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.count);
const engine = args.engine as Engine;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
};

const bench = await benchDatabase(engine, { count: COUNT, seed: 42, keep: args.keep });
const { db } = bench;
try {
  const zurich = await db.kysely
    .selectFrom('organisations')
    .select(['id', 'platform'])
    .where('platform', '=', 'bikeable')
    .where('slug', '=', 'zuerich')
    .executeTakeFirstOrThrow();
  // The generator writes no official answers: give Zürich's area answers on 10 % of its spots, as a town would.
  const { rows: answered } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM official_answers WHERE organisation_id = ${zurich.id}`.execute(
    db.kysely,
  );
  if (answered[0]!.n === 0) {
    await sql`INSERT INTO official_answers (spot_id, organisation_id, status, text, created_at)
      SELECT s.id, ${zurich.id}, 'acknowledged', 'Danke, wir prüfen es.', s.created_at + (s.id % 500) * interval '1 hour'
      FROM spots s WHERE s.platform = 'bikeable' AND s.deleted_at IS NULL AND s.id % 10 = 0
        AND s.id IN (SELECT sr.spot_id FROM organisation_regions orr JOIN spot_regions sr ON sr.region_id = orr.region_id WHERE orr.organisation_id = ${zurich.id})`.execute(
      db.kysely,
    );
    await sql`ANALYZE official_answers`.execute(db.kysely);
  }
  const figures = await countStatistics(db.kysely, zurich.id, zurich.platform);
  console.log(
    `  ${engine}, ${COUNT.toLocaleString('en')} spots: Zürich's area holds ${(figures.spots.current + figures.spots.archived).toLocaleString('en')} spots, ${figures.officialAnswers.total.toLocaleString('en')} official answers`,
  );

  const counting: number[] = [];
  for (let i = 0; i < Number(args.counts); i++) {
    const start = performance.now();
    await countStatistics(db.kysely, zurich.id, zurich.platform);
    counting.push(performance.now() - start);
  }
  console.log(`  the job's count of Zürich (${args.counts}×): ${stats(counting)}`);
  const jobStart = performance.now();
  const organisations = await refreshAllStatistics(db.kysely);
  console.log(`  the whole job (${organisations} organisations): ${((performance.now() - jobStart) / 1000).toFixed(2)} s`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-app-'));
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'silent', JOBS: 'false', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }),
    { database: db },
  );
  await app.ready();
  try {
    const requests: number[] = [];
    for (let i = 0; i < Number(args.requests); i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/organisations/zuerich/statistics', headers: { 'moveable-platform': 'bikeable' } });
      requests.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    }
    console.log(`  GET /api/organisations/zuerich/statistics (${args.requests}×, HTTP through app.inject): ${stats(requests)}`);
    const list: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await app.inject({ method: 'GET', url: '/api/organisations?country=world&limit=24', headers: { 'moveable-platform': 'bikeable' } });
      list.push(performance.now() - start);
    }
    console.log(`  GET /api/organisations (bikeable, all 13 with their kept counts; 200×): ${stats(list)}`);
  } finally {
    await app.close();
  }
} finally {
  await bench.cleanup();
}
