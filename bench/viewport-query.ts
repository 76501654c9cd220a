// Read-path benchmark at scale: the map's viewport list (bbox around a city, limit 500, newest
// first), map clusters, and the list's other hot queries, on PGlite and on PostgreSQL, over N
// generated spots. Each query runs twice: through the API's repository (the SQL and the mapping to
// JSON-ready objects) and through the HTTP route (app.inject: validation, handler, serialisation).
//
//   npx tsx bench/viewport-query.ts [--count 100000] [--engine pglite|postgres|both] [--queries 300] [--seed 42] [--keep]
//
// Prints load time and p50/p95/p99/max per engine and query. See bench/README.md.
import {
  buildApp,
  CITIES,
  type Database,
  DEMO_SEED,
  type Engine,
  listSpots,
  loadConfig,
  mapClusters,
  Prng,
  type RequestContext,
} from '@moveable/api/bench-kit';
import { clusterQuerySchema, spotListQuerySchema } from '@moveable/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { benchDatabase, percentile } from './lib/database.ts';
import { previousViewportList } from './lib/previous-list.ts';
import { bboxParam, viewportBbox } from './lib/viewport.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'both' },
    queries: { type: 'string', default: '300' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    keep: { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.count);
const QUERIES = Number(args.queries);
const SEED = Number(args.seed);
const ENGINES: Engine[] = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine as Engine];
const TARGET_ROWS = 500;
const WARMUP = 20;
const CTX: RequestContext = { platform: 'bikeable', country: 'ch', locale: 'de' };
const HEADERS = { 'moveable-platform': CTX.platform, 'moveable-countrycode': CTX.country ?? 'world' };
if (!Number.isInteger(COUNT) || COUNT < 1000 || !ENGINES.every((e) => e === 'pglite' || e === 'postgres')) {
  console.error('usage: npx tsx bench/viewport-query.ts [--count N>=1000] [--engine pglite|postgres|both] [--queries N] [--seed N] [--keep]');
  process.exit(2);
}

interface Series {
  label: string;
  timings: number[];
  /** Rows (list items, clusters + spots) per answer. */
  rows: number[];
  /** Spots per answer (the clusters' total). */
  spots: number[];
}

interface Result {
  engine: Engine;
  loadMs: number;
  analyseMs: number;
  reused: boolean;
  series: Series[];
}

const ms = (start: number) => performance.now() - start;
const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const SWISS = CITIES.filter((c) => c.country === 'ch' && c.weights.bikeable);

