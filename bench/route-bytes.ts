// The JavaScript each route sends, and in how many rounds: the static count of the CI budgets
// (tools/route-budgets.ts: the server's preload closure, brotli bytes as the server sends them),
// and with --chromium what a cold visit in Chromium really fetches at start, to check the static
// count against (it cannot see what a page imports as it mounts, e.g. a map kit near the viewport).
//
//   npx tsx bench/route-bytes.ts [--chromium] [--settle-ms 1500]
//
// --chromium starts the test server (tools/test-server.mjs, demo data) and a partner page on
// another loopback port that embeds <moveable-spots> through /embed.js, and loads each route of
// tools/budgets/route-budgets.json cold (cache off) at phone (390 × 844) and desktop (1280 × 800)
// size. Bytes: the brotli size of each fetched file from dist/ (its `.br`, or the file where none).
// Rounds: the longest chain of requests, each asked for by the one before (the DevTools
// protocol's initiator); on the partner page two more: embed.js, then /importmap.json and
// /module-graph.json, which the elements' modules wait for.
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { startTestServer } from '../tools/test-server.mjs';
import { checkBudgets, table, type BudgetedRoute } from '../tools/route-budgets.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const { values: args } = parseArgs({
  options: { chromium: { type: 'boolean', default: false }, 'settle-ms': { type: 'string', default: '1500' } },
});

const { verdicts } = await checkBudgets();
console.log('Static count (tools/route-budgets.ts), brotli as the server sends it; kB = 1000 bytes\n');
console.log(table(verdicts));
for (const { budget, cost } of verdicts) {
  if (cost.lazy.length) console.log(`  ${budget.route}: later, not counted: ${cost.lazy.join(', ')}`);
}

if (args.chromium) await measureInChromium(verdicts.map((v) => v.budget));

interface Fetched {
  url: string;
  parent: string | null;
  initiator: string;
}

function brotliSize(urlPath: string): number {
  const file = join(DIST, urlPath);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/** JavaScript (and JSON) requests to `origin`, with the URL of whatever asked for each. */
function record(cdp: CDPSession, origin: string, documentUrl: () => string): Fetched[] {
  const fetched: Fetched[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.origin !== origin || !/\.(js|json)$/.test(url.pathname)) return;
    const i = event.initiator;
    let frames = i.stack;
    while (frames && !frames.callFrames.length) frames = frames.parent;
    const by = i.url ?? frames?.callFrames[0]?.url ?? null;
    fetched.push({ url: event.request.url, parent: by && by !== documentUrl() ? by : null, initiator: i.type });
  });
  return fetched;
}

/** The longest initiator chain: a request asked for by the page is round 1, by that one's script round 2, … */
function rounds(fetched: Fetched[]): number {
  const byUrl = new Map(fetched.map((f) => [f.url, f]));
  const depth = (f: Fetched, seen = new Set<string>()): number => {
    if (!f.parent || seen.has(f.url)) return 1;
    seen.add(f.url);
    const parent = byUrl.get(f.parent);
    return parent ? depth(parent, seen) + 1 : 1;
  };
  return Math.max(0, ...fetched.filter((f) => f.url.endsWith('.js')).map((f) => depth(f)));
}

async function measureInChromium(routes: BudgetedRoute[]) {
  const server = await startTestServer('bench-route-bytes');
  const partner = createServer((_, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Partner</title>` +
        `<script src="${server.url}/embed.js" async></script></head>` +
        `<body><h1>Unsere Spots</h1><moveable-spots organisation="zuerich" lang="de"></moveable-spots></body></html>`,
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerUrl = `http://127.0.0.1:${(partner.address() as { port: number }).port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const headers = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
  const [spot] = (await (await fetch(`${server.url}/api/spots?limit=1`, { headers })).json()).items as { id: number }[];
  const settle = Number(args['settle-ms']);
  const staticCount = new Map(verdicts.map((v) => [v.budget.route, v.cost]));
  try {
    for (const viewport of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      console.log(`\nChromium, cold visit, ${viewport.name} ${viewport.width} × ${viewport.height}: JavaScript fetched until the network is idle`);
      const rows = [['route', 'JS brotli kB', 'static kB', 'files', 'rounds', 'static rounds', 'fetched beyond the static count']];
      for (const route of routes) {
        const context = await browser.newContext({ viewport, locale: 'de-CH' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const url = route.embed ? partnerUrl : `${server.url}${route.path!.replace('/spots/1', `/spots/${spot!.id}`)}`;
        const fetched = record(cdp, server.url, () => page.url());
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.waitForTimeout(settle);
        await context.close();
        const all = fetched.map((f) => new URL(f.url).pathname).filter((p) => p.endsWith('.js'));
        const js = [...new Set(all)];
        // A module fetched twice would mean a preload Chromium did not use.
        if (all.length !== js.length) console.log(`  ${route.route}: fetched twice: ${all.filter((p, i) => all.indexOf(p) !== i).join(', ')}`);
        const bytes = js.reduce((n, p) => n + brotliSize(p), 0);
        const counted = staticCount.get(route.route)!;
        const countedUrls = new Set(counted.files.map((f) => f.url));
        const beyond = js.filter((p) => !countedUrls.has(p)).map((p) => p.replace(/-[\w-]{8}\.js$/, '.js'));
        // On the partner page embed.js (round 1) and the JSON it fetches (2) come before any module.
        const modules = fetched
          .filter((f) => !/\/embed\.js$|\.json$/.test(f.url))
          .map((f) => (/\/embed\.js$/.test(f.parent ?? '') ? { ...f, parent: null } : f));
        const depth = route.embed ? 2 + rounds(modules) : rounds(fetched);
        rows.push([
          route.route,
          (bytes / 1000).toFixed(1),
          (counted.brotli / 1000).toFixed(1),
          String(js.length),
          String(depth),
          String(counted.depth),
          beyond.join(', ') || '–',
        ]);
      }
      const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
      console.log(rows.map((r) => r.map((c, i) => (i === 0 || i === 6 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n'));
    }
  } finally {
    await browser.close();
    partner.close();
    await server.stop();
  }
}
