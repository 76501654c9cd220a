// /appredirect (spec §2) and /ipcountry through the shell: a phone goes to its platform's app
// store entry (APP_LINKS of the e2e server), a desktop browser to the home page; the country
// chooser is axe-clean in the four languages and keeps the choice.
import { expect, test } from './contract';
import { expectAccessible } from './axe';
import { E2E_APP_LINKS } from '../app-links';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

for (const [device, userAgent, store] of [
  ['an Android phone', ANDROID, E2E_APP_LINKS.bikeable.android],
  ['an iPhone', IPHONE, E2E_APP_LINKS.bikeable.ios],
] as const) {
  test(`/appredirect sends ${device} to its app store`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    // the store is outside this machine's network: answer for it
    await page.route(`${new URL(store).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Store</h1>' }));
    await page.goto('/appredirect');
    await expect(page).toHaveURL(store);
    await context.close();
  });
}

test('/appredirect sends a desktop browser to the home page', async ({ page }) => {
  await page.goto('/appredirect');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

const TITLE = { de: 'Wähle dein Land', fr: 'Choisissez votre pays', it: 'Scegli il tuo paese', en: 'Choose your country' };
const AUSTRIA = { de: 'Österreich', fr: 'Autriche', it: 'Austria', en: 'Austria' };
const CONTINUE = { de: 'Weiter', fr: 'Continuer', it: 'Continua', en: 'Continue' };

for (const locale of ['de', 'fr', 'it', 'en'] as const) {
  test(`/ipcountry in ${locale}: no axe violation; the choice is kept and the visitor goes back`, async ({ page }) => {
    const prefix = locale === 'de' ? '' : `/${locale}`;
    await page.goto(`${prefix}/spots`);
    await page.getByRole('contentinfo').getByRole('link', { name: /:/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[locale]);
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('radio', { name: AUSTRIA[locale] }).check();
    await page.getByRole('button', { name: CONTINUE[locale] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/spots$`));
    expect((await page.context().cookies()).find((c) => c.name === 'countryCode')?.value).toBe('at');
  });
}
