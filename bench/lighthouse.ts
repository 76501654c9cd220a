// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU, 412×823) on the main pages of
// the built site, served as `npm start` serves it (embedded database, demo data), in Debian's
// Chromium. Map tiles come from a local tile server (tools/dev-tiles.mjs): the public ones are out
// of this network's reach. Prints one row per page, the median run by performance score.
//
//   npx tsx bench/lighthouse.ts [--runs 3] [--no-build] [--url http://127.0.0.1:8080] [--json out.json]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { startDevTiles } from '../tools/dev-tiles.mjs';
import { ROOT } from '../tools/importmap.mjs';
import { startTestServer } from '../tools/test-server.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    url: { type: 'string' },
    json: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  scriptKb: number;
  totalKb: number;
  failed: string[];
}

if (!args['no-build'] && !args.url) execFileSync('node', ['tools/build.mjs'], { cwd: ROOT, stdio: 'inherit' });

const tiles = args.url ? null : await startDevTiles(0);
const server = args.url ? null : await startTestServer('lighthouse', { env: { TILE_URL: tiles!.template } });
const base = args.url ?? server!.url;

// The newest spot with a photo: the spot page as most people see it.
const list = (await (await fetch(`${base}/api/spots?limit=50`)).json()) as { items?: { id: number; coverPhoto: unknown }[] };
const spotId = (list.items?.find((s) => s.coverPhoto) ?? list.items?.[0])?.id;
const pages = ['/', '/map', '/spots', ...(spotId ? [`/spots/${spotId}`] : [])];

const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(page: string): Promise<Row> {
  const result = await lighthouse(`${base}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${page}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const bytes = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const failed = Object.values(categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
  return {
    page,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptKb: bytes('script') / 1000,
    totalKb: bytes('total') / 1000,
    failed,
  };
}

const rows: Row[] = [];
try {
  for (const page of pages) {
    const attempts: Row[] = [];
    for (let i = 0; i < runs; i++) attempts.push(await audit(page));
    attempts.sort((a, b) => a.performance - b.performance);
    rows.push(attempts[Math.floor(attempts.length / 2)]!);
  }
} finally {
  await chrome.kill();
  await server?.stop();
  await tiles?.stop();
}

const label = spotId ? (page: string) => page.replace(`/spots/${spotId}`, '/spots/{id}') : (page: string) => page;
console.log(`\nLighthouse mobile, median of ${runs} run(s) per page (${base})\n`);
console.log('| page | perf | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | CLS | SI s | JS KB | total KB |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${label(r.page)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.fcpMs / 1000).toFixed(2)} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${(r.speedIndexMs / 1000).toFixed(2)} | ${r.scriptKb.toFixed(1)} | ${r.totalKb.toFixed(1)} |`,
  );
}
for (const r of rows.filter((row) => row.failed.length)) console.log(`${label(r.page)}: audits below full score: ${r.failed.join(', ')}`);
if (args.json) writeFileSync(args.json, JSON.stringify(rows, null, 2));
