// Page views in Chromium (spec §7, §9; issue 14). The site's pages carry analytics with automatic
// page views (the server's default), so the shell sends one POST /api/event per page opened; on
// 127.0.0.1 and localhost (where every other spec runs) it sends none. To see the site under a
// public name, this file's Chromium resolves bikeable.test to the test server. Headless Chromium
// says "HeadlessChrome" in its user agent, which the API leaves out as a bot: the pages here use
// an ordinary Chrome's, so the views are counted, and the dashboard shows them.
import type { Page, Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.mjs';
import { expect, test } from './contract';

const PUBLIC_HOST = 'bikeable.test';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({
  userAgent: CHROME,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules=')),
      `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1 , MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost`,
    ],
  },
});

const base = () => new URL(process.env.E2E_BASE_URL!);
const publicSite = () => `http://${PUBLIC_HOST}:${base().port}`;

/** The page-view events the page sends, as their bodies, and their answers' status. */
function recordEvents(page: Page) {
  const events: { body: unknown; status: Promise<number | undefined> }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/event') {
      events.push({ body: request.postDataJSON(), status: request.response().then((r) => r?.status()) });
    }
  });
  return events;
}

async function openMapFromList(page: Page, site: string) {
  await page.goto(`${site}/spots`);
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Karte' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  // The map writes its view into the query as it settles: the same page, no new view.
  await page.getByRole('link', { name: 'Spots', exact: true }).first().click();
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
}

async function pageViewsToday(page: Page): Promise<number> {
  const login = await page.request.post(`${base().origin}/api/auth/login`, { data: { email: 'demo@bikeable.ch', password: 'velo-demo-2026' } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const res = await page.request.get(`${base().origin}/api/admin/dashboard?country=ch&days=1`, {
    headers: { authorization: `Bearer ${token}`, 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totals: { pageViews: { current: number } } }).totals.pageViews.current;
}

test('under a public name, the shell sends one page view per page opened, and the dashboard counts them', async ({ page }) => {
  const before = await pageViewsToday(page);
  const events = recordEvents(page);
  await openMapFromList(page, publicSite());
  await expect.poll(() => events.length).toBe(3);
  expect(events.map((e) => e.body)).toEqual([
    { route: 'spots', path: '/spots' },
    { route: 'map', path: '/map' },
    { route: 'spots', path: '/spots' },
  ]);
  expect(await Promise.all(events.map((e) => e.status))).toEqual([204, 204, 204]);
  await expect.poll(() => pageViewsToday(page)).toBe(before + 3);
  expect(await page.locator('meta[name="moveable-analytics"]').getAttribute('content')).toBe('auto');
});

test('on 127.0.0.1 the shell sends no page view (spec §9)', async ({ page }) => {
  const events = recordEvents(page);
  await openMapFromList(page, base().origin);
  // The same pages as above, where three went out by now.
  expect(await page.locator('meta[name="moveable-analytics"]').getAttribute('content')).toBe('auto');
  expect(events).toEqual([]);
});

test('a visitor whose browser sends Global Privacy Control gets no page view sent', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const events = recordEvents(page);
  await openMapFromList(page, publicSite());
  expect(events).toEqual([]);
});

test('the API answers a page view 204 without a body, and a bad one 400 naming the field', async ({ request }) => {
  const ok = await request.post(`${base().origin}/api/event`, { data: { route: 'index', path: '/' }, headers: { 'user-agent': CHROME } });
  expect(ok.status()).toBe(204);
  expect(await ok.text()).toBe('');
  const bad = await request.post(`${base().origin}/api/event`, { data: { route: 'index', path: '/', ip: '1.2.3.4' } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { field: string }).field).toBe('ip');
});
