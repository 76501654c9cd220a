// The admin dashboard at scale (issue 13: ≤ 100 ms p95 for the whole answer at 1M spots on
// PostgreSQL): GET /api/admin/dashboard through the app (app.inject, an administrator signed in),
// for one country and worldwide, 30 and 90 days, and its three reads alone (dashboardFigures) with
// "today" at the generated data's newest day, so every day of the window and the period before
// holds spots. The generator writes no comments, answers, reports or new accounts: the first run
// adds some (0.5 comments and 0.05 answers per spot, 100,000 accounts over three years, 2,000
// open reports), kept with the data under --keep.
//   npx tsx bench/admin-dashboard.ts [--count 1000000] [--engine postgres|pglite] [--requests 500] [--keep]
import { parseArgs } from 'node:util';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, dashboardFigures, DEMO_ACCOUNTS, DEMO_PASSWORD, loadConfig, type Engine } from '@moveable/api/bench-kit';
import { benchDatabase, percentile } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    engine: { type: 'string', default: 'postgres' },
    requests: { type: 'string', default: '500' },
    keep: { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.count);
const REQUESTS = Number(args.requests);
const engine = args.engine as Engine;
const SEED_ANCHOR = new Date(Date.UTC(2026, 9, 1)); // api/src/db/seed/generate.ts: the newest generated spot
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
};
async function time(label: string, run: () => Promise<unknown>, n = REQUESTS) {
  for (let i = 0; i < 20; i++) await run(); // warm the plans and the cache
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  console.log(`  ${label} (${n}×): ${stats(samples)}`);
}

const bench = await benchDatabase(engine, { count: COUNT, seed: 42, keep: args.keep });
const { db } = bench;
try {
  const count = async (table: string) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db.kysely)).rows[0]!.n;
  // Each part once (a run stopped halfway adds the missing ones the next time).
  const started = performance.now();
  if ((await count('comments')) === 0) {
    // Hours to weeks after their spot, never after the data's newest day.
    await sql`INSERT INTO comments (spot_id, user_id, body, created_at)
      SELECT s.id, ${DEMO_ACCOUNTS.user.id}, 'Gesehen.', least(s.created_at + (s.id % 300) * interval '1 hour', ${SEED_ANCHOR}::timestamptz)
      FROM spots s WHERE s.id % 2 = 0`.execute(db.kysely);
  }
  if ((await count('official_answers')) === 0) {
    // Each answer rewrites its spot's row (has_official_answer, the summary): 5 % of the spots.
    await sql`INSERT INTO official_answers (spot_id, organisation_id, status, text, created_at)
      SELECT s.id, o.id, 'acknowledged', 'Danke, wir prüfen es.', least(s.created_at + (s.id % 500) * interval '1 hour', ${SEED_ANCHOR}::timestamptz)
      FROM spots s JOIN (SELECT DISTINCT ON (platform) platform, id FROM organisations ORDER BY platform, id) o ON o.platform = s.platform
      WHERE s.id % 20 = 5`.execute(db.kysely);
  }
  if ((await count('users')) < 100_000) {
    await sql`INSERT INTO users (username, email, country, created_at)
      SELECT 'bench_' || g, 'bench_' || g || '@example.org', (ARRAY['ch', 'de', 'at'])[1 + g % 3],
        ${SEED_ANCHOR}::timestamptz - (g % 1095) * interval '1 day' - (g % 24) * interval '1 hour'
      FROM generate_series(1, 100000) g`.execute(db.kysely);
  }
  if ((await count('reports')) === 0) {
    await sql`INSERT INTO reports (spot_id, user_id, reason)
      SELECT s.id, ${DEMO_ACCOUNTS.user.id}, 'Doppelt' FROM spots s WHERE s.id % 500 = 7`.execute(db.kysely);
  }
  if (performance.now() - started > 1000) {
    await sql`VACUUM ANALYZE`.execute(db.kysely);
    console.log(`  added comments, answers, accounts and reports: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const { rows: sizes } = await sql<{ spots: number; comments: number; answers: number; users: number; reports: number; kept: number }>`
    SELECT (SELECT count(*) FROM spots)::int AS spots, (SELECT count(*) FROM comments)::int AS comments,
      (SELECT count(*) FROM official_answers)::int AS answers, (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM reports WHERE resolved_at IS NULL)::int AS reports, (SELECT count(*) FROM dashboard_daily_counts)::int AS kept`.execute(
    db.kysely,
  );
  const s = sizes[0]!;
  console.log(
    `  ${engine}: ${s.spots.toLocaleString('en')} spots, ${s.comments.toLocaleString('en')} comments, ${s.answers.toLocaleString('en')} official answers, ` +
      `${s.users.toLocaleString('en')} accounts, ${s.reports.toLocaleString('en')} open reports; ${s.kept.toLocaleString('en')} kept day rows`,
  );

  // The reads alone, with the window full of data.
  for (const [country, days] of [
    ['ch', 30],
    ['ch', 90],
    [null, 30],
    [null, 90],
  ] as const) {
    await time(`dashboardFigures(bikeable, ${country ?? 'world'}, ${days} days) at the data's newest day`, () =>
      dashboardFigures(db.kysely, { platform: 'bikeable', country, days, now: SEED_ANCHOR }),
    );
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-app-'));
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'silent', JOBS: 'false', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }),
    { database: db },
  );
  await app.ready();
  try {
    const headers = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const authorization = `Bearer ${(login.json() as { data: { access_token: string } }).data.access_token}`;
    for (const query of ['?country=ch&days=30', '?country=ch&days=90', '?country=world&days=30', '?country=world&days=90']) {
      await time(`GET /api/admin/dashboard${query} (HTTP through app.inject, today's date)`, async () => {
        const res = await app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: { ...headers, authorization } });
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      });
    }
  } finally {
    await app.close();
  }
} finally {
  await bench.cleanup();
}
