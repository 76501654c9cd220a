import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The everyday path through three parts of the page: list (mf-spots) → detail → map (mf-map),
// all under one shell, against the real server and its demo data.
test('list → detail → map', async ({ page }) => {
  await page.goto('/spots');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('.mv-spot-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(24);
  await expectAccessible(page);

  await page.getByRole('button', { name: /mehr/i }).click();
  await expect(cards).toHaveCount(36);

  const firstLink = cards.first().locator('a').first();
  const title = (await firstLink.textContent())!.trim();
  await firstLink.click();
  await expect(page).toHaveURL(/\/spots\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectAccessible(page, ['.leaflet-container']);

  await page.getByRole('link', { name: /karte/i }).first().click();
  await expect(page).toHaveURL(/\/map\?center=/);
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.mv-map__list li').first()).toBeAttached();
  await expectAccessible(page);
});

test('the home page shows newest and top spots', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await expectAccessible(page);
});

test('filters live in the URL and the map shows the same selection', async ({ page }) => {
  await page.goto('/spots?famed=false');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await expect(page.locator('.mv-spot-card--fame')).toHaveCount(0);
  await page.goto('/map?famed=false&center=47.3769,8.5417&zoom=14');
  await expect(page.locator('.mv-map__list li').first()).toBeAttached();
  const labels = await page.locator('.mv-map__list-item').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
});

test('a legacy /entries link lands on the spot', async ({ page, request }) => {
  // Spots older than the new site came from the old one and carry a legacy id.
  const list = await request.get('/api/spots?limit=100&end=2025-01-01', {
    headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' },
  });
  const items = (await list.json()).items as Array<{ id: number; legacyId: string | null; title: string }>;
  const spot = items.find((s) => s.legacyId);
  expect(spot, 'demo data has spots from the old site').toBeTruthy();
  await page.goto(`/entries/${spot!.legacyId}`);
  await expect(page).toHaveURL(new RegExp(`/spots/${spot!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spot!.title);
});
