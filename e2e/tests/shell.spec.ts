import { expect, test } from './contract';
import { expectAccessible } from './axe';

test('French under /fr: language, texts and links follow the prefix', async ({ page }) => {
  await page.goto('/fr/spots');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carte' })).toHaveAttribute('href', '/fr/map');
  await expect(page.locator('.mv-spot-card a').first()).toHaveAttribute('href', /^\/fr\/spots\/\d+$/);
  await expectAccessible(page);
});

test('switching language keeps the page and is remembered for the root path', async ({ page }) => {
  await page.goto('/spots');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('.shell-languages a[lang="it"]').click();
  await expect(page).toHaveURL(/\/it\/spots$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.goto('/');
  await expect(page).toHaveURL(/\/it\/?$/);
});

test('after choosing French, an unprefixed deep link opens in French with its query and hash', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
  await page.goto('/spots?famed=false#main');
  await expect(page).toHaveURL(/\/fr\/spots\?famed=false#main$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await expect(page.locator('.mv-spot-card--fame')).toHaveCount(0);
  // back to German with the switch: the unprefixed address stays German from now on
  await page.locator('.shell-languages a[lang="de"]').click();
  await expect(page).toHaveURL(/\/spots\?famed=false$/);
  await page.goto('/map');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/map');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an embed keeps the language of its address whatever was chosen', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'it', url: baseURL! }]);
  await page.goto('/embed/spots/zuerich');
  await expect(page).toHaveURL(/\/embed\/spots\/zuerich$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown route shows the 404 screen with the path', async ({ page }) => {
  await page.goto('/no/such/page');
  const alert = page.locator('.ms-error-screen');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('404');
  await expect(alert).toContainText('/no/such/page');
  await expectAccessible(page);
});

test('one React instance for the shell and two micro-frontends', async ({ page }) => {
  await page.goto('/spots');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Karte' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.filter((n) => /\/mf-spots\//.test(n)).length).toBeGreaterThan(0);
  expect(scripts.filter((n) => /\/mf-map\//.test(n)).length).toBeGreaterThan(0);
  const chunk = (name: string) => scripts.filter((n) => new RegExp(`/vendor/chunks/${name}-[\\w-]{8}\\.js$`).test(n));
  expect(chunk('react')).toHaveLength(1);
  expect(chunk('react-dom')).toHaveLength(1);
});

test('the platform comes from the query and themes the page', async ({ page }) => {
  await page.goto('/spots?platform=walkable');
  await expect(page.locator('body')).toHaveClass(/theme-walkable/);
  await expect(page).toHaveTitle(/· walkable$/);
  await page.getByRole('link', { name: 'Karte' }).click();
  await expect(page.locator('body')).toHaveClass(/theme-walkable/);
});

test('the scroll position comes back on return from a spot to the list', async ({ page }) => {
  await page.goto('/spots');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  const card = page.locator('.mv-spot-card').nth(16);
  await card.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(300);
  await card.locator('a').first().click();
  await expect(page).toHaveURL(/\/spots\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
});
