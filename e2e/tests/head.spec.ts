import { type Page } from '@playwright/test';
import { expect, test } from './contract';

// The server renders each page's head (api/src/site/head/); after the scripts ran the shell has
// updated those same tags, never added a second one, and shows the title the server wrote.

/** How many of each head tag the page holds, and their values. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const values = (selector: string, read: (el: Element) => string | null) => Array.from(document.head.querySelectorAll(selector)).map(read);
    const content = (el: Element) => el.getAttribute('content');
    const href = (el: Element) => el.getAttribute('href');
    return {
      title: values('title', (el) => el.textContent),
      description: values('meta[name="description"]', content),
      ogTitle: values('meta[property="og:title"]', content),
      ogDescription: values('meta[property="og:description"]', content),
      ogImage: values('meta[property="og:image"]', content),
      ogUrl: values('meta[property="og:url"]', content),
      canonical: values('link[rel="canonical"]', href),
      hreflang: values('link[rel="alternate"][hreflang]', (el) => el.getAttribute('hreflang')),
      icon: values('link[rel="icon"]', href),
      manifest: values('link[rel="manifest"]', href),
      themeColor: values('meta[name="theme-color"]', content),
      twitterCard: values('meta[name="twitter:card"]', content),
    };
  });
}

async function expectOneOfEach(page: Page) {
  const tags = await headTags(page);
  for (const [name, list] of Object.entries(tags)) {
    if (name === 'hreflang') expect(list, name).toEqual(['de', 'fr', 'it', 'en', 'x-default']);
    else expect(list, name).toHaveLength(1);
  }
  return tags;
}

/** The title in the page as served, before any script. */
async function servedTitle(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return page.evaluate((text) => {
    const el = document.createElement('textarea');
    el.innerHTML = text;
    return el.value;
  }, raw);
}

test('after the scripts ran, each head tag is there once and says what the server said', async ({ page }) => {
  const pages: [string, () => Promise<void>][] = [
    ['/', () => expect(page.locator('.mv-home__title')).toBeVisible()],
    ['/spots', () => expect(page.locator('.mv-spot-card').first()).toBeVisible()],
    ['/map', () => expect(page.locator('.leaflet-container')).toBeVisible()],
    ['/fr/login', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/spots/4', () => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  for (const [url, ready] of pages) {
    await page.goto(url);
    await ready();
    const tags = await expectOneOfEach(page);
    expect(tags.title[0], url).toBe(await servedTitle(page, url));
    // What the head names exists: icon, manifest and sharing image answer (a wrong folder once did not).
    for (const address of [tags.icon[0], tags.manifest[0], tags.ogImage[0]]) {
      expect((await page.request.get(new URL(address!, page.url()).href)).status(), `${url}: ${address}`).toBe(200);
    }
  }
  // The spot's page keeps the spot's image for sharing: a JPEG made from its cover.
  expect((await headTags(page)).ogImage[0]).toMatch(/\/api\/spots\/4\/share\.jpg\?v=\d+-\d+$/);
});

test('navigating and switching language update the same tags', async ({ page }) => {
  await page.goto('/spots');
  await expect(page).toHaveTitle('Spots · bikeable');
  await page.locator('.mv-spot-card a').first().click();
  await expect(page).toHaveURL(/\/spots\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle('Spots · bikeable');
  let tags = await expectOneOfEach(page);
  expect(tags.canonical[0]).toMatch(new RegExp(`/spots/${id}$`));

  await page.locator('.shell-languages a[lang="fr"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  tags = await expectOneOfEach(page);
  expect(tags.canonical[0]).toMatch(new RegExp(`/fr/spots/${id}$`));
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CH');

  await page.getByRole('link', { name: 'Carte' }).first().click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page).toHaveTitle('Carte · bikeable');
  tags = await expectOneOfEach(page);
  expect(tags.canonical[0]).toMatch(/\/fr\/map$/);
});

test('a hostile spot title in the served head is text to a browser that runs no script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email: 'nachbar@bikeable.ch', password: 'velo-demo-2026' } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const title = `</title><script>window.__pwned=1</script>"><meta name="x" content="`;
  const created = await page.request.post('/api/spots', {
    headers: { 'moveable-platform': 'bikeable', authorization: `Bearer ${token}` },
    data: { title, description: `<img src=x onerror=alert(1)> "quoted"`, famed: false, location: { lat: 46.8027, lng: 9.836 } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/spots/${id}`);
  expect(await page.title()).toBe(`${title} · bikeable`);
  const head = await page.evaluate(() => ({
    scripts: document.querySelectorAll('head script:not([type="importmap"])').length,
    injected: document.querySelectorAll('meta[name="x"], img').length,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogAlt: document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content') ?? null,
  }));
  expect(head).toEqual({
    scripts: 0,
    injected: 0,
    description: '<img src=x onerror=alert(1)> "quoted"',
    ogAlt: 'bikeable – gute und schlechte Orte für den Radverkehr',
  });
  await context.close();
});
