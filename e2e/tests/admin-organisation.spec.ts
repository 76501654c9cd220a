// The organisation admin pages (issue 13) through the shell against the real server: an admin
// creates a town in the UI, gives it an area, invites a member by e-mail; the test reads the link
// from the mail the server sent over SMTP, the member opens it, creates the account and answers a
// spot of the area officially. Then both admin routes in de, fr, it and en with no axe violation.
// The area is chosen in the page's area editor: Zürich's regions, so the town answers for Zürich's
// spots.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';
import { waitForMail } from '../mail-catcher';

const LOCALES = ['de', 'fr', 'it', 'en'] as const;
const prefix = (locale: string) => (locale === 'de' ? '' : `/${locale}`);
const ADMIN = { email: 'demo@bikeable.ch', password: 'velo-demo-2026' };
const H1 = {
  create: { de: 'Neue Organisation', fr: 'Nouvelle organisation', it: 'Nuova organizzazione', en: 'New organisation' },
  edit: {
    de: 'Organisation: Stadt Zürich',
    fr: 'Organisation : Ville de Zurich',
    it: 'Organizzazione: Città di Zurigo',
    en: 'Organisation: City of Zurich',
  },
};

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (e2e/global-setup.ts)');
  return dir;
};

/** Signs the browser context in (the answer sets the session cookie) and returns a bearer token for API calls. */
async function signIn(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

const main = (page: Page) => page.getByRole('main');

test('an admin creates a town and invites a member by e-mail, who accepts and answers a spot of its area officially', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const slug = `e2e-gemeinde-${stamp}`;
  const name = `E2E Gemeinde ${stamp}`;
  const memberEmail = `e2e-member-${stamp}@example.org`;
  const token = await signIn(page.request, ADMIN);

  await page.goto('/admin/organization/create');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Neue Organisation' })).toBeVisible();
  await main(page).getByLabel('Name', { exact: true }).fill(name);
  await main(page).getByLabel('Kurzname in der Adresse').fill(slug);
  await main(page).getByLabel('Beschreibung auf Deutsch').fill('Eine Gemeinde aus dem Test.');
  await main(page).getByLabel('Website').fill('https://e2e.example.org');
  await main(page).getByRole('button', { name: 'Organisation anlegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/organization/bikeable/${slug}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: `Organisation: ${name}` })).toBeVisible();

  // The area, in the area editor: Zürich's regions, found by the search field and ticked.
  const headers = { authorization: `Bearer ${token}`, 'moveable-platform': 'bikeable' };
  const zuerich = (await (await page.request.get('/api/organisations/zuerich', { headers })).json()) as { regionIds: number[] };
  expect(zuerich.regionIds.length).toBeGreaterThan(0);
  const editor = main(page).getByRole('region', { name: 'Gebiet' });
  await expect(editor.getByRole('radio', { name: 'Regionen der Plattform' })).toBeChecked();
  for (const id of zuerich.regionIds) {
    const region = (await (await page.request.get(`/api/regions/${id}`, { headers })).json()) as { name: string };
    await editor.getByLabel('Regionen suchen').fill(region.name);
    await editor.getByRole('checkbox', { name: region.name, exact: true }).check();
  }
  await editor.getByRole('button', { name: 'Gebiet speichern' }).click();
  await expect(editor.getByText('Das Gebiet ist gespeichert.')).toBeVisible();
  const saved = (await (await page.request.get(`/api/organisations/${slug}`, { headers })).json()) as { regionIds: number[] };
  expect([...saved.regionIds].sort()).toEqual([...zuerich.regionIds].sort());
  const spots = (await (await page.request.get(`/api/spots?regionId=${zuerich.regionIds[0]}&limit=1`, { headers })).json()) as {
    items: { id: number; title: string }[];
  };
  const spot = spots.items[0]!;

  // Invite by e-mail in the page.
  const invite = main(page).getByRole('region', { name: 'Per E-Mail einladen' });
  await invite.getByLabel('E-Mail-Adresse').fill(memberEmail);
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite.getByText(`Einladung an ${memberEmail} gesendet.`)).toBeVisible();
  await expect(invite.getByRole('list', { name: 'Offene Einladungen' }).getByText(memberEmail, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The member reads the mail and follows its link in a browser of their own.
  const mail = await waitForMail(mailDir(), memberEmail, (m) => /mode=invite/.test(m.text));
  expect(mail.subject).toContain(name);
  const link = /https?:\/\/\S*mode=invite\S*/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const memberContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-CH' });
  const member = await memberContext.newPage();
  await member.goto(link!);
  await main(member).getByLabel('Benutzername').fill(`e2e_member_${stamp}`);
  await main(member).getByLabel('Passwort').fill(`Gemeinde-${stamp}-Velo!`);
  await main(member)
    .getByRole('checkbox', { name: /Nutzungsbedingungen/ })
    .check();
  await main(member).getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(member).toHaveURL(/\/profile$/);
  const dialog = member.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: "Los geht's" }).click();
  await expect(dialog).toBeHidden();

  // Gone from the pending invitations, present among the members.
  await page.reload();
  await expect(main(page).getByRole('region', { name: 'Mitglieder' }).getByRole('cell', { name: memberEmail })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Per E-Mail einladen' }).getByText('Keine offenen Einladungen.')).toBeVisible();

  // The member answers a spot of the town's area officially.
  await member.goto(`/spots/${spot.id}`);
  const form = main(member).getByRole('region', { name: 'Offiziell antworten' });
  await expect(form.getByText(`Antwort als ${name}`)).toBeVisible();
  await form.getByLabel('Status').selectOption({ label: 'In Arbeit' });
  const answerText = `Wir prüfen das (${stamp}).`;
  await form.getByLabel('Antwort', { exact: true }).fill(answerText);
  await form.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
  // the published answer (the form's field may still hold the text a moment)
  await expect(main(member).locator('.mv-official-answer__text', { hasText: answerText })).toBeVisible();
  const stored = (await (await member.request.get(`/api/organisations/${slug}/official-answers`)).json()) as {
    items: { text: string; status: string; spot: { id: number } }[];
  };
  expect(stored.items[0]).toMatchObject({ text: answerText, status: 'in_progress', spot: { id: spot.id } });
  await memberContext.close();
});

for (const locale of LOCALES) {
  test(`the organisation admin routes in ${locale}: no axe violation`, async ({ page }) => {
    await signIn(page.request, ADMIN);
    await page.goto(`${prefix(locale)}/admin/organization/create`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(main(page).getByRole('heading', { level: 1, name: H1.create[locale] })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${prefix(locale)}/admin/organization/bikeable/zuerich`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(H1.edit[locale]);
    await expect(main(page).getByRole('table')).toBeVisible();
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    await expectAccessible(page);
  });
}
