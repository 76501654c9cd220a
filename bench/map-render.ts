// Map rendering benchmark in Chromium: a 1280 × 800 map with about 100,000 spots in view, time to
// the first clustered frame with our approach (GET /api/map/clusters → the mf-map marker layer)
// against the same spots drawn with Leaflet.markercluster (all points to the browser, clustered
// there), in the same run, alternating, each run on a fresh page.
//
//   npx tsx bench/map-render.ts [--count 1000000] [--in-view 100000] [--engine postgres|pglite] [--runs 5] [--keep]
//
// Everything is local: the API (buildApp on the bench database, bench/lib/database.ts) also serves
// the two pages, Leaflet and Leaflet.markercluster from node_modules, our modules from
// mf-map/src (TypeScript stripped on the fly), and the points as JSON. No tiles, no network.
import { buildApp, cellRange, DEMO_SEED, type Engine, loadConfig, mapClusters, type RequestContext } from '@moveable/api/bench-kit';
import { clusterQuerySchema } from '@moveable/contract';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { benchDatabase } from './lib/database.ts';
import { viewportBbox, type Bbox } from './lib/viewport.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    'in-view': { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '5' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    keep: { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.count);
const IN_VIEW = Number(args['in-view']);
const RUNS = Number(args.runs);
const ENGINE = args.engine as Engine;
const WIDTH = 1280;
const HEIGHT = 800;
const ZOOM = 12;
const CTX: RequestContext = { platform: 'bikeable', country: 'ch', locale: 'de' };
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
const ZURICH = { lat: 47.3769, lng: 8.5417 };
const root = fileURLToPath(new URL('..', import.meta.url));
const modules = (...p: string[]) => path.join(root, 'node_modules', ...p);

if (!Number.isInteger(COUNT) || !Number.isInteger(IN_VIEW) || (ENGINE !== 'postgres' && ENGINE !== 'pglite')) {
  console.error('usage: npx tsx bench/map-render.ts [--count N] [--in-view N] [--engine postgres|pglite] [--runs N] [--keep]');
  process.exit(2);
}

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0).padStart(7);
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

console.log(
  `map render benchmark: ${COUNT.toLocaleString('en')} spots (${ENGINE}), a ${WIDTH} × ${HEIGHT} map at zoom ${ZOOM} with about ${IN_VIEW.toLocaleString('en')} in view`,
);
const bench = await benchDatabase(ENGINE, { count: COUNT, seed: Number(args.seed), keep: args.keep });
const { db } = bench;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-render-'));

