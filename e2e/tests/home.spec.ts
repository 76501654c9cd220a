import type { Locator, Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The home page at both sizes: what the platform is for and the call to add a spot on the first
// screen, sections under headings, the area's map loaded only near the viewport, nothing wider
// than the screen; below mf-spots' sections mf-news's latest news, in the four languages.

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const main = (page: Page) => page.getByRole('main');

/** Requests for the map kit and Leaflet, from now on. */
function mapCodeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/leaflet|\/shared\/map-/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

async function expectOnFirstScreen(locator: Locator, height: number) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { name, viewport } of SIZES) {
  test.describe(`home on a ${name} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport });

    test('the purpose and the call to add a spot on the first screen, then sections under headings', async ({ page }) => {
      const mapCode = mapCodeRequests(page);
      await page.goto('/');
      const h1 = main(page).getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(/^Zeig, wo Radfahren gut funktioniert/);
      await expect(h1).toHaveCount(1);
      const cta = main(page).getByRole('link', { name: 'Spot erfassen' });
      await expect(cta).toHaveAttribute('href', '/addSpot');
      await expectOnFirstScreen(h1, viewport.height);
      await expectOnFirstScreen(cta, viewport.height);

      // mf-spots' sections, then mf-news's latest news (the shell composes the two)
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
        'Neueste Spots mit Foto',
        'Auf der Karte',
        'Meiste Stimmen',
        'Neueste News',
      ]);
      await expect(main(page).getByRole('region', { name: 'Neueste Spots mit Foto' }).locator('.mv-spot-card')).toHaveCount(8);
      await expect(main(page).getByRole('region', { name: 'Meiste Stimmen' }).locator('.mv-spot-card')).toHaveCount(4);
      await expect(main(page).getByRole('region', { name: 'Neueste News' }).locator('.mv-news-card')).toHaveCount(3);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(mapCode, 'no map code before the map comes near').toEqual([]);
      await expectAccessible(page);
    });

    test("the area's map loads when scrolled near, shows the listed spots, and opens the full map at its view", async ({ page }) => {
      const mapCode = mapCodeRequests(page);
      await page.goto('/');
      await expect(page.locator('.mv-spot-card').first()).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Meiste Stimmen' }).locator('.mv-spot-card')).toHaveCount(4);
      await page.waitForTimeout(500); // time in which an eager map would have loaded
      expect(mapCode).toEqual([]);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);

      const section = main(page).getByRole('region', { name: 'Auf der Karte' });
      await section.scrollIntoViewIfNeeded();
      const canvas = section.locator('.mv-home-map__canvas');
      await expect(canvas).toHaveClass(/leaflet-container/);
      expect(mapCode.length).toBeGreaterThan(0);
      await expect(canvas.locator('path').first()).toBeAttached(); // the spots as dots
      await expect(section.getByText('Land: Schweiz')).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page);

      await section.getByRole('link', { name: 'Karte öffnen' }).click();
      await expect(page).toHaveURL(/\/map\?center=46\.7989,8\.2332&zoom=8$/);
      await expect(page.locator('.leaflet-container')).toBeVisible();
    });
  });
}

test('the call to add a spot, signed out, leads to the add page, which explains signing in', async ({ page }) => {
  await page.goto('/');
  await main(page).getByRole('link', { name: 'Spot erfassen' }).click();
  await expect(page).toHaveURL(/\/addSpot$/);
  await expect(main(page).getByText(/Um einen Spot zu erfassen, melde dich bitte an/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login?redirect=%2FaddSpot');
});

test('each platform says what it is for (?platform=…), in the page language', async ({ page }) => {
  await page.goto('/?platform=walkable');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Zeig, wo Zufußgehen Freude macht/);
  await page.goto('/?platform=accessable');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Zeig, welche Orte für alle zugänglich sind/);
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/fr?platform=bikeable');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Montrez où le vélo fonctionne bien/);
  await expect(main(page).getByRole('link', { name: 'Ajouter un spot' })).toHaveAttribute('href', '/fr/addSpot');
});

test('the map shows the region chosen on the list (selectionRegion cookie)', async ({ page, context, baseURL, request }) => {
  const regions = (await (await request.get('/api/regions')).json()) as { items: { id: number; slug: string; name: string }[] };
  const region = regions.items.find((r) => r.slug === 'zuerich') ?? regions.items[0]!;
  await context.addCookies([{ name: 'selectionRegion', value: String(region.id), url: baseURL! }]);
  await page.goto('/');
  const section = main(page).getByRole('region', { name: 'Auf der Karte' });
  await expect(section.getByText(`Region: ${region.name}`)).toBeVisible();
  const href = await section.getByRole('link', { name: 'Karte öffnen' }).getAttribute('href');
  const view = /^\/map\?center=([\d.]+),([\d.]+)&zoom=(\d+)$/.exec(href ?? '');
  expect(view, href ?? '').not.toBeNull();
  expect(Number(view![3])).toBeGreaterThan(8); // closer than the whole country
});

interface NewsPage {
  items: { slug: string; title: string }[];
}

const LATEST_NEWS = {
  de: { title: 'Neueste News', all: 'Alle News', list: 'News' },
  fr: { title: 'Dernières actualités', all: 'Toutes les actualités', list: 'Actualités' },
  it: { title: 'Ultime notizie', all: 'Tutte le notizie', list: 'Notizie' },
  en: { title: 'Latest news', all: 'All news', list: 'News' },
} as const;

for (const [locale, texts] of Object.entries(LATEST_NEWS)) {
  test(`the home in ${locale}: the latest news below the spots, a link to all news in the page, accessible`, async ({ page, request }) => {
    const prefix = locale === 'de' ? '' : `/${locale}`;
    const newest = (await (await request.get('/api/news?limit=3', { headers: { 'accept-language': locale } })).json()) as NewsPage;
    const titles = page.waitForResponse((response) => /^\/api\/news$/.test(new URL(response.url()).pathname));
    await page.goto(`${prefix}/`);
    const section = main(page).getByRole('region', { name: texts.title });
    await expect(section.locator('.mv-news-card')).toHaveCount(3);
    // the articles the page was given (their language is the API's choice for this page)
    const answer = (await (await titles).json()) as NewsPage;
    expect(answer.items.map((item) => item.slug)).toEqual(newest.items.map((item) => item.slug));
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(answer.items.map((item) => item.title));
    await expect(section.getByRole('link', { name: answer.items[0]!.title })).toHaveAttribute('href', `${prefix}/news/${answer.items[0]!.slug}`);
    // below every section of the spots
    const spotsBox = (await main(page)
      .getByRole('region')
      .filter({ has: page.locator('.mv-spot-card') })
      .last()
      .boundingBox())!;
    expect((await section.boundingBox())!.y).toBeGreaterThan(spotsBox.y + spotsBox.height - 1);
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);

    // "all news" navigates in the page: no new document
    await page.evaluate(() => ((window as { homeMarker?: boolean }).homeMarker = true));
    await section.getByRole('link', { name: texts.all }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/news$`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(texts.list);
    expect(await page.evaluate(() => (window as { homeMarker?: boolean }).homeMarker)).toBe(true);
  });
}

