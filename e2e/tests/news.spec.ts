// News of mf-news (issue 11): the list and an article in the four languages with no axe
// violation, the way from the list to an article and back (to the same place in the list, spec §2),
// and the app's article without header or footer.
import { expect, test } from './contract';
import { expectAccessible } from './axe';

interface NewsPage {
  items: { slug: string; title: string }[];
}
interface NewsArticle {
  title: string;
  lead: string;
  locale: string;
}

const LISTS = { de: 'News', fr: 'Actualités', it: 'Notizie', en: 'News' } as const;

for (const [locale, heading] of Object.entries(LISTS)) {
  test(`news in ${locale}: the list and its newest article, accessible`, async ({ page, request }) => {
    const prefix = locale === 'de' ? '' : `/${locale}`;
    const list = (await (await request.get('/api/news?limit=12', { headers: { 'accept-language': locale } })).json()) as NewsPage;
    expect(list.items.length).toBeGreaterThan(0);
    await page.goto(`${prefix}/news`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.mv-news-grid h2').first()).toBeVisible();
    await expectAccessible(page);

    const slug = list.items[0]!.slug;
    // the article as the page received it (the language the API picked for this page)
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/news/${slug}`);
    await page.locator('.mv-news-grid a').first().click();
    const article = (await (await answer).json()) as NewsArticle;
    await expect(page).toHaveURL(new RegExp(`${prefix}/news/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('.mv-news-lead')).toHaveText(article.lead);
    await expect(page.locator('.mv-news-language-note')).toHaveCount(article.locale === locale ? 0 : 1);
    await expectAccessible(page);
  });
}

for (const locale of ['de', 'fr', 'it', 'en'] as const) {
  test(`the app’s article in ${locale} has no header or footer`, async ({ page, request }) => {
    const prefix = locale === 'de' ? '' : `/${locale}`;
    const list = (await (await request.get('/api/news?limit=1', { headers: { 'accept-language': locale } })).json()) as NewsPage;
    await page.goto(`${prefix}/app/news/${list.items[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await expect(page.locator('header.shell-header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('from a scrolled news list to an article and back: the same place in the list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 }); // a phone: the list is longer than the screen
  await page.goto('/news');
  const cards = page.locator('.mv-news-grid h2 a');
  await expect(cards.last()).toBeVisible();
  const last = (await cards.count()) - 1;
  await cards.nth(last).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const title = (await cards.nth(last).textContent())!.trim();
  await cards.nth(last).click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  // another page starts at its top
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // the list's own link back, then the browser's back button, find the list where it was
  await page.locator('.mv-news-back a').click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards.nth(last)).toContainText(title.slice(0, 20));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
  await cards.nth(last).click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
});
