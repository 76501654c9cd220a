// What one request costs: the API on PostgreSQL over N generated spots (default the million of the
// bench data), autocannon keeping `--connections` requests in flight over loopback HTTP for each
// series, and the CPU the API process and its PostgreSQL backends spent on them, per request.
//
//   npx tsx bench/request-cost.ts [--count 1000000] [--seconds 10] [--connections 10] [--only viewport,dense,…] [--keep] [--cpu-prof DIR]
//
// Series: a 500-spot viewport page of a Zürich block (boxes of about 500 matching spots around the
// centre, shifted at random); the dense viewport of all of Zürich (the newest 500 of about 145,000
// matches); boxes of any size and density around the Swiss cities (limit 500); one spot by id
// (random ids); token refresh (each refresh token used once, as a client would).
//
// CPU: the API runs in a child process (bench/lib/bench-server.ts) that reports its own
// process.cpuUsage() over IPC; PostgreSQL's is the sum of utime + stime in /proc/<pid>/stat of the
// backends serving the API's pool (found in pg_stat_activity by the pool's application_name).
// Background processes of the server (WAL writer, checkpointer, autovacuum) are not counted. The
// load generator runs in this process, on the same cores. See bench/README.md.
import { CITIES, DEMO_SEED, Prng } from '@moveable/api/bench-kit';
import autocannon, { type RequestSpec } from 'autocannon';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { BENCH_URL, benchDatabase, percentile } from './lib/database.ts';

const SERIES = ['viewport', 'dense', 'any', 'by-id', 'refresh'] as const;
type SeriesName = (typeof SERIES)[number];

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string', default: SERIES.join(',') },
    keep: { type: 'boolean', default: false },
    // A folder: the API process writes a V8 CPU profile there when it stops (node --cpu-prof).
    'cpu-prof': { type: 'string' },
  },
});
const COUNT = Number(args.count);
const SEED = Number(args.seed);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const ONLY = args.only.split(',') as SeriesName[];
if (!ONLY.every((s) => (SERIES as readonly string[]).includes(s)) || !(COUNT >= 1000)) {
  console.error(
    `usage: npx tsx bench/request-cost.ts [--count N] [--seconds 10] [--connections 10] [--only ${SERIES.join(',')}] [--keep] [--cpu-prof DIR]`,
  );
  process.exit(2);
}

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const DEMO_PASSWORD = 'velo-demo-2026'; // api/src/db/seed/base.ts: every demo account's password
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch', 'accept-language': 'de' };
const APPLICATION_NAME = `moveable-request-cost-${process.pid}`;
const DENSE_BBOX = '8.38,47.28,8.70,47.46';
const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim() || 100);

const bench = await benchDatabase('postgres', { count: COUNT, seed: SEED, keep: args.keep });
const { db } = bench;
const schema = `bench_${COUNT}_${SEED}`;
const admin = new pg.Client(BENCH_URL);
await admin.connect();
let server: ChildProcess | undefined;

/** CPU milliseconds (user + system) of the PostgreSQL backends serving the API, by pid. */
async function backendCpu(): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [APPLICATION_NAME]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // The backend ended between the two reads.
    }
  }
  return cpu;
}

async function serverCpu(child: ChildProcess): Promise<number> {
  const reply = once(child, 'message') as Promise<[{ cpu: NodeJS.CpuUsage }]>;
  child.send('cpu');
  const [{ cpu }] = await reply;
  return (cpu.user + cpu.system) / 1000;
}

interface Row {
  label: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  serverMs: number;
  postgresMs: number;
  load: [number, number];
  unexpected: number;
  items: string;
}

