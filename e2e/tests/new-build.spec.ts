// A release while a page is open (spec §7, §9): the page asks for builds/latest.json about a
// second after it starts and whenever the tab is visible again. Here the test answers that file
// itself (page.route), so the release is a changed id and nothing on the real site changes.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

async function serveLatestBuild(page: Page) {
  const build = { id: '20261127T010000Z-aaaaaaaa', asked: 0 };
  await page.route('**/builds/latest.json', async (route) => {
    build.asked++;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-cache' },
      body: JSON.stringify({ id: build.id, time: '2026-11-27T01:00:00.000Z' }),
    });
  });
  return build;
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name, exact: true });

/** Set on the page's window: gone after a full page load, kept by an in-app route change. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true).catch(() => 'loading');

test('a new build: a polite toast offers a reload, and the next route change loads the page in full', async ({ page }) => {
  const build = await serveLatestBuild(page);
  await page.goto('/spots');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await expect.poll(() => build.asked).toBeGreaterThanOrEqual(1);

  // The same build: a route change stays in the page.
  await markDocument(page);
  await nav(page, 'Karte').click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(0);

  // A release; the reader comes back to the tab.
  build.id = '20261127T020000Z-bbbbbbbb';
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const toast = page.getByRole('status').filter({ hasText: 'Eine neue Version ist da.' });
  const reload = toast.getByRole('button', { name: 'Neu laden' });
  await expect(reload).toBeVisible();
  await expectAccessible(page);
  // Reachable with the keyboard.
  await reload.focus();
  await expect(reload).toBeFocused();

  // Not taken: the next route change loads the new address in full.
  await nav(page, 'Spots').click();
  await expect(page).toHaveURL(/\/spots$/);
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await expect.poll(() => sameDocument(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Neu laden' })).toHaveCount(0);
});

test('taking the offer reloads the page', async ({ page }) => {
  const build = await serveLatestBuild(page);
  await page.goto('/map');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => build.asked).toBeGreaterThanOrEqual(1);
  await markDocument(page);
  build.id = '20261127T030000Z-cccccccc';
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const reload = page.getByRole('button', { name: 'Neu laden' });
  await reload.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => sameDocument(page)).toBe(false);
  await expect(page).toHaveURL(/\/map(\?|$)/);
  await expect(page.locator('.leaflet-container')).toBeVisible();
});