/** Spots the list would show in a box: what both approaches draw. */
async function inBox(b: Bbox): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots s WHERE s.deleted_at IS NULL AND s.archived = false
    AND s.platform = ${CTX.platform} AND s.country = ${CTX.country} AND s.location <@ box(point(${b[0]}, ${b[1]}), point(${b[2]}, ${b[3]}))`.execute(
    db.kysely,
  );
  return rows[0]!.n;
}

// A viewport at ZOOM east of Zürich's centre holding about IN_VIEW spots (bisection on the
// offset; the count steps with whole cell columns, so the closer of the two sides wins).
const countAt = async (offset: number) => {
  const [west, south, east, north] = viewportBbox(ZURICH.lat, ZURICH.lng + offset, ZOOM, WIDTH, HEIGHT);
  // What the answer counts: the view widened to whole cells.
  return inBox(cellRange({ minLng: west, minLat: south, maxLng: east, maxLat: north }, ZOOM).bbox);
};
let lo = 0;
let hi = 1;
for (let i = 0; i < 14; i++) {
  const mid = (lo + hi) / 2;
  if ((await countAt(mid)) > IN_VIEW) lo = mid;
  else hi = mid;
}
const offset = Math.abs((await countAt(lo)) - IN_VIEW) < Math.abs((await countAt(hi)) - IN_VIEW) ? lo : hi;
const center = { lat: ZURICH.lat, lng: ZURICH.lng + offset };
const view = viewportBbox(center.lat, center.lng, ZOOM, WIDTH, HEIGHT);
// The box the cluster answer covers (the view widened to whole cells): markercluster gets the
// same spots.
const answer = await mapClusters(db.kysely, CTX, clusterQuerySchema.parse({ bbox: view.join(','), zoom: String(ZOOM) }));
const [minLng, minLat, maxLng, maxLat] = answer.bbox;
const { rows: points } = await sql<{ lat: number; lng: number }>`SELECT s.location[1] AS lat, s.location[0] AS lng FROM spots s
  WHERE s.deleted_at IS NULL AND s.archived = false AND s.platform = ${CTX.platform} AND s.country = ${CTX.country}
    AND s.location <@ box(point(${minLng}, ${minLat}), point(${maxLng}, ${maxLat}))`.execute(db.kysely);
if (points.length !== answer.total) throw new Error(`clusters count ${answer.total} spots, the box holds ${points.length}`);
const pointsJson = JSON.stringify(points.map((p) => [p.lat, p.lng]));
console.log(
  `  view ${view.map((n) => n.toFixed(4)).join(',')}: ${answer.total.toLocaleString('en')} spots, ${answer.items.length} clusters and single spots; points JSON ${(pointsJson.length / 1e6).toFixed(1)} MB`,
);

const app = await buildApp(
  loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }),
  { database: db },
);

const files: Record<string, [string, string]> = {
  'leaflet.js': [modules('leaflet/dist/leaflet.js'), 'text/javascript'],
  'leaflet-src.esm.js': [modules('leaflet/dist/leaflet-src.esm.js'), 'text/javascript'],
  'leaflet.css': [modules('leaflet/dist/leaflet.css'), 'text/css'],
  'markercluster.js': [modules('leaflet.markercluster/dist/leaflet.markercluster.js'), 'text/javascript'],
  'MarkerCluster.css': [modules('leaflet.markercluster/dist/MarkerCluster.css'), 'text/css'],
  'MarkerCluster.Default.css': [modules('leaflet.markercluster/dist/MarkerCluster.Default.css'), 'text/css'],
  'map.css': [path.join(root, 'mf-map/src/styles/map.css'), 'text/css'],
};
const OURS = ['marker-layer.ts', 'cluster-style.ts', 'marker-style.ts', 'map-data.ts'];

const pageHead = (extra: string) => `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
  <link rel="stylesheet" href="/bench/leaflet.css">${extra}
  <style>body{margin:0} #map{width:${WIDTH}px;height:${HEIGHT}px}</style></head>`;

// Two animation frames: the first frame after the layer change has been painted.
const FRAME = `const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));`;

const oursPage = `${pageHead('<link rel="stylesheet" href="/bench/map.css"><script type="importmap">{"imports":{"leaflet":"/bench/leaflet-src.esm.js"}}</script>')}
<body><div class="mv-map"><div id="map"></div></div>
<script type="module">
  import { map as createMap } from 'leaflet';
  import { createMarkerLayer } from '/bench/ours/marker-layer.ts';
  ${FRAME}
  const map = createMap('map', { center: [${center.lat}, ${center.lng}], zoom: ${ZOOM}, maxZoom: 19, zoomControl: false });
  const layer = createMarkerLayer(map, { onSpot() {}, onCluster() {} });
  window.run = async () => {
    const b = map.getBounds();
    const url = '/api/map/clusters?bbox=' + [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].join(',') + '&zoom=' + map.getZoom();
    const t0 = performance.now();
    const data = await (await fetch(url, { headers: ${JSON.stringify(HEADERS)}, cache: 'no-store' })).json();
    const t1 = performance.now();
    layer.update(data.items, map.getZoom(), null);
    await frame();
    const t2 = performance.now();
    return { total: t2 - t0, data: t1 - t0, draw: t2 - t1, spots: data.total, markers: document.querySelectorAll('.leaflet-marker-icon').length, page: t2 };
  };
  window.ready = true;
</script></body></html>`;

const theirsPage = `${pageHead('<link rel="stylesheet" href="/bench/MarkerCluster.css"><link rel="stylesheet" href="/bench/MarkerCluster.Default.css"><script src="/bench/leaflet.js"></script><script src="/bench/markercluster.js"></script>')}
<body><div id="map"></div>
<script>
  ${FRAME}
  L.Icon.Default.imagePath = '/bench/images/';
  const map = L.map('map', { center: [${center.lat}, ${center.lng}], zoom: ${ZOOM}, maxZoom: 19, zoomControl: false });
  // points: fetch them (what a page must do), or take them from memory (clustering and drawing only).
  window.run = async (prefetched) => {
    let points = prefetched ? window.points : null;
    const t0 = performance.now();
    if (!points) points = await (await fetch('/bench/points.json', { cache: 'no-store' })).json();
    const t1 = performance.now();
    const group = L.markerClusterGroup();
    map.addLayer(group);
    group.addLayers(points.map((p) => L.marker(p)));
    await frame();
    const t2 = performance.now();
    return { total: t2 - t0, data: t1 - t0, draw: t2 - t1, spots: points.length, markers: document.querySelectorAll('.leaflet-marker-icon').length, page: t2 };
  };
  window.load = async () => { window.points = await (await fetch('/bench/points.json')).json(); return window.points.length; };
  window.ready = true;
</script></body></html>`;