async function run(base: string, label: string, requests: RequestSpec[], itemsOf?: () => string, connections = CONNECTIONS): Promise<Row> {
  const options = { url: base, connections, headers: HEADERS, requests };
  // Warm-up: connections, plans, caches; then the measured run.
  await autocannon({ ...options, duration: WARMUP });
  const loadBefore = os.loadavg()[0]!;
  const pgBefore = await backendCpu();
  const apiBefore = await serverCpu(server!);
  const latencies: number[] = [];
  let unexpected = 0;
  const instance = autocannon({ ...options, duration: SECONDS });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) unexpected++;
  });
  const result = await instance;
  const apiAfter = await serverCpu(server!);
  const pgAfter = await backendCpu();
  const loadAfter = os.loadavg()[0]!;
  let postgres = 0;
  for (const [pid, after] of pgAfter) postgres += after - (pgBefore.get(pid) ?? 0);
  latencies.sort((a, b) => a - b);
  const n = latencies.length;
  return {
    label,
    requests: n,
    reqPerSec: n / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    serverMs: (apiAfter - apiBefore) / n,
    postgresMs: postgres / n,
    load: [loadBefore, loadAfter],
    unexpected,
    items: itemsOf?.() ?? '',
  };
}

/** A GET of a random path from `paths`, counting the items of list answers. */
function randomGets(paths: string[], prng: Prng, counter?: { answers: number; items: number }): RequestSpec[] {
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[Math.floor(prng.next() * paths.length)] }),
      ...(counter
        ? {
            onResponse: (status: number, body: string) => {
              if (status !== 200) return;
              counter.answers++;
              counter.items += (JSON.parse(body) as { items: unknown[] }).items.length;
            },
          }
        : {}),
    },
  ];
}

