// mf-partner's routes (issue 12) in the four languages: real content from the API, the layout of
// spec §2, no axe violation (the developers' section included); and the header's "Partners" link,
// there since mf-partner is released.
import { expect, test } from './contract';
import { expectAccessible } from './axe';

const LOCALES = ['de', 'fr', 'it', 'en'] as const;
const DEVELOPERS_TITLE = {
  de: 'Offene Daten und Schnittstellen',
  fr: 'Données ouvertes et interfaces',
  it: 'Dati aperti e interfacce',
  en: 'Open data and integrations',
};
const DIRECTORY_TITLE = { de: 'Partner und Gemeinden', fr: 'Partenaires et communes', it: 'Partner e comuni', en: 'Partners and towns' };

interface OrganisationPage {
  items: { slug: string; type: string; name: string }[];
}

for (const locale of LOCALES) {
  test(`/partner in ${locale}: every organisation of the country as a link to its page, no axe violation`, async ({ page, request }) => {
    const answer = await request.get('/api/organisations?limit=100', { headers: { 'accept-language': locale } });
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as OrganisationPage;
    expect(items.length).toBeGreaterThan(0);

    await page.goto(locale === 'de' ? '/partner' : `/${locale}/partner`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIRECTORY_TITLE[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const cards = page.locator('main .mp-card');
    await expect(cards).toHaveCount(items.length);
    const town = items.find((o) => o.type === 'town')!;
    await expect(page.locator(`main a[href$="/town/${town.slug}"]`)).toHaveCount(1);
    // the developers' section below, with its examples to copy
    const developers = page.getByRole('region', { name: DEVELOPERS_TITLE[locale] });
    await expect(developers.locator('pre code')).toHaveCount(5);
    await expectAccessible(page);
  });
}

test('the header links to /partner, and the page answers in place', async ({ page }) => {
  await page.goto('/spots');
  await page.locator('header.shell-header').getByRole('link', { name: 'Partner', exact: true }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DIRECTORY_TITLE.de);
});
