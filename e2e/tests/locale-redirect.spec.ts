// Spec §2, §4: the server sends a first visit to the person's language before any script loads,
// so the page loads once (the shell's own redirect stays as the fallback for static hosting and
// must not fire again); the header's language switch remembers the choice in the locale cookie.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { DEMO_PASSWORD, signInAs } from './sign-in';

/** Page documents answered with 200 and loads of the shell's module, from now on. */
function countLoads(page: Page): { documents: string[]; shellLoads: () => number } {
  const documents: string[] = [];
  let shell = 0;
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'document' && response.status() === 200) documents.push(new URL(response.url()).pathname);
    if (/\/shell\/root-config-[\w-]+\.js$/.test(new URL(response.url()).pathname)) shell += 1;
  });
  return { documents, shellLoads: () => shell };
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-CH' });

  test('visiting / gets the French page from the server, loaded once', async ({ page }) => {
    const loads = countLoads(page);
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loads.documents).toEqual(['/fr']);
    expect(loads.shellLoads()).toBe(1);
  });
});

test('with Italian chosen, an unprefixed deep link is redirected by the server, query kept, loaded once', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'it', url: baseURL! }]);
  const loads = countLoads(page);
  await page.goto('/spots?famed=false');
  await expect(page).toHaveURL(/\/it\/spots\?famed=false$/);
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loads.documents).toEqual(['/it/spots']);
  expect(loads.shellLoads()).toBe(1);
});

test('the language switch writes the locale cookie itself, before the next page is asked for', async ({ page, context }) => {
  await page.goto('/spots');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  const next = page.waitForRequest((request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/fr/spots');
  await page.locator('.shell-languages a[lang="fr"]').click();
  // The request for the French page already carries the choice: the switch wrote it, not the server.
  expect(await (await next).headerValue('cookie')).toMatch(/(^|; )locale=fr(;|$)/);
  await expect(page).toHaveURL(/\/fr\/spots$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('a shared link in French remembers French for the next visit of /', async ({ page, context }) => {
  await page.goto('/fr/map');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
});

test('signed in, the switch saves the account’s language too, even as the page is left for the next', async ({ page, request }) => {
  const email = 'pendler@bikeable.ch';
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const accountLocale = async () => ((await (await request.get('/api/users/me', { headers })).json()) as { data: { locale: string } }).data.locale;
  await request.post('/api/users/current/locale', { headers, form: { locale: 'de' } });
  try {
    await signInAs(page, email, '/spots');
    await expect(page.locator('.shell-account__profile')).toBeVisible();
    await page.locator('.shell-languages a[lang="it"]').click();
    await expect(page).toHaveURL(/\/it\/spots$/);
    // The save left with the old page (keepalive); its answer may come after the new page.
    await expect.poll(accountLocale).toBe('it');
  } finally {
    await request.post('/api/users/current/locale', { headers, form: { locale: 'de' } });
  }
});
