// Module preloads in Chromium (issue 9): the page's head names every module a cold visit loads at
// start (api/src/site/preloads.ts), and Chromium uses them: each module is fetched once (the
// import through the import map takes the preloaded module, no second request), every module the
// page imports at start was asked for from the head, and no request waits for another module. A
// partner page gets the same from /embed.js. (What a page imports later, a map kit near the
// viewport, is not preloaded: bench/route-bytes.ts --chromium lists it.)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { expect, test } from './contract';

const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

interface ScriptRequest {
  url: string;
  /** 'parser': asked for by the HTML (our <link rel="modulepreload">); 'script': by a module. */
  initiator: string;
}

/** Every JavaScript request of a cold visit, recorded through the DevTools protocol (Chromium). */
async function recordScripts(page: Page): Promise<ScriptRequest[]> {
  const requests: ScriptRequest[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.pathname.endsWith('.js')) requests.push({ url: url.pathname, initiator: event.initiator.type });
  });
  return requests;
}

const preloadsOf = (page: Page) =>
  page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

for (const route of ['/map', '/spots/{id}', '/spots']) {
  test(`${route}: every module is fetched once, from the head's preloads`, async ({ page }) => {
    let path = route;
    if (route.includes('{id}')) {
      const [spot] = (await (await page.request.get('/api/spots?limit=1', { headers: HEADERS })).json()).items as { id: number }[];
      path = `/spots/${spot!.id}`;
    }
    const scripts = await recordScripts(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/preload|crossorigin|credentials mode/i.test(m.text())) warnings.push(m.text());
    });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const preloads = await preloadsOf(page);
    expect(preloads.length).toBeGreaterThan(10);
    expect(new Set(preloads).size).toBe(preloads.length);

    const fetched = scripts.map((s) => s.url);
    const twice = fetched.filter((url, i) => fetched.indexOf(url) !== i);
    expect(twice, 'fetched more than once').toEqual([]);
    // every preload is used (none wasted) …
    for (const url of preloads) expect(fetched, url).toContain(url);
    // … and each of them was asked for by the HTML, not discovered by an import
    for (const s of scripts.filter((s) => preloads.includes(s.url))) expect(s.initiator, s.url).toBe('parser');
    expect(warnings).toEqual([]);
  });
}

test("a partner page: /embed.js preloads the element's modules from the module graph, each fetched once", async ({ page }) => {
  const ours = process.env.E2E_BASE_URL!;
  // A page of another origin on loopback (Chromium keeps a page it does not know to be local from
  // reaching loopback addresses), embedding our list through the loader.
  const partner = createServer((_, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="de"><head><title>Partner</title><script src="${ours}/embed.js" async></script></head>
      <body><h1>Unsere Spots</h1><moveable-spots organisation="zuerich" lang="de"></moveable-spots></body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  try {
    const scripts = await recordScripts(page);
    await page.addInitScript(() => document.addEventListener('moveable:embed-ready', () => document.documentElement.setAttribute('data-ready', '')));
    await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(page.locator('moveable-spots .mv-spot-card').first()).toBeVisible();

    const graph = (await (await page.request.get(`${ours}/module-graph.json`)).json()) as { modules: Record<string, { files: string[] }> };
    const preloads = await preloadsOf(page);
    expect(preloads).toEqual(expect.arrayContaining(graph.modules['@moveable/mf-spots/element']!.files));
    const fetched = scripts.map((s) => s.url);
    expect(fetched.filter((url, i) => fetched.indexOf(url) !== i)).toEqual([]);
    for (const url of preloads) expect(fetched, url).toContain(url);
  } finally {
    partner.close();
  }
});
