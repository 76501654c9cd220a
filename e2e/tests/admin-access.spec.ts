// Who gets into the admin pages (issue 13), in Chromium against the real server: an anonymous
// visitor of any admin route is sent to sign-in and brought back afterwards; a signed-in person
// without the role meets a clear "no access" screen (no axe violation) while the API answers 403;
// staff find "Verwaltung" in the account menu.
import { expect, test } from './contract';
import { expectAccessible } from './axe';
import { signInAs } from './sign-in';

const ROUTES = ['/admin', '/admin/emails', '/admin/organization/create', '/admin/organization/bikeable/zuerich'] as const;

for (const route of ROUTES) {
  test(`${route}: an anonymous visitor is sent to sign-in, to come back`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(route)}`);
    await expect(page.getByRole('main').getByLabel('E-Mail-Adresse')).toBeVisible();
  });
}

test('a signed-in user without a role sees "no access" on every admin route; the API says 403', async ({ page }) => {
  await signInAs(page, 'user@bikeable.ch', '/admin');
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugang' })).toBeVisible();
  }
  await expectAccessible(page);
  // the page's own session (the cookie jar is the browser's): the user's access token
  const session = (await (await page.request.get('/api/_auth/session', { headers: { 'moveable-platform': 'bikeable' } })).json()) as {
    jwt?: { accessToken?: string };
  };
  const token = session.jwt?.accessToken ?? '';
  expect(token).not.toBe('');
  const audit = await page.request.get('/api/admin/audit', { headers: { authorization: `Bearer ${token}`, 'moveable-platform': 'bikeable' } });
  expect(audit.status()).toBe(403);
});

test('a moderator finds "Verwaltung" in the account menu, leading to the dashboard', async ({ page }) => {
  await signInAs(page, 'moderator@bikeable.ch', '/spots');
  const link = page.getByRole('navigation', { name: 'Dein Konto' }).getByRole('link', { name: 'Verwaltung' });
  await expect(link).toHaveAttribute('href', '/admin');
});

test('an organisation\'s admin finds their organisation behind "Verwaltung"', async ({ page }) => {
  await signInAs(page, 'zuerich@bikeable.ch', '/spots');
  const link = page.getByRole('navigation', { name: 'Dein Konto' }).getByRole('link', { name: 'Verwaltung' });
  await expect(link).toHaveAttribute('href', '/admin/organization/bikeable/zuerich');
});