app.get('/bench/ours.html', { schema: { hide: true } }, (_req, reply) => reply.type('text/html').send(oursPage));
app.get('/bench/markercluster.html', { schema: { hide: true } }, (_req, reply) => reply.type('text/html').send(theirsPage));
app.get('/bench/points.json', { schema: { hide: true } }, (_req, reply) => reply.type('application/json').send(pointsJson));
app.get<{ Params: { name: string } }>('/bench/images/:name', { schema: { hide: true } }, async (req, reply) =>
  reply.type('image/png').send(await readFile(modules('leaflet/dist/images', path.basename(req.params.name)))),
);
app.get<{ Params: { name: string } }>('/bench/ours/:name', { schema: { hide: true } }, async (req, reply) => {
  if (!OURS.includes(req.params.name)) return reply.code(404).send('');
  const source = await readFile(path.join(root, 'mf-map/src/features/map', req.params.name), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
  });
  return reply.type('text/javascript').send(outputText);
});
app.get<{ Params: { name: string } }>('/bench/:name', { schema: { hide: true } }, async (req, reply) => {
  const file = files[req.params.name];
  if (!file) return reply.code(404).send('');
  return reply.type(file[1]).send(await readFile(file[0]));
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

interface Run {
  total: number;
  data: number;
  draw: number;
  spots: number;
  markers: number;
  page: number;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const results: Record<'ours' | 'markercluster' | 'markerclusterInMemory', Run[]> = { ours: [], markercluster: [], markerclusterInMemory: [] };
try {
  const context = await browser.newContext({ viewport: { width: WIDTH + 20, height: HEIGHT + 20 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('  page error:', error.message));
  async function once(kind: keyof typeof results): Promise<Run> {
    await page.goto(`${base}/bench/${kind === 'ours' ? 'ours' : 'markercluster'}.html`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    if (kind === 'markerclusterInMemory') await page.evaluate(() => (window as unknown as { load: () => Promise<number> }).load());
    return page.evaluate((inMemory) => (window as unknown as { run: (p: boolean) => Promise<Run> }).run(inMemory), kind === 'markerclusterInMemory');
  }
  // One untimed round warms the server, the browser's caches and the JIT.
  for (const kind of ['ours', 'markercluster'] as const) await once(kind);
  for (let i = 0; i < RUNS; i++) {
    for (const kind of ['ours', 'markercluster', 'markerclusterInMemory'] as const) {
      const run = await once(kind);
      results[kind].push(run);
      process.stdout.write(`\r  run ${i + 1}/${RUNS}: ${kind} ${run.total.toFixed(0)} ms        `);
    }
  }
  process.stdout.write('\n');
} finally {
  await browser.close();
  await app.close();
  await bench.cleanup();
  await rm(dataDir, { recursive: true, force: true });
}

const row = (label: string, runs: Run[]) =>
  `${label.padEnd(44)}${ms(median(runs.map((r) => r.total)))}${ms(Math.min(...runs.map((r) => r.total)))}${ms(median(runs.map((r) => r.data)))}${ms(median(runs.map((r) => r.draw)))}${String(runs[0]!.spots).padStart(9)}${String(runs[0]!.markers).padStart(9)}`;
console.log('');
console.log(`${'approach (median of ' + RUNS + ' runs)'.padEnd(44)}  total    best    data    draw    spots  markers`);
console.log(row('ours: server clusters → Leaflet layer', results.ours));
console.log(row('Leaflet.markercluster, points fetched', results.markercluster));
console.log(row('Leaflet.markercluster, points in memory', results.markerclusterInMemory));
const ours = median(results.ours.map((r) => r.total));
console.log('');
console.log(
  `first clustered frame: ours ${ours.toFixed(0)} ms, markercluster ${median(results.markercluster.map((r) => r.total)).toFixed(0)} ms (points fetched) / ${median(results.markerclusterInMemory.map((r) => r.total)).toFixed(0)} ms (points in memory)`,
);
console.log(
  `ratio: ${(median(results.markercluster.map((r) => r.total)) / ours).toFixed(1)}× (fetched), ${(median(results.markerclusterInMemory.map((r) => r.total)) / ours).toFixed(1)}× (in memory)`,
);
