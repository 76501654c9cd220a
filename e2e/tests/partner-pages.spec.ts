// An organisation's page (issue 12): /town/{name} and /partners/{name} in the four languages with
// the API's content, the "partner" layout (header, page, footer), the charts drawn and the map of the
// area, no axe violation; a town under /partners/ lands on /town/ (the entry replaced), and an
// unknown name shows the 404 screen.
import { expect, test } from './contract';
import { expectAccessible } from './axe';

const LOCALES = ['de', 'fr', 'it', 'en'] as const;
const SPOTS_TITLE = { de: 'Spots im Gebiet', fr: 'Spots de la région', it: 'Spot nella zona', en: 'Spots in the area' };
const ANSWERS_TITLE = { de: 'Offizielle Antworten', fr: 'Réponses officielles', it: 'Risposte ufficiali', en: 'Official answers' };
const FIGURES_TITLE = { de: 'Zahlen', fr: 'Chiffres', it: 'Cifre', en: 'Figures' };
// the demo data's town (with official answers and news) and partner (with neither)
const PAGES = [
  { path: '/town', slug: 'zuerich', news: true },
  { path: '/partners', slug: 'pro-velo-bern', news: false },
] as const;

interface Organisation {
  name: string;
  description: string | null;
  locale: string | null;
}

for (const { path, slug, news } of PAGES) {
  for (const locale of LOCALES) {
    test(`${path}/${slug} in ${locale}: profile, spots, answers, charts${news ? ', news' : ''}, no axe violation`, async ({ page, request }) => {
      const answer = await request.get(`/api/organisations/${slug}`, { headers: { 'accept-language': locale } });
      expect(answer.status()).toBe(200);
      const organisation = (await answer.json()) as Organisation;

      await page.goto(`${locale === 'de' ? '' : `/${locale}`}${path}/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(organisation.name);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(organisation.name));
      if (organisation.description) {
        await expect(page.locator('main .mp-profile .mp-lead')).toHaveAttribute('lang', organisation.locale!);
      }
      // the partner layout: the site's header and footer around the page
      await expect(page.locator('header.shell-header')).toBeVisible();
      await expect(page.locator('footer.shell-footer')).toBeVisible();

      await expect(page.getByRole('heading', { level: 2, name: SPOTS_TITLE[locale] })).toBeVisible();
      await expect(page.locator('main .mp-spot-grid a[href*="/spots/"]').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: ANSWERS_TITLE[locale] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: FIGURES_TITLE[locale] })).toBeVisible();
      await expect(page.locator('main .mp-chart svg[role="img"]')).toHaveCount(2);
      await expect(page.locator('main .mp-chart__bar').first()).toBeVisible();
      await expect(page.locator('main a[href*="/news/"]')).toHaveCount(news ? await newsCount(request, slug) : 0);
      await page.locator('main .mp-area-map').scrollIntoViewIfNeeded();
      await expect(page.locator('main moveable-map')).toHaveCount(1);
      await expect(page.locator('[data-page-loading]')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
}

async function newsCount(request: import('@playwright/test').APIRequestContext, slug: string): Promise<number> {
  const answer = await request.get(`/api/news?organisation=${slug}&limit=3`);
  return ((await answer.json()) as { items: unknown[] }).items.length;
}

test('a town under /partners/ lands on its /town/ page, and back leaves it', async ({ page }) => {
  await page.goto('/news');
  await page.goto('/partners/zuerich');
  await expect(page).toHaveURL(/\/town\/zuerich$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
});

test('the charts’ numbers as tables, opened by keyboard, no axe violation', async ({ page }) => {
  await page.goto('/en/town/zuerich');
  const disclosures = page.locator('main .mp-chart summary');
  await expect(disclosures).toHaveCount(2);
  for (const summary of await disclosures.all()) {
    await summary.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('table', { name: 'Spots by state' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'New spots per month, last 24 months' }).getByRole('row')).toHaveCount(25);
  await expectAccessible(page);
});

test('an unknown name shows the 404 screen', async ({ page }) => {
  await page.goto('/town/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expectAccessible(page);
});
