// The content pages of mf-news (issue 11): every route in the four languages shows the API's page
// for it, title as the h1 and its body, in the layout of spec §2, with no axe violation; and the
// sign-up form's terms and privacy links open the real pages.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

type Layout = 'default' | 'bare' | 'no-header-footer';

const ROUTES: readonly { path: string; page: string; layout: Layout }[] = [
  { path: '/about', page: 'about', layout: 'default' },
  { path: '/guidelines', page: 'guidelines', layout: 'default' },
  { path: '/imprint', page: 'imprint', layout: 'default' },
  { path: '/imprint/privacy', page: 'privacy', layout: 'no-header-footer' },
  { path: '/imprint/terms', page: 'terms', layout: 'default' },
  { path: '/imprint/privacykeycloak', page: 'privacykeycloak', layout: 'bare' },
  { path: '/imprint/termskeycloak', page: 'termskeycloak', layout: 'bare' },
  { path: '/app/about', page: 'app-about', layout: 'no-header-footer' },
  { path: '/app/privacy', page: 'app-privacy', layout: 'no-header-footer' },
  { path: '/app/terms', page: 'app-terms', layout: 'default' },
];
const LOCALES = ['de', 'fr', 'it', 'en'] as const;

interface ContentPage {
  locale: string;
  title: string;
  bodyHtml: string;
}

/** The first heading of the body, as text: a piece of the page only that page has. */
function firstHeading(bodyHtml: string): string {
  const match = /<h2[^>]*>(.*?)<\/h2>/s.exec(bodyHtml);
  expect(match, 'a content page body starts with h2 sections').not.toBeNull();
  return match![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
}

async function expectLayout(page: Page, layout: Layout): Promise<void> {
  const banner = page.locator('header.shell-header');
  const footer = page.locator('footer');
  const brand = page.locator('.shell-bare-brand');
  if (layout === 'default') {
    await expect(banner).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(brand).toHaveCount(0);
  } else {
    await expect(banner).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(brand).toHaveCount(layout === 'bare' ? 1 : 0);
  }
}

for (const locale of LOCALES) {
  test(`content pages in ${locale}: h1, body, layout and no axe violation`, async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const route of ROUTES) {
      const answer = await request.get(`/api/content/${route.page}?lang=${locale}`);
      expect(answer.status()).toBe(200);
      const content = (await answer.json()) as ContentPage;
      expect(content.locale).toBe(locale);

      await page.goto(locale === 'de' ? route.path : `/${locale}${route.path}`);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(content.title);
      await expect(page.locator('.mv-news-body h2').first()).toHaveText(firstHeading(content.bodyHtml));
      await expect(page.locator('.mv-news-language-note')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(`^${content.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
      await expectLayout(page, route.layout);
      await expectAccessible(page);
    }
  });
}

test('sign-up: the terms and privacy links open the real pages', async ({ page, context }) => {
  await page.goto('/login?mode=signup');
  for (const [name, path] of [
    [/Nutzungsbedingungen/i, '/imprint/terms'],
    [/Datenschutz/i, '/imprint/privacy'],
  ] as const) {
    const link = page.locator('form').getByRole('link', { name });
    await expect(link).toHaveAttribute('href', path);
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(path);
    await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(opened.locator('.ms-error-screen')).toHaveCount(0);
    await expect(opened.locator('.mv-news-body h2').first()).toBeVisible();
    await opened.close();
  }
});
