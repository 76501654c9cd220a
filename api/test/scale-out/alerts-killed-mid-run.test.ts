// The organisations' alerts survive a crash: a real API process (node api/src/server.ts) on
// PostgreSQL sends a day's digests and immediate alerts, slowed by ALERTS_TEST_PAUSE_MS, and is
// killed with SIGKILL in the middle of the run; a new process takes over. Afterwards every member
// has exactly the alerts expected in the outbox: none lost, none twice (organisation_alert_deliveries
// is written in the transaction of each outbox row). Needs TEST_DATABASE_URL (the PostgreSQL run
// of the API tests); skipped with the reason in its title otherwise.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { buildDemoData, DEMO_SEED, insertReferenceData } from '../../src/db/seed/demo.ts';
import { dueDigestDay, zurichMidnight } from '../../src/domain/alerts/zurich-day.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { urlWithSchema } from './cluster.ts';

const database = inject('testDatabase');
const skip = !database.url ? 'TEST_DATABASE_URL is not set' : null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const DAILY = 24;
const IMMEDIATE = 6;
const SPOTS = 3;
const COMMENTS = 2;
const EXPECTED = DAILY + IMMEDIATE * (SPOTS + COMMENTS);

if (skip) console.info(`alerts killed mid-run: skipped, ${skip}`);

describe.skipIf(skip)(`alerts of a run killed in its middle${skip ? ` (skipped: ${skip})` : ''}`, () => {
  const schema = `${database.schemaPrefix}_alerts_kill`;
  let url: string;
  let admin: pg.Client;
  let check: pg.Client;
  let dataDir: string;
  const processes: ApiProcess[] = [];
  let day: string;
  const daily: string[] = [];
  const immediate: string[] = [];

  const env = (pauseMs: number) => ({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JOBS: 'true',
    ALERTS_INTERVAL: '1',
    ALERTS_DIGEST_HOUR: '0',
    ALERTS_TEST_PAUSE_MS: String(pauseMs),
  });
  const outboxCount = async () =>
    (await check.query<{ n: number }>(`SELECT count(*)::int AS n FROM email_outbox WHERE template LIKE 'organisation-%'`)).rows[0]!.n;

  beforeAll(async () => {
    admin = new pg.Client(database.url!);
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.query(`CREATE SCHEMA "${schema}"`);
    url = urlWithSchema(database.url!, schema, 'moveable-alerts-kill');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-alerts-kill-'));
    // A first start migrates the empty schema (no jobs yet, nothing to send).
    const migrate = await startApiProcess('migrate', { DATABASE_URL: url, DATA_DIR: dataDir, JOBS: 'false' });
    await migrate.stop();

    const data = await buildDemoData(DEMO_SEED, 0);
    const db = await openDatabase({ url });
    try {
      await insertReferenceData(db.kysely, { users: data.users, regions: data.regions, organisations: data.organisations, memberships: [] });
    } finally {
      await db.close();
    }
    check = new pg.Client(url);
    await check.connect();
    const zuerich = (await check.query<{ id: number }>(`SELECT id FROM organisations WHERE platform = 'bikeable' AND slug = 'zuerich'`)).rows[0]!.id;
    const people = (
      await check.query<{ id: number; email: string }>(`SELECT id, email FROM users WHERE email IS NOT NULL ORDER BY id LIMIT $1`, [
        DAILY + IMMEDIATE + 1,
      ])
    ).rows;
    const author = people.pop()!;
    // The digest covers yesterday (Zurich); the news are from its noon, after the members switched on.
    day = dueDigestDay(new Date(), 0);
    const noon = new Date(zurichMidnight(day).getTime() + 12 * 3_600_000);
    const since = new Date(noon.getTime() - 3_600_000);
    for (const [i, person] of people.entries()) {
      const choice = i < DAILY ? 'daily' : 'immediate';
      (choice === 'daily' ? daily : immediate).push(person.email);
      await check.query(`INSERT INTO organisation_members (organisation_id, user_id, role, alerts, alerts_since) VALUES ($1, $2, 'member', $3, $4)`, [
        zuerich,
        person.id,
        choice,
        since,
      ]);
    }
    const spotIds: number[] = [];
    for (let i = 0; i < SPOTS; i += 1) {
      const { rows } = await check.query<{ id: number }>(
        `INSERT INTO spots (platform, country, title, famed, location, author_id, created_at)
         VALUES ('bikeable', 'ch', $1, false, point(8.5417 + $2 * 0.001, 47.3769), $3, $4) RETURNING id`,
        [`Spot ${i}`, i, author.id, new Date(noon.getTime() + i * 60_000)],
      );
      spotIds.push(rows[0]!.id);
    }
    for (let i = 0; i < COMMENTS; i += 1) {
      await check.query(`INSERT INTO comments (spot_id, user_id, body, created_at) VALUES ($1, $2, $3, $4)`, [
        spotIds[0],
        author.id,
        `Comment ${i}`,
        new Date(noon.getTime() + (10 + i) * 60_000),
      ]);
    }
  }, 120_000);

  afterAll(async () => {
    for (const p of processes) await p.stop();
    await check?.end();
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('a process killed mid-run and its successor send every alert exactly once', { timeout: 120_000 }, async () => {
    // 150 ms after each mail: the run takes several seconds, and the kill lands inside it.
    const first = await startApiProcess('alerts-1', env(150));
    processes.push(first);
    let atKill = 0;
    for (let waited = 0; waited < 60_000; waited += 50) {
      atKill = await outboxCount();
      if (atKill >= 10) break;
      await sleep(50);
    }
    await first.kill();
    const afterKill = await outboxCount();
    expect(atKill).toBeGreaterThanOrEqual(10);
    expect(afterKill).toBeLessThan(EXPECTED);

    const second = await startApiProcess('alerts-2', env(0));
    processes.push(second);
    let count = afterKill;
    for (let waited = 0; waited < 60_000 && count < EXPECTED; waited += 100) {
      await sleep(100);
      count = await outboxCount();
    }
    // A few more runs, to see nothing else is sent.
    await sleep(3000);
    await second.stop();

    const { rows } = await check.query<{ recipient: string; template: string; text_body: string }>(
      `SELECT recipient, template, text_body FROM email_outbox WHERE template LIKE 'organisation-%' ORDER BY id`,
    );
    expect(rows).toHaveLength(EXPECTED);
    for (const email of daily) {
      const mine = rows.filter((r) => r.recipient === email);
      expect(
        mine.map((r) => r.template),
        email,
      ).toEqual(['organisation-digest']);
    }
    for (const email of immediate) {
      const mine = rows.filter((r) => r.recipient === email);
      expect(
        mine.every((r) => r.template === 'organisation-alert'),
        email,
      ).toBe(true);
      expect(new Set(mine.map((r) => r.text_body)).size, email).toBe(SPOTS + COMMENTS);
      expect(mine).toHaveLength(SPOTS + COMMENTS);
    }
    // Every delivery points at its own outbox row, and every alert row has its delivery.
    const deliveries = await check.query<{ n: number; distinct_rows: number; missing: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT outbox_id)::int AS distinct_rows,
              (SELECT count(*)::int FROM email_outbox o WHERE o.template LIKE 'organisation-%'
                 AND NOT EXISTS (SELECT 1 FROM organisation_alert_deliveries d WHERE d.outbox_id = o.id)) AS missing
       FROM organisation_alert_deliveries`,
    );
    expect(deliveries.rows[0]).toEqual({ n: EXPECTED, distinct_rows: EXPECTED, missing: 0 });
    expect(second.logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
