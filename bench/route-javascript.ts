// JavaScript a cold visit downloads per route, as Chromium fetches it from the real site server:
// every script response until the network is idle (no scrolling), its bytes raw, gzip -9 and
// brotli -q 11 (what precompression at build time sends), and which files they were.
//
//   npx tsx bench/route-javascript.ts [--list]        (after `node tools/build.mjs`)
//
// Routes: /, /spots, /spots/{id}, /map at a 412 × 823 phone viewport, and a partner page on
// another origin with one <moveable-spots> through /embed.js. `--list` prints each route's files.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { startTestServer } from '../tools/test-server.mjs';

const { values: args } = parseArgs({ options: { list: { type: 'boolean', default: false } } });

interface Loaded {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** A partner's page on an origin of its own (another port of the loopback address). */
async function partnerSite(html: string): Promise<{ url: string; close: () => void }> {
  const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => site.close() };
}

async function scriptsOf(browser: Browser, url: string): Promise<Loaded[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'de-CH' });
  const page = await context.newPage();
  const pageOrigin = new URL(url).origin;
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (!u.pathname.endsWith('.js') || (u.origin === pageOrigin && !url.startsWith(serverUrl))) return;
    pending.push(
      response.body().then((body) => {
        loaded.push({
          path: u.pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        });
      }),
    );
  });
  page.on('console', (m) => m.type() === 'error' && console.error(`  [${new URL(url).pathname}] ${m.text()}`));
  page.on('pageerror', (e) => console.error(`  [${new URL(url).pathname}] ${e.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await context.close();
  return loaded.sort((a, b) => b.gzip - a.gzip);
}

const kb = (n: number) => (n / 1024).toFixed(1);

const server = await startTestServer('bench-route-js');
const serverUrl = server.url;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const spots = (await (await fetch(`${server.url}/api/spots?hasPhoto=true&sort=votes&limit=1`)).json()) as { items: { id: string }[] };
  const spotId = spots.items[0]!.id;
  const partner = await partnerSite(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Partner</title></head><body>
<h1>Stadt Zürich</h1><moveable-spots organisation="zuerich" lang="de"></moveable-spots>
<script src="${server.url}/embed.js" async></script></body></html>`);
  const routes: [string, string][] = [
    ['/', `${server.url}/`],
    ['/spots', `${server.url}/spots`],
    ['/spots/{id}', `${server.url}/spots/${spotId}`],
    ['/map', `${server.url}/map`],
    ['partner <moveable-spots>', partner.url],
  ];
  console.log('route                      files   raw KB   gzip KB  brotli KB');
  for (const [name, url] of routes) {
    const files = await scriptsOf(browser, url);
    const sum = (k: keyof Omit<Loaded, 'path'>) => files.reduce((s, f) => s + f[k], 0);
    console.log(
      `${name.padEnd(26)} ${String(files.length).padStart(5)} ${kb(sum('raw')).padStart(8)} ${kb(sum('gzip')).padStart(9)} ${kb(sum('brotli')).padStart(10)}`,
    );
    if (args.list) for (const f of files) console.log(`    ${f.path.padEnd(60)} ${kb(f.gzip).padStart(7)} gz ${kb(f.brotli).padStart(7)} br`);
  }
  partner.close();
} finally {
  await browser.close();
  await server.stop();
}
