// Module preloads in Chromium (issue 9): the page's head names every module a cold visit loads at
// start (api/src/site/preloads.ts), and Chromium uses them: each module is fetched once (the
// import through the import map takes the preloaded module, no second request), every module the
// page imports at start was asked for from the head, and no request waits for another module.
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
    const notPreloaded = fetched.filter((url) => !preloads.includes(url));
    console.log(`${route}: ${preloads.length} modules preloaded; fetched later: ${notPreloaded.join(', ') || 'none'}`);
    expect(warnings).toEqual([]);
  });
}
