// A spot's moderation history (issue 13: the audit log "visible per spot") through the shell: a
// moderator reaches it from the spot's page ("Weitere Aktionen" → "Moderationsverlauf"), reads
// who hid the spot and why, opens the changes; the view is axe-clean in the four languages.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

const PASSWORD = 'velo-demo-2026';
const LOCALES = ['de', 'fr', 'it', 'en'] as const;
const TITLE = { de: 'Verlauf von Spot', fr: 'Historique du spot', it: 'Cronologia dello spot', en: 'History of spot' };
const HIDDEN = { de: 'Spot verborgen', fr: 'Spot masqué', it: 'Spot nascosto', en: 'Spot hidden' };
const SHOW_CHANGES = { de: 'Änderungen zeigen', fr: 'Voir les modifications', it: 'Mostra le modifiche', en: 'Show the changes' };

async function token(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** A spot by user@ that the moderator hid and showed again, with a note. */
async function moderatedSpot(page: Page, note: string): Promise<number> {
  const author = { authorization: `Bearer ${await token(page, 'user@bikeable.ch')}` };
  const created = await page.request.post('/api/spots', {
    headers: author,
    data: {
      title: `Verlauf ${Date.now()}`,
      description: 'Ein Spot mit Verlauf.',
      famed: false,
      location: { lat: 47.3769, lng: 8.5417 },
      address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
      categoryIds: [1],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const moderator = { authorization: `Bearer ${await token(page, 'moderator@bikeable.ch')}` };
  expect((await page.request.post(`/api/admin/spots/${id}/hide`, { headers: moderator, data: { note } })).status()).toBe(200);
  expect((await page.request.post(`/api/admin/spots/${id}/restore`, { headers: moderator })).status()).toBe(200);
  return id;
}

test("a moderator opens a spot's history from its page and reads who hid it, why, and what changed", async ({ page }) => {
  const id = await moderatedSpot(page, 'Adresse unklar.');
  // the page's session is the moderator's
  const me = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${await token(page, 'moderator@bikeable.ch')}` } });
  const username = ((await me.json()) as { data: { username: string } }).data.username;
  await page.goto(`/spots/${id}`);
  await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
  await page.getByRole('menuitem', { name: 'Moderationsverlauf' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?view=history&spot=${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Verlauf von Spot ${id}`);
  const hidden = page.getByRole('row', { name: /Spot verborgen/ });
  await expect(hidden).toContainText(username);
  await expect(hidden).toContainText('Adresse unklar.');
  await hidden.getByText('Änderungen zeigen').click();
  await expect(hidden.getByRole('row', { name: /Verborgen/ })).toContainText('nein');
});

for (const locale of LOCALES) {
  test(`a spot's history in ${locale}: no axe violation, changes open by keyboard`, async ({ page }) => {
    const id = await moderatedSpot(page, 'Bitte prüfen.');
    await token(page, 'moderator@bikeable.ch');
    await page.goto(`${locale === 'de' ? '' : `/${locale}`}/admin?view=history&spot=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TITLE[locale]} ${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const hidden = page.getByRole('row', { name: new RegExp(HIDDEN[locale]) });
    await hidden.getByText(SHOW_CHANGES[locale]).focus();
    await page.keyboard.press('Enter');
    await expect(hidden.locator('details')).toHaveAttribute('open', '');
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    await expectAccessible(page);
  });
}
