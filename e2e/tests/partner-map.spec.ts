// /partnermap (issue 12) in the four languages: the areas of the country's towns and partners
// drawn on the map (one Leaflet path per area of GET /api/organisations/areas), a label per area,
// the list of every organisation, no axe violation; a click on a label or on an area leads to the
// organisation's page.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

const LOCALES = ['de', 'fr', 'it', 'en'] as const;
const TITLE = {
  de: 'Partner und Gemeinden auf der Karte',
  fr: 'Partenaires et communes sur la carte',
  it: 'Partner e comuni sulla mappa',
  en: 'Partners and towns on the map',
};

const MAP_NAME = {
  de: 'Karte der Gebiete der Partner und Gemeinden',
  fr: 'Carte des zones des partenaires et des communes',
  it: 'Mappa delle aree di partner e comuni',
  en: 'Map of the partners’ and towns’ areas',
};

interface Areas {
  features: { id: string; properties: { type: string } }[];
}
interface OrganisationPage {
  items: { slug: string; type: string; name: string }[];
}

const pathOf = (o: { type: string; slug: string }) => `${o.type === 'town' ? '/town' : '/partners'}/${o.slug}`;
const areaPaths = (page: Page) => page.locator('.leaflet-overlay-pane path.mp-area');
const labels = (page: Page) => page.locator('.leaflet-marker-pane a.mp-map-label');

for (const locale of LOCALES) {
  test(`/partnermap in ${locale}: every area drawn with its label, every organisation listed, no axe violation`, async ({ page, request }) => {
    const areas = (await (await request.get('/api/organisations/areas')).json()) as Areas;
    const { items } = (await (
      await request.get('/api/organisations?limit=100', { headers: { 'accept-language': locale } })
    ).json()) as OrganisationPage;
    expect(areas.features.length).toBeGreaterThan(1);

    await page.goto(locale === 'de' ? '/partnermap' : `/${locale}/partnermap`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(areaPaths(page)).toHaveCount(areas.features.length);
    await expect(labels(page)).toHaveCount(areas.features.length);
    for (const type of new Set(areas.features.map((f) => f.properties.type))) {
      await expect(page.locator(`.leaflet-overlay-pane path.mp-area--${type}`)).toHaveCount(
        areas.features.filter((f) => f.properties.type === type).length,
      );
    }
    const list = page.locator('main .mp-partner-map__list');
    await expect(list.getByRole('link')).toHaveCount(items.length);
    const prefix = locale === 'de' ? '' : `/${locale}`;
    for (const organisation of items) await expect(list.locator(`a[href="${prefix}${pathOf(organisation)}"]`)).toHaveText(organisation.name);
    await expect(page.getByRole('region', { name: MAP_NAME[locale] })).toBeVisible();
    await expect(page.locator('main [data-page-loading]')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('the areas fit the map: every label lies inside it', async ({ page }) => {
  await page.goto('/partnermap');
  await expect(labels(page).first()).toBeVisible();
  const map = (await page.locator('.mp-map__canvas').boundingBox())!;
  for (const label of await labels(page).all()) {
    const box = (await label.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(x > map.x && x < map.x + map.width && y > map.y && y < map.y + map.height, (await label.textContent()) ?? '').toBe(true);
  }
});

test('a click on a label opens the organisation’s page in the app', async ({ page }) => {
  await page.goto('/partnermap');
  const label = labels(page).first();
  await expect(label).toBeVisible();
  const target = (await label.getAttribute('href'))!;
  expect(target).toMatch(/^\/(town|partners)\/[a-z0-9-]+$/);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await label.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true); // no page load
});

test('with the keyboard: Tab goes from the map to its labels, Enter opens the page', async ({ page }) => {
  await page.goto('/partnermap');
  await expect(labels(page).first()).toBeVisible();
  await page.locator('.mp-map__canvas').focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveClass(/mp-map-label/);
  const target = (await focused.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('a click on an area opens the organisation’s page', async ({ page }) => {
  await page.goto('/partnermap');
  const towns = page.locator('.leaflet-overlay-pane path.mp-area--town');
  await expect(towns.first()).toBeVisible();
  // A point of some town's area itself (not of its bounding box, not under a label). Earlier
  // tests may add a town with the same area as another, which then covers the first one whole.
  const point = await towns.evaluateAll((paths) => {
    for (const path of paths) {
      const box = path.getBoundingClientRect();
      for (let y = box.top + 2; y < box.bottom; y += 4) {
        for (let x = box.left + 2; x < box.right; x += 4) if (document.elementFromPoint(x, y) === path) return { x, y };
      }
    }
    return null;
  });
  expect(point).not.toBeNull();
  const slugs = await labels(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.mouse.click(point!.x, point!.y);
  await expect(page).toHaveURL(/\/town\/[a-z0-9-]+$/);
  expect(slugs).toContain(new URL(page.url()).pathname);
});

test('/partner links to the map', async ({ page }) => {
  await page.goto('/partner');
  await page.getByRole('link', { name: 'Partner und Gemeinden auf der Karte' }).click();
  await expect(page).toHaveURL(/\/partnermap$/);
  await expect(areaPaths(page).first()).toBeVisible();
});