async function matches(db: Database, bbox: [number, number, number, number]): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots s
    WHERE s.deleted_at IS NULL AND s.platform = ${CTX.platform} AND s.country = ${CTX.country} AND NOT s.archived
      AND s.location <@ box(point(${bbox[0]}, ${bbox[1]}), point(${bbox[2]}, ${bbox[3]}))`.execute(db.kysely);
  return rows[0]?.n ?? 0;
}

/**
 * List viewports around the Swiss cities, weighted by their number of spots: for each city the box
 * size (found by bisection with count(*), untimed) that holds about 500 matching spots around the
 * centre; each query then shifts the box by a random amount of up to half its size.
 */
async function listViewports(db: Database): Promise<string[]> {
  const sizes = new Map<string, number>();
  for (const city of SWISS) {
    let lo = 0.0005;
    let hi = 0.2;
    for (let i = 0; i < 14; i++) {
      const h = (lo + hi) / 2;
      const n = await matches(db, [city.lng - h, city.lat - h * 0.68, city.lng + h, city.lat + h * 0.68]);
      if (n < TARGET_ROWS) lo = h;
      else hi = h;
    }
    sizes.set(city.slug, hi);
  }
  const prng = new Prng(SEED + 1);
  const weights = SWISS.map((c) => c.weights.bikeable ?? 0);
  return Array.from({ length: QUERIES + WARMUP }, () => {
    const city = SWISS[prng.weightedIndex(weights)]!;
    const h = sizes.get(city.slug)!;
    const lng = city.lng + (prng.next() - 0.5) * h;
    const lat = city.lat + (prng.next() - 0.5) * h * 0.68;
    return [lng - h, lat - h * 0.68, lng + h, lat + h * 0.68].map((n) => n.toFixed(6)).join(',');
  });
}

/** 1280 × 800 map viewports at `zoom` around the Swiss cities (weighted), shifted by up to a quarter. */
function mapViewports(zoom: number, seed: number, count = QUERIES + WARMUP): string[] {
  const prng = new Prng(seed);
  const weights = SWISS.map((c) => c.weights.bikeable ?? 0);
  return Array.from({ length: count }, () => {
    const city = SWISS[prng.weightedIndex(weights)]!;
    const [minLng, minLat, maxLng, maxLat] = viewportBbox(city.lat, city.lng, zoom);
    const lat = city.lat + (prng.next() - 0.5) * 0.5 * (maxLat - minLat);
    const lng = city.lng + (prng.next() - 0.5) * 0.5 * (maxLng - minLng);
    return bboxParam(viewportBbox(lat, lng, zoom));
  });
}

interface Counts {
  rows: number;
  spots: number;
}
/** Runs one query; what it resolves to (counts, or a function that counts) is read untimed. */
type Runner = (query: Record<string, string>) => Promise<Counts | (() => Counts)>;

async function measure(label: string, queries: Record<string, string>[], run: Runner): Promise<Series> {
  const series: Series = { label, timings: [], rows: [], spots: [] };
  for (const [i, query] of queries.entries()) {
    const start = performance.now();
    const outcome = await run(query);
    const elapsed = ms(start);
    const { rows, spots } = typeof outcome === 'function' ? outcome() : outcome;
    if (i >= WARMUP) {
      series.timings.push(elapsed);
      series.rows.push(rows);
      series.spots.push(spots);
    }
  }
  return series;
}

async function run(engine: Engine): Promise<Result> {
  const bench = await benchDatabase(engine, { count: COUNT, seed: SEED, keep: args.keep });
  const { db } = bench;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-app-'));
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }),
    { database: db },
  );
  await app.ready();
  try {
    // The repository, with the query parsed by the route's own schema.
    const listRepo: Runner = async (raw) => {
      // The page's JSON text, as the route sends it; counted untimed.
      const page = await listSpots(db.kysely, CTX, spotListQuerySchema.parse(raw), undefined);
      return () => {
        const items = (JSON.parse(page) as { items: unknown[] }).items.length;
        return { rows: items, spots: items };
      };
    };
    const clustersRepo: Runner = async (raw) => {
      const answer = await mapClusters(db.kysely, CTX, clusterQuerySchema.parse(raw));
      return { rows: answer.items.length, spots: answer.total };
    };
    // The previous implementation (before migration 0020), on the same data.
    const listPrevious: Runner = async (raw) => {
      const items = await previousViewportList(db.kysely, CTX, raw.bbox!.split(',').map(Number) as [number, number, number, number], TARGET_ROWS);
      return { rows: items.length, spots: items.length };
    };
    // The whole route: parsing, validation, handler, serialisation. The answer is parsed after
    // the clock stops: that is the client's time.
    const http =
      (route: string): Runner =>
      async (raw) => {
        const res = await app.inject({ method: 'GET', url: `${route}?${new URLSearchParams(raw)}`, headers: HEADERS });
        return () => {
          if (res.statusCode !== 200) throw new Error(`${route}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          const body = res.json() as { items: unknown[]; total?: number };
          return { rows: body.items.length, spots: body.total ?? body.items.length };
        };
      };

    const boxes = (await listViewports(db)).map((bbox) => ({ bbox, limit: String(TARGET_ROWS) }));
    const prng = new Prng(SEED + 2);
    const swiss = CITIES.filter((c) => c.country === 'ch');
    const nearPoints = Array.from({ length: 120 }, () => {
      const city = prng.pick(swiss);
      return { lat: (city.lat + (prng.next() - 0.5) * 0.02).toFixed(5), lng: (city.lng + (prng.next() - 0.5) * 0.03).toFixed(5) };
    });
    const city = mapViewports(12, SEED + 3).map((bbox) => ({ bbox, zoom: '12' }));
    const district = mapViewports(14, SEED + 4).map((bbox) => ({ bbox, zoom: '14' }));
    const streets = mapViewports(16, SEED + 5).map((bbox) => ({ bbox, zoom: '16' }));
    const country = Array.from({ length: 120 }, () => ({ bbox: bboxParam(viewportBbox(46.8, 8.2, 8)), zoom: '8' }));

    const series = [
      await measure('viewport list (500), previous SQL', boxes, listPrevious),
      await measure('viewport list (500), repository', boxes, listRepo),
      await measure('viewport list (500), HTTP', boxes, http('/api/spots')),
      await measure(
        'first page (24), HTTP',
        Array.from({ length: 120 }, () => ({ limit: '24' })),
        http('/api/spots'),
      ),
      await measure(
        'nearest (24), HTTP',
        nearPoints.map((p) => ({ sort: 'distance', near: `${p.lat},${p.lng}`, limit: '24' })),
        http('/api/spots'),
      ),
      await measure('clusters z12 city, repository', city, clustersRepo),
      await measure('clusters z12 city, HTTP', city, http('/api/map/clusters')),
      await measure('clusters z14 district, HTTP', district, http('/api/map/clusters')),
      await measure('clusters z16 streets, HTTP', streets, http('/api/map/clusters')),
      await measure('clusters z8 country, HTTP', country, http('/api/map/clusters')),
      await measure('nearby 50 m, HTTP', nearPoints, http('/api/spots/nearby')),
    ];
    return { engine, loadMs: bench.loadMs, analyseMs: bench.analyseMs, reused: bench.reused, series };
  } finally {
    await app.close();
    await bench.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`read-path benchmark: ${COUNT.toLocaleString('en')} spots, ${QUERIES} timed queries per viewport series (bikeable/ch)`);
const results: Result[] = [];
for (const engine of ENGINES) results.push(await run(engine));

function line(label: string, series: Series): string {
  const sorted = series.timings.slice().sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return [
    label.padEnd(44),
    mean(series.rows).toFixed(0).padStart(6),
    mean(series.spots).toFixed(0).padStart(8),
    fmt(percentile(sorted, 50)).padStart(8),
    fmt(percentile(sorted, 95)).padStart(8),
    fmt(percentile(sorted, 99)).padStart(8),
    fmt(sorted[sorted.length - 1] as number).padStart(8),
  ].join(' ');
}

console.log('');
for (const r of results) {
  if (r.reused) console.log(`${r.engine}: data kept by an earlier run (--keep)`);
  else
    console.log(
      `${r.engine}: load ${(r.loadMs / 1000).toFixed(1)} s (${Math.round(COUNT / (r.loadMs / 1000)).toLocaleString('en')} spots/s, indexes included), VACUUM ANALYZE ${(r.analyseMs / 1000).toFixed(1)} s`,
    );
}
console.log('');
console.log(`${'engine / query'.padEnd(44)}  items    spots   p50 ms   p95 ms   p99 ms   max ms`);
for (const r of results) {
  for (const s of r.series) console.log(line(`${r.engine} ${s.label}`, s));
}