test('visiting /news first, then the home: the news stay below the spots', async ({ page }) => {
  await page.goto('/news');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('News');
  await page.locator('header .shell-brand').click();
  await expect(page).toHaveURL(/\/$/);
  const news = main(page).getByRole('region', { name: 'Neueste News' });
  await expect(news.locator('.mv-news-card')).toHaveCount(3);
  await expect(main(page).getByRole('region', { name: 'Meiste Stimmen' }).locator('.mv-spot-card')).toHaveCount(4);
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Neueste Spots mit Foto',
    'Auf der Karte',
    'Meiste Stimmen',
    'Neueste News',
  ]);
  // one outlet, the spots' container first
  const containers = await page.locator('#moveable-outlet > div').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(containers.indexOf('single-spa-application:@moveable/mf-spots')).toBeLessThan(
    containers.indexOf('single-spa-application:@moveable/mf-news'),
  );
});

test('the news part loads after the spots part has arrived: it does not compete with the first view', async ({ page }) => {
  await page.goto('/');
  await expect(main(page).getByRole('region', { name: 'Neueste News' }).locator('.mv-news-card')).toHaveCount(3);
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const spotsCode = timings.filter((entry) => entry.path.startsWith('/mf-spots/'));
  const newsCode = timings.filter((entry) => entry.path.startsWith('/mf-news/'));
  expect(spotsCode.length).toBeGreaterThan(0);
  expect(newsCode.length).toBeGreaterThan(0);
  // every file of mf-news is asked for after the last file of mf-spots' first view arrived
  expect(Math.min(...newsCode.map((entry) => entry.start))).toBeGreaterThanOrEqual(Math.max(...spotsCode.map((entry) => entry.end)));
  expect(await page.locator('link[rel="modulepreload"][href^="/mf-news/"]').count()).toBe(0);
});
