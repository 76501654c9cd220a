import { type Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// "Back" on a spot's page returns to where the person opened it, with what that page showed: the
// list with its filters and scroll position, the map with its view and filters, a public profile
// (which lists the person's spots, page by page), the home page. A spot opened from a link
// elsewhere goes back to the list.
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

const main = (page: Page) => page.getByRole('main');

test('a spot opened directly goes back to the list', async ({ page }) => {
  const list = await page.request.get('/api/spots?limit=1', { headers: HEADERS });
  const [spot] = (await list.json()).items as { id: number; title: string }[];
  await page.goto(`/spots/${spot!.id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(spot!.title);
  const back = main(page).getByRole('link', { name: 'Zurück zur Liste' });
  await expect(back).toHaveAttribute('href', '/spots');
  await back.click();
  await expect(page).toHaveURL(/\/spots$/);
});

test('from the filtered, scrolled list and back: the same filters, the same place in the list', async ({ page }) => {
  await page.goto('/spots?famed=false&sort=votes');
  const cards = main(page).locator('.mv-spot-card');
  await expect(cards).toHaveCount(24);
  const card = cards.nth(14);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  const link = card.locator('a').first();
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expectAccessible(page, ['.leaflet-container']);

  await main(page).getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(page).toHaveURL(/\/spots\?famed=false&sort=votes$/);
  await expect(main(page).getByRole('link', { name: title }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
});

test('from the map and back: the same view and filters', async ({ page }) => {
  // A demo spot (other tests add spots with hostile titles; those are not this test's subject).
  const list = await page.request.get('/api/spots?famed=false&end=2025-06-01&limit=1', { headers: HEADERS });
  const [spot] = (await list.json()).items as { id: number; title: string; location: { lat: number; lng: number } }[];
  const mapPath = `/map?famed=false&center=${spot!.location.lat},${spot!.location.lng}&zoom=19`;
  await page.goto(mapPath);
  // The list of the spots in view, by keyboard (the map's own markers are mf-map's business).
  await main(page)
    .getByRole('button', { name: `${spot!.title} –` })
    .first()
    .press('Enter');
  await main(page).getByRole('link', { name: 'Spot ansehen' }).click();
  await expect(page).toHaveURL(new RegExp(`/spots/${spot!.id}$`));
  const mapUrl = await page.evaluate(() => {
    const nav = (window as unknown as { navigation: { currentEntry: { index: number }; entries(): { url: string }[] } }).navigation;
    return nav.entries()[nav.currentEntry.index - 1]!.url;
  });
  const back = main(page).getByRole('link', { name: 'Zurück zur Karte' });
  await expect(back).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);
  const entries = await page.evaluate(() => history.length);
  await back.click();
  await expect(page).toHaveURL(mapUrl);
  expect(new URL(page.url()).searchParams.get('famed')).toBe('false');
  expect(new URL(page.url()).searchParams.get('zoom')).toBe('19');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  // Back in history, not a new entry: the browser's forward button leads to the spot again.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/spots/${spot!.id}$`));
  await expect(main(page).getByRole('link', { name: 'Zurück zur Karte' })).toBeVisible();
});

test('a public profile lists the person’s spots; from there and back', async ({ page }) => {
  await page.goto('/users/bici_fan');
  const spots = main(page).getByRole('region', { name: 'Spots von bici_fan' });
  const links = spots.getByRole('list').getByRole('link');
  await expect(links).toHaveCount(24);
  await expectAccessible(page);
  await spots.getByRole('button', { name: 'Weitere Spots anzeigen' }).click();
  await expect(links.nth(24)).toBeFocused();
  await expect(await links.count()).toBeGreaterThan(24);

  const title = (await links.nth(24).textContent())!.trim();
  await links.nth(24).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await main(page).getByRole('link', { name: 'Zurück zum Profil von bici_fan' }).click();
  await expect(page).toHaveURL(/\/users\/bici_fan$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'bici_fan' })).toBeVisible();
});

test('from the home page and back', async ({ page }) => {
  await page.goto('/');
  const link = main(page).locator('.mv-spot-card a').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/spots\/\d+$/);
  await main(page).getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});
