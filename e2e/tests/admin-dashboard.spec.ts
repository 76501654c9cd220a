// The admin dashboard (issue 13) through the shell: an administrator sees /admin in the four
// languages with the figures, the trend charts, the latest actions and the moderation section, no
// axe violation (the per-day table opened by keyboard too); a signed-in user meets "no access"; an
// anonymous visitor lands on the sign-in page, to come back to /admin.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

const PASSWORD = 'velo-demo-2026';
const LOCALES = ['de', 'fr', 'it', 'en'] as const;
const TITLE = { de: 'Übersicht', fr: 'Aperçu', it: 'Panoramica', en: 'Overview' };
const NEW_SPOTS = { de: 'Neue Spots', fr: 'Nouveaux spots', it: 'Nuovi spot', en: 'New spots' };
const ACTIONS = { de: 'Letzte Aktionen', fr: 'Dernières actions', it: 'Ultime azioni', en: 'Latest actions' };
const MODERATION = { de: 'Moderations-Warteschlange', fr: 'File de modération', it: 'Coda di moderazione', en: 'Moderation queue' };
const TABLE = {
  de: 'Zahlen pro Tag als Tabelle',
  fr: 'Chiffres par jour sous forme de tableau',
  it: 'Cifre giornaliere come tabella',
  en: 'Figures per day as a table',
};

async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

for (const locale of LOCALES) {
  test(`/admin in ${locale} for an administrator: figures, trends, actions, moderation; no axe violation`, async ({ page }) => {
    await signIn(page, 'demo@bikeable.ch');
    await page.goto(`${locale === 'de' ? '' : `/${locale}`}/admin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('.ma-figure__label', { hasText: new RegExp(`^${NEW_SPOTS[locale]}$`) })).toBeVisible();
    await expect(page.locator('main .ma-figure')).toHaveCount(10);
    await expect(page.locator('main .ma-trend svg[role="img"]')).toHaveCount(8);
    await expect(page.getByRole('heading', { level: 2, name: ACTIONS[locale] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: MODERATION[locale] })).toBeVisible();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    // the table by keyboard
    await page.getByText(TABLE[locale]).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main .ma-trends__table tbody tr')).toHaveCount(30);
    await expectAccessible(page);
  });
}

test('the country switch shows the worldwide figures', async ({ page }) => {
  await signIn(page, 'moderator@bikeable.ch');
  await page.goto('/en/admin');
  const world = await page.request.get('/api/admin/dashboard?country=world&days=30', {
    headers: { authorization: `Bearer ${await accessToken(page, 'moderator@bikeable.ch')}` },
  });
  expect(world.status()).toBe(200);
  const spots = ((await world.json()) as { totals: { newSpots: { current: number } } }).totals.newSpots.current;
  await page.getByRole('combobox', { name: 'Country' }).selectOption('world');
  const card = page.locator('.ma-figure', { has: page.locator('.ma-figure__label', { hasText: /^New spots$/ }) });
  await expect(card.locator('.ma-figure__value')).toHaveText(new Intl.NumberFormat('en').format(spots));
});

async function accessToken(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  return (await res.json()).data.access_token as string;
}

test('a signed-in user sees no access', async ({ page }) => {
  await signIn(page, 'user@bikeable.ch');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kein Zugang');
  await expect(page.locator('.ma-figure')).toHaveCount(0);
  await expectAccessible(page);
});

test('an anonymous visitor lands on the sign-in page, to come back to /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test('<moveable-admin-figures> shows signed-in staff the totals of its country, in its language', async ({ page }) => {
  const token = await accessToken(page, 'moderator@bikeable.ch');
  const de = await page.request.get('/api/admin/dashboard?country=de&days=30', { headers: { authorization: `Bearer ${token}` } });
  const comments = ((await de.json()) as { totals: { comments: { current: number } } }).totals.comments.current;
  await signIn(page, 'moderator@bikeable.ch');
  await page.goto('/en/about');
  // The shell draws <main> once its texts are in, which may be after the load event.
  await expect(page.locator('main')).toBeVisible();
  await page.evaluate(async () => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<moveable-admin-figures lang="it" country="de"></moveable-admin-figures>');
    await import(/* @vite-ignore */ '@moveable/mf-admin/element' as string);
  });
  const element = page.locator('moveable-admin-figures');
  await expect(element.getByRole('heading', { level: 2 })).toHaveText('Cifre degli ultimi 30 giorni');
  await expect(element.locator('.ma-figure')).toHaveCount(10);
  const card = element.locator('.ma-figure', { has: page.locator('.ma-figure__label', { hasText: /^Commenti$/ }) });
  await expect(card.locator('.ma-figure__value')).toHaveText(new Intl.NumberFormat('it').format(comments));
  await expectAccessible(page);
});
