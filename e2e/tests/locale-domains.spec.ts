// Locales bound to domains (spec §2) in Chromium: the e2e server binds bikeable.localhost to de and
// fr.bikeable.localhost to fr (e2e/global-setup.ts; *.localhost is mapped to this machine). The French host
// is French without a prefix, its language switch names German on the German host, its links stay
// French and unprefixed, English keeps its prefix.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.mjs';

// Debian's Chromium asks DNS for *.localhost: these names are this machine.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] } });

const port = () => new URL(process.env.E2E_BASE_URL!).port;
const french = () => `http://fr.bikeable.localhost:${port()}`;
const german = () => `http://bikeable.localhost:${port()}`;
const switcher = (page: Page, name: string) => page.getByRole('navigation', { name });

test('the French host: French without a prefix, German on its host, links that stay French', async ({ page }) => {
  await page.goto(`${french()}/spots`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  const languages = switcher(page, 'Langue');
  await expect(languages.getByRole('link', { name: 'FR' })).toHaveAttribute('href', '/spots');
  await expect(languages.getByRole('link', { name: 'FR' })).toHaveAttribute('aria-current', 'true');
  await expect(languages.getByRole('link', { name: 'DE' })).toHaveAttribute('href', `${german()}/spots`);
  await expect(languages.getByRole('link', { name: 'EN' })).toHaveAttribute('href', '/en/spots');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', `${german()}/spots`);
  await expectAccessible(page);

  // a link of the page opens the next one without a reload, in French and without a prefix
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Carte' }).click();
  await expect(page).toHaveURL(`${french()}/map`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // English keeps its prefix here; German's prefix leads to the German host
  await page.goto(`${french()}/en/spots`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(switcher(page, 'Language').getByRole('link', { name: 'FR' })).toHaveAttribute('href', '/spots');
  await page.goto(`${french()}/de/spots`);
  await expect(page).toHaveURL(`${german()}/spots`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(switcher(page, 'Sprache').getByRole('link', { name: 'FR' })).toHaveAttribute('href', `${french()}/spots`);
});
