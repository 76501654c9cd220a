import type { Page, Request } from '@playwright/test';
import { expect, test } from './contract';

// What a page loads, and when: the spot page's mini-map brings Leaflet and the map kit only when it
// comes near the viewport, and a page fetches the texts of its own language only (each package's
// translations are a chunk per language, `<package>/i18n/<locale>-<hash>.js`, or per part of them
// and language, `<package>/i18n/<part>-<locale>-<hash>.js`).

const PHONE = { width: 412, height: 823 };

const isMapCode = (url: string) => /\/vendor\/(?:chunks\/)?(?:react-)?leaflet|\/shared\/map-/.test(url);
const TEXTS = /\/(shared|shell|mf-[\w-]+)\/i18n\/(?:([a-z][\w-]*)-)?(de|fr|it|en)-[\w-]{8}\.js$/;

function requestsOf(page: Page, keep: (url: string) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (keep(request.url())) urls.push(request.url());
  });
  return urls;
}

/** A spot with photos, so that its mini-map is well below the first screen of a phone. */
async function spotWithPhoto(page: Page): Promise<number> {
  const res = await page.request.get('/api/spots?hasPhoto=true&sort=votes&limit=1');
  const { items } = (await res.json()) as { items: { id: number }[] };
  return items[0]!.id;
}

test.describe('the spot page on a phone', () => {
  test.use({ viewport: PHONE });

  test('loads no Leaflet and no map kit until the mini-map is scrolled near, then shows the map', async ({ page }) => {
    const mapCode = requestsOf(page, isMapCode);
    await page.goto(`/spots/${await spotWithPhoto(page)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const miniMap = page.locator('.mv-mini-map__canvas');
    await expect(miniMap).toBeAttached();
    expect((await miniMap.boundingBox())!.y, 'the mini-map starts below the first screen').toBeGreaterThan(PHONE.height + 200);
    expect(mapCode, 'map code before scrolling').toEqual([]);

    await miniMap.scrollIntoViewIfNeeded();
    await expect(miniMap.locator('.leaflet-map-pane')).toBeAttached();
    expect(mapCode.some((url) => /leaflet/.test(url))).toBe(true);
    expect(mapCode.some((url) => /\/shared\/map-/.test(url))).toBe(true);
  });
});

test('the list loads no map code at all', async ({ page }) => {
  const mapCode = requestsOf(page, isMapCode);
  await page.setViewportSize(PHONE);
  await page.goto('/spots');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(mapCode).toEqual([]);
});

test('a French page fetches only the French texts, another language only with its own page', async ({ page }) => {
  const texts = requestsOf(page, (url) => TEXTS.test(new URL(url).pathname));
  await page.goto('/fr/spots');
  await expect(page.getByRole('heading', { level: 1, name: 'Spots' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtres/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const languages = (urls: string[]) =>
    urls
      .map((url) => new URL(url).pathname.match(TEXTS)!.slice(1))
      .map(([pkg, part, locale]) => [pkg, part, locale].filter(Boolean).join(' '))
      .sort();
  expect(languages(texts)).toEqual(['mf-spots fr', 'shared fr', 'shell fr']);

  texts.length = 0;
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'IT', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/spots$/);
  await expect(page.getByRole('button', { name: /^Filtri/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(languages(texts)).toEqual(['mf-spots it', 'shared it', 'shell it']);
});
