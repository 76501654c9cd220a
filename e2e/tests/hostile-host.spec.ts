// Our widgets on a partner page that fights back (issue 12, "Embeds that survive the host page"):
// another origin whose own import map maps `react` and `react-dom/client` to another React (19.0.0,
// its own app on the page), a CSS reset that reaches everything it can (`* { all: unset }`,
// `img { display: none !important }`, `div { font-size: 40px !important }`), two of our elements
// and a news element at once, and elements added after load and removed again. Our widgets render
// and work, the partner's React app keeps working, neither writes an error to the console, and
// nothing of ours leaks out of the shadow roots.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './contract';

const HOSTILE_CSS = '* { all: unset } img { display: none !important } div { font-size: 40px !important }';
const HOST_REACT = '19.0.0';
const GREY_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA0gDQiUa5/wAAAABJRU5ErkJggg==', 'base64');

/** The partner's React: one bundle (one instance), re-exported as the `react` and `react-dom/client` its import map names. */
async function hostReactBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import React from 'host-react'; import Client from 'host-react-dom/client'; export const react = React; export const client = Client;",
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    alias: { react: 'host-react', 'react-dom': 'host-react-dom' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const HOST_FILES: Record<string, string> = {
  '/host/react.js': "import { react } from './bundle.js'; export default react; export const { createElement, useState, version } = react;",
  '/host/react-dom-client.js': "import { client } from './bundle.js'; export const { createRoot } = client;",
  // The partner's own app: a counter, and the React version it runs on.
  '/host/app.js': `import { createElement as h, useState, version } from 'react';
    import { createRoot } from 'react-dom/client';
    function Counter() {
      const [clicks, setClicks] = useState(0);
      return h('button', { id: 'host-counter', type: 'button', onClick: () => setClicks(clicks + 1) }, 'Host clicks: ' + clicks);
    }
    window.hostReactVersion = version;
    createRoot(document.getElementById('host-app')).render(h(Counter));`,
};

function hostPage(ours: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A partner</title>
    <script type="importmap">{"imports":{"react":"/host/react.js","react-dom/client":"/host/react-dom-client.js"}}</script>
    <style>${HOSTILE_CSS}</style>
    <script type="module" src="/host/app.js"></script>
    <script src="${ours}/embed.js" async></script></head>
    <body><div id="host-app"></div><div id="host-probe">The partner's own text</div>
    <moveable-spots organisation="zuerich" lang="fr"></moveable-spots>
    <moveable-map organisation="zuerich" lang="fr" height="300px"></moveable-map>
    <moveable-news lang="fr" limit="2"></moveable-news></body></html>`;
}

async function startHost(ours: string): Promise<Server> {
  const files: Record<string, string> = { ...HOST_FILES, '/host/bundle.js': await hostReactBundle() };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(ours));
    const body = files[path];
    if (body) return res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Every console error and uncaught exception of the page, ours and the partner's. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test('our widgets on a hostile partner page: they render and work, the partner’s React keeps working, nothing leaks', async ({ page }) => {
  test.setTimeout(90_000);
  const ours = process.env.E2E_BASE_URL!.replace(/\/$/, '');
  const host = await startHost(ours);
  try {
    const errors = recordErrors(page);
    // The public tile server is beyond this machine's network: a grey tile stands in for it.
    await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: GREY_TILE }));
    const clusterZooms: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/map/clusters') clusterZooms.push(Number(url.searchParams.get('zoom')));
    });
    await page.addInitScript(() => document.addEventListener('moveable:embed-ready', () => document.documentElement.setAttribute('data-ready', '')));
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const probeBefore = await page.locator('#host-probe').evaluate((el) => getComputedStyle(el).fontSize + ' ' + getComputedStyle(el).fontFamily);
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });

    // The partner's React app, on its own React through its own import map
    expect(await page.evaluate(() => (window as unknown as { hostReactVersion: string }).hostReactVersion)).toBe(HOST_REACT);
    await page.locator('#host-counter').click();
    await expect(page.locator('#host-counter')).toHaveText('Host clicks: 1');

    // Our widgets render, in French, with our look
    const spots = page.locator('moveable-spots');
    const card = spots.locator('.mv-spot-card').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(spots.locator('.mv-spot-card a').first()).toHaveAttribute('href', new RegExp(`^${ours}/fr/spots/\\d+$`));
    const title = spots.locator('.mv-spot-card__title').first();
    expect(await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeLessThan(30);
    const cover = spots.locator('.mv-spot-card img').first();
    if ((await cover.count()) > 0) expect(await cover.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    const map = page.locator('moveable-map');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('moveable-news .mv-news-card')).toHaveCount(2, { timeout: 20_000 });

    // … and work: the map zooms by its button, the keyboard reaches the list's links
    const zoomBefore = Math.max(...clusterZooms);
    await map.locator('.leaflet-control-zoom-in').click();
    await expect.poll(() => Math.max(...clusterZooms)).toBe(zoomBefore + 1);
    await spots.locator('.mv-spot-card a').first().focus();
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.tagName)).toBe('A');

    // Elements added after load (one of a tag the page did not have) render; removed, they leave no error
    await page.evaluate(() => {
      const partner = document.createElement('moveable-partner');
      partner.setAttribute('name', 'zuerich');
      partner.setAttribute('lang', 'fr');
      const second = document.createElement('moveable-spots');
      second.setAttribute('lang', 'fr');
      second.id = 'second-spots';
      document.body.append(partner, second);
    });
    await expect(page.locator('moveable-partner .mp-card')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#second-spots .mv-spot-card').first()).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => {
      document.querySelector('moveable-partner')!.remove();
      document.getElementById('second-spots')!.remove();
    });
    await page.locator('#host-counter').click();
    await expect(page.locator('#host-counter')).toHaveText('Host clicks: 2');

    // Nothing of ours outside the shadow roots: no style sheet in the document, the partner's text as it was
    const leaks = await page.evaluate((origin) => {
      const sheets = [...document.styleSheets].map((sheet) => sheet.href ?? `inline: ${sheet.ownerNode?.textContent?.slice(0, 40)}`);
      return { sheets, adopted: document.adoptedStyleSheets.length, styles: document.querySelectorAll('style').length, origin };
    }, ours);
    expect(leaks.sheets).toEqual([`inline: ${HOSTILE_CSS.slice(0, 40)}`]);
    expect(leaks.adopted).toBe(0);
    expect(leaks.styles).toBe(1);
    expect(await page.locator('#host-probe').evaluate((el) => getComputedStyle(el).fontSize + ' ' + getComputedStyle(el).fontFamily)).toBe(
      probeBefore,
    );

    expect(errors).toEqual([]);
  } finally {
    host.close();
  }
});

test('a page with a strict CSP that names our origin only: the standalone scripts render our widgets, without an import map', async ({ page }) => {
  test.setTimeout(90_000);
  const ours = process.env.E2E_BASE_URL!.replace(/\/$/, '');
  const tiles = 'https://tile.openstreetmap.org';
  const csp = [
    "default-src 'none'",
    `script-src ${ours}`,
    `connect-src ${ours}`,
    `img-src ${ours} ${tiles} data:`,
    `style-src ${ours}`,
    `font-src ${ours}`,
  ].join('; ');
  const body = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>A careful partner</title>
    <script src="${ours}/standalone/moveable-spots.js" async></script>
    <script src="${ours}/standalone/moveable-map.js" async></script>
    <script src="${ours}/standalone/moveable-news.js" async></script>
    <script src="${ours}/standalone/moveable-partner.js" async></script></head>
    <body><h1>Unsere Spots</h1>
    <moveable-spots organisation="zuerich" lang="it"></moveable-spots>
    <moveable-map organisation="zuerich" lang="it" height="300px"></moveable-map>
    <moveable-news lang="it" limit="2"></moveable-news>
    <moveable-partner name="zuerich" lang="it"></moveable-partner></body></html>`;
  const server = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const errors = recordErrors(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await page.route(`${tiles}/**`, (route) => route.fulfill({ contentType: 'image/png', body: GREY_TILE }));
    const standalone: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(ours) && request.resourceType() === 'script') standalone.push(new URL(request.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);

    await expect(page.locator('moveable-spots .mv-spot-card').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('moveable-spots .mv-spot-card a').first()).toHaveAttribute('href', new RegExp(`^${ours}/it/spots/\\d+$`));
    await expect(page.locator('moveable-map .leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('moveable-news .mv-news-card')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.locator('moveable-partner .mp-card')).toBeVisible({ timeout: 20_000 });
    // our look came along inside the shadow roots: the card is a card, not unstyled text
    expect(
      await page
        .locator('moveable-spots .mv-spot-card')
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).not.toBe('inline');

    expect(standalone.sort()).toEqual([
      '/standalone/moveable-map.js',
      '/standalone/moveable-news.js',
      '/standalone/moveable-partner.js',
      '/standalone/moveable-spots.js',
    ]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    server.close();
  }
});
