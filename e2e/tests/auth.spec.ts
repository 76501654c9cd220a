import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// Accounts through the shell against the real server: one person signs up, is onboarded, signs
// out and in again, changes the language, downloads their data and deletes the account.
// Serial: each step builds on the account of the first (sign-ups are rate-limited per IP).
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const person = { email: `e2e${stamp}@example.org`, username: `e2e${stamp}`, password: `Velostation-${stamp}-Basel!` };

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');

async function signInByApi(page: Page): Promise<void> {
  // The same call the form makes; the answer sets the session cookie in this browser context.
  const res = await page.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  expect(res.status()).toBe(200);
}

test('sign up: field errors first, then the account, onboarding on the profile, the name in the header', async ({ page }) => {
  await page.goto('/spots');
  await header(page).getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fspots$/);
  await expectAccessible(page);

  await main(page).getByRole('link', { name: 'Konto erstellen' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Konto erstellen' }).click();
  const email = main(page).getByLabel('E-Mail-Adresse');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
  await expectAccessible(page);

  await email.fill(person.email);
  await main(page).getByLabel('Benutzername').fill(person.username);
  await main(page).getByLabel('Passwort').fill(person.password);
  await main(page)
    .getByRole('checkbox', { name: /Nutzungsbedingungen/ })
    .check();
  await main(page).getByRole('button', { name: 'Konto erstellen' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  const dialog = page.getByRole('dialog'); // named by its step's heading
  await expect(dialog).toHaveAccessibleName(`Willkommen, ${person.username}!`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog).toHaveAccessibleName('Zeig gute und schlechte Orte');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: "Los geht's" }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('link', { name: person.username })).toHaveAttribute('href', '/profile');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
  await expectAccessible(page);

  // the session survives a reload (the cookie), and the intro does not come back
  await page.reload();
  await expect(header(page).getByRole('link', { name: person.username })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('sign out from the header, then sign in with the password and return to the page', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/spots');
  await header(page).getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(main(page).getByText('Du bist jetzt abgemeldet.')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/map');
  await header(page).getByRole('link', { name: 'Anmelden' }).click();
  await main(page).getByLabel('E-Mail-Adresse').fill(person.email);
  await main(page).getByLabel('Passwort').fill('certainly-not-the-password');
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Anmeldung fehlgeschlagen, bitte überprüfe deine Zugangsdaten.');
  // said once: the button keeps its name and takes a new try at once
  await expect(main(page).getByText(/Anmeldung fehlgeschlagen/)).toHaveCount(1);
  await expect(main(page).getByRole('button', { name: 'Anmelden', exact: true })).toHaveAttribute('data-state', 'idle');
  await expectAccessible(page);

  // the typo fixed, Enter in the password field right away (within the former 2 s error state)
  await main(page).getByLabel('Passwort').fill(person.password);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/login', { timeout: 1_500 });
  await main(page).getByLabel('Passwort').press('Enter');
  await sent;
  await expect(page).toHaveURL(/\/map(\?|$)/); // the map adds its view to the query
  await expect(header(page).getByRole('link', { name: person.username })).toBeVisible();
});

test('settings: French and Germany, saved to the account; the whole page switches to French', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/settings');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByLabel('Sprache').selectOption('fr');
  await main(page).getByLabel('Land').selectOption('de');
  await main(page).getByRole('button', { name: 'Einstellungen speichern' }).click();

  await expect(page).toHaveURL(/\/fr\/settings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(main(page).getByText('Vos paramètres ont été enregistrés dans votre compte.')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Se déconnecter' })).toBeVisible();
  const me = await (await page.request.get('/api/_auth/session', { headers: { 'moveable-platform': 'bikeable' } })).json();
  expect([me.user.locale, me.user.country]).toEqual(['fr', 'de']);
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect([cookies.locale, cookies.countryCode]).toEqual(['fr', 'de']);

  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/?$/); // the remembered language
});

test('account deletion page: export the data as a JSON file, then delete the account', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/imprint/deleteaccount');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto löschen' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // bare layout
  await expectAccessible(page);

  const exportSection = page.getByRole('region', { name: 'Deine Daten herunterladen' });
  await exportSection.getByLabel('Dein Passwort').fill(person.password);
  const download = page.waitForEvent('download');
  await exportSection.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^moveable-${person.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = await readFile((await file.path())!, 'utf8');
  expect(data).toContain(person.email);
  await expect(exportSection.getByText('Deine Daten wurden heruntergeladen.')).toBeVisible();

  const deleteSection = page.getByRole('region', { name: 'Konto löschen' });
  await deleteSection.getByRole('radio', { name: 'Löschen' }).check();
  await deleteSection.getByLabel('Dein Passwort zur Bestätigung').fill(person.password);
  await deleteSection.getByRole('button', { name: 'Mein Konto endgültig löschen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto gelöscht' })).toBeVisible();
  await expectAccessible(page);

  const login = await page.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  expect(login.status()).toBe(401);
  expect((await page.request.get(`/api/users/${person.username}`)).status()).toBe(404);
});