async function matches(bbox: [number, number, number, number]): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots s
    WHERE s.deleted_at IS NULL AND s.platform = 'bikeable' AND s.country = 'ch' AND NOT s.archived
      AND s.location <@ box(point(${bbox[0]}, ${bbox[1]}), point(${bbox[2]}, ${bbox[3]}))`.execute(db.kysely);
  return rows[0]?.n ?? 0;
}

/** Boxes of about 500 matching spots around Zürich's centre (size by bisection), shifted by up to half their size. */
async function zurichBlocks(prng: Prng, count: number): Promise<string[]> {
  const zurich = CITIES.find((c) => c.slug === 'zuerich')!;
  let lo = 0.0005;
  let hi = 0.2;
  for (let i = 0; i < 14; i++) {
    const h = (lo + hi) / 2;
    if ((await matches([zurich.lng - h, zurich.lat - h * 0.68, zurich.lng + h, zurich.lat + h * 0.68])) < 500) lo = h;
    else hi = h;
  }
  return Array.from({ length: count }, () => {
    const lng = zurich.lng + (prng.next() - 0.5) * hi;
    const lat = zurich.lat + (prng.next() - 0.5) * hi * 0.68;
    return [lng - hi, lat - hi * 0.68, lng + hi, lat + hi * 0.68].map((n) => n.toFixed(6)).join(',');
  });
}

/** Boxes of any size (half-width 0.0005° to 3°, log-uniform) around the Swiss cities, weighted by their spots. */
function anyBoxes(prng: Prng, count: number): string[] {
  const swiss = CITIES.filter((c) => c.country === 'ch' && c.weights.bikeable);
  const weights = swiss.map((c) => c.weights.bikeable ?? 0);
  return Array.from({ length: count }, () => {
    const city = swiss[prng.weightedIndex(weights)]!;
    const h = 0.0005 * Math.exp(prng.next() * Math.log(3 / 0.0005));
    const lng = city.lng + (prng.next() - 0.5) * h;
    const lat = city.lat + (prng.next() - 0.5) * h * 0.68;
    return [lng - h, lat - h * 0.68, lng + h, lat + h * 0.68].map((n) => n.toFixed(6)).join(',');
  });
}

/** Signs in `n` times as a demo account: each sign-in starts a refresh-token family. */
async function refreshTokens(base: string, n: number): Promise<string[]> {
  const { rows } = await sql<{ email: string }>`SELECT email FROM users WHERE role = 'user' AND deleted_at IS NULL ORDER BY id LIMIT 1`.execute(
    db.kysely,
  );
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ email: rows[0]!.email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    tokens.push(((await res.json()) as { data: { refresh_token: string } }).data.refresh_token);
  }
  return tokens;
}

/** Each request takes a token from the pool and puts the new one back: every token is used once. */
function refreshRequests(pool: string[]): RequestSpec[] {
  return [
    {
      method: 'POST',
      path: '/api/auth/refresh',
      setupRequest: (request) => ({
        ...request,
        headers: { ...HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: pool.shift() ?? 'pool-empty' }),
      }),
      onResponse: (status, body) => {
        if (status === 200) pool.push((JSON.parse(body) as { data: { refresh_token: string } }).data.refresh_token);
      },
    },
  ];
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

try {
  server = spawn(
    process.execPath,
    [
      ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
      '--import',
      'tsx',
      'bench/lib/bench-server.ts',
      '--schema',
      schema,
      '--secret',
      SECRET,
      '--pool',
      String(CONNECTIONS),
      '--application-name',
      APPLICATION_NAME,
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    server!.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const prng = new Prng(SEED + 7);
  const rows: Row[] = [];
  console.log(
    `  ${COUNT.toLocaleString('en')} spots on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per series after ${WARMUP} s of warm-up, ${os.cpus().length} cores`,
  );

  for (const name of ONLY) {
    switch (name) {
      case 'viewport': {
        const counter = { answers: 0, items: 0 };
        const paths = (await zurichBlocks(prng, 64)).map((b) => `/api/spots?bbox=${b}&limit=500`);
        rows.push(
          await run(
            base,
            'viewport page, Zürich block (500)',
            randomGets(paths, prng, counter),
            () => `${fmt(counter.items / counter.answers)} items`,
          ),
        );
        break;
      }
      case 'dense': {
        const counter = { answers: 0, items: 0 };
        const n = await matches(DENSE_BBOX.split(',').map(Number) as [number, number, number, number]);
        const requests = randomGets([`/api/spots?bbox=${DENSE_BBOX}&limit=500`], prng, counter);
        const items = () => `${fmt(counter.items / counter.answers)} items of ${n.toLocaleString('en')}`;
        rows.push(await run(base, 'dense viewport, all of Zürich (500)', requests, items));
        // With 10 connections on two cores the latency is mostly waiting in line; alone, it is the request's own.
        rows.push(await run(base, 'dense viewport, all of Zürich (500), 1 connection', requests, items, 1));
        break;
      }
      case 'any': {
        const counter = { answers: 0, items: 0 };
        const requests = randomGets(
          anyBoxes(prng, 256).map((b) => `/api/spots?bbox=${b}&limit=500`),
          prng,
          counter,
        );
        const items = () => `${fmt(counter.items / counter.answers)} items`;
        rows.push(await run(base, 'any box, any density (500)', requests, items));
        rows.push(await run(base, 'any box, any density (500), 1 connection', requests, items, 1));
        break;
      }
      case 'by-id': {
        const { rows: ids } = await sql<{ id: number }>`SELECT id FROM spots TABLESAMPLE SYSTEM (2) REPEATABLE (${SEED})
          WHERE platform = 'bikeable' AND deleted_at IS NULL LIMIT 5000`.execute(db.kysely);
        rows.push(
          await run(
            base,
            'spot by id',
            randomGets(
              ids.map((r) => `/api/spots/${r.id}`),
              prng,
            ),
          ),
        );
        break;
      }
      case 'refresh': {
        const pool = await refreshTokens(base, CONNECTIONS * 3);
        rows.push(await run(base, 'token refresh', refreshRequests(pool)));
        break;
      }
    }
  }
  for (const r of rows) console.log(`  ${r.label}: ${r.requests} requests, ${r.unexpected} not 200${r.items ? `, ${r.items} per answer` : ''}`);

  console.log(
    `\n  | series | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | total ms/req | load average (1 min) before → after |`,
  );
  console.log('  |---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `  | ${r.label} | ${fmt(r.reqPerSec)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.serverMs)} | ${fmt(r.postgresMs)} | ${fmt(r.serverMs + r.postgresMs)} | ${r.load[0].toFixed(2)} → ${r.load[1].toFixed(2)} |`,
    );
  }
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit').catch(() => {});
  }
  await admin.end();
  await bench.cleanup();
}
