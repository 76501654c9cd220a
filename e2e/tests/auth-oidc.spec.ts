// Signing in with an external provider (spec §4, §9; issue: "signs in through the local OIDC
// provider in the popup"): the login page's provider button opens a 960×600 popup at the real
// OpenID Connect provider that global-setup.ts started, the person signs in there by keyboard,
// the popup comes back through our callback to /close, which closes it, and the page that opened
// it shows the person signed in.
import { expect, test } from './contract';
import { DEMO_ACCOUNT } from '../../tools/dev-oidc-provider.mjs';
import { E2E_OIDC } from '../oidc';

test('log in with the provider in the popup: the popup closes itself and the page is signed in', async ({ page }) => {
  await page.goto('/login?redirect=/spots');
  const button = page.getByRole('button', { name: `Mit ${E2E_OIDC.name} anmelden` });
  await expect(button).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  const visited: string[] = [];
  popup.on('framenavigated', (frame) => {
    if (frame === popup.mainFrame()) visited.push(frame.url());
  });
  const closed = popup.waitForEvent('close', { timeout: 20_000 });

  // The provider's own login page, in a window of the size spec §9 asks for.
  await expect(popup).toHaveURL(new RegExp(`^${process.env.E2E_OIDC_ISSUER}/interaction/`));
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('moveable dev sign-in');
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([960, 600]);

  // By keyboard only: the first field has the focus.
  await expect(popup.getByLabel('Username or e-mail')).toBeFocused();
  await popup.keyboard.type(DEMO_ACCOUNT.login);
  await popup.keyboard.press('Tab');
  await expect(popup.getByLabel('Password')).toBeFocused();
  await popup.keyboard.type(DEMO_ACCOUNT.password);
  await popup.keyboard.press('Enter');

  await closed;
  expect(visited.some((url) => new URL(url).pathname === '/close')).toBe(true);

  // The opener heard the popup and loaded the session: the header names the new account.
  const account = page.getByRole('navigation', { name: 'Dein Konto' });
  await expect(account.getByRole('link', { name: DEMO_ACCOUNT.preferredUsername })).toBeVisible();
  const session = await (await page.request.get('/api/_auth/session', { headers: { 'moveable-platform': 'bikeable' } })).json();
  expect(session.user).toMatchObject({ username: DEMO_ACCOUNT.preferredUsername, email: DEMO_ACCOUNT.email });
});

test('a cancelled sign-in leaves the page signed out and says why in the popup', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Mit ${E2E_OIDC.name} anmelden` }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup).toHaveURL(/\/login\?error=access_denied$/);
  await popup.close();
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  expect(await (await page.request.get('/api/_auth/session', { headers: { 'moveable-platform': 'bikeable' } })).json()).toEqual({});
});
