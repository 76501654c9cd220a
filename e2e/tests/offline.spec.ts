// Offline reading (issue 14) in Chromium with the network cut: the service worker (shell/sw/sw.js)
// keeps the pages visited, so the list and a spot seen before open without a network; back
// online, pages come from the network again.
import { expect, test } from './contract';

test.use({ serviceWorkers: 'allow' });

test('pages visited open offline: the list, and a spot opened from it', async ({ page, context }) => {
  await page.goto('/spots');
  // The worker registers after the first view and takes the page over; the next load goes through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await page.reload();
  const card = page.locator('main a[href^="/spots/"]').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toBeEmpty();
  const spotTitle = (await title.textContent())!;
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  try {
    await page.goto('/spots');
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    // A page never loaded as a whole opens as the last page kept, showing the route it asks for.
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spotTitle);
  } finally {
    await context.setOffline(false);
  }
  // Online again: the network answers first.
  const online = await page.goto('/spots');
  expect(online?.status()).toBe(200);
});

test('the worker is served from the site root, never cached for long', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  expect(res.headers()['cache-control']).toBe('no-cache');
});
