// The signed-in person's pages against the real API, with one account from start to end:
// profile and onboarding, picture, public profile, settings, then export and deletion.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPageContext, getSession, signIn } from '@moveable/shared';
import { createAccount, renderAt, resetBrowser, testApi } from '../test/render-route.tsx';
import { countRequests } from '../test/cookie-jar.ts';

const TIMEOUT = { timeout: 10_000 };
let person: Awaited<ReturnType<typeof createAccount>>;
const me = async () => (await testApi().get('/users/me')).data;

beforeAll(async () => {
  resetBrowser();
  person = await createAccount('acct');
});
afterEach(resetBrowser);

describe('/profile', () => {
  it('signed out: goes to sign-in, which brings the person back', async () => {
    renderAt('/profile');
    await waitFor(() => expect(`${location.pathname}${location.search}`).toBe('/login?redirect=%2Fprofile'), TIMEOUT);
  });

  it('after the first sign-in: a three-step intro as a dialog; skipping ends it for good', async () => {
    const user = userEvent.setup();
    await signIn(person.email, person.password);
    renderAt('/profile');
    const dialog = await screen.findByRole('dialog', { name: `Willkommen, ${person.username}!` }, TIMEOUT);
    expect(within(dialog).getByText('Schritt 1 von 3')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { level: 2 }));
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(within(dialog).getByRole('heading', { name: 'Zeig gute und schlechte Orte' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    expect(within(dialog).getByText('Schritt 1 von 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Überspringen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(getSession().showOnboarding).toBe(false), TIMEOUT);
    expect((await me()).firstLogin).not.toBeNull();
  });

  it('saves bio and notification choice, says so, and the public profile shows the bio', async () => {
    const user = userEvent.setup();
    await signIn(person.email, person.password);
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Profil' }, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull(); // onboarding is over
    const bio = screen.getByLabelText('Über dich');
    await user.clear(bio);
    await user.type(bio, 'Fahre täglich durch Bern.');
    await user.click(screen.getByRole('checkbox', { name: /Schick mir eine E-Mail/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dein Profil wurde gespeichert.', {}, TIMEOUT)).toBeTruthy();
    const saved = await me();
    expect(saved.bio).toBe('Fahre täglich durch Bern.');
    expect(saved.emailNotifications).toBe(!person.user.emailNotifications);
  });

  it('uploads a profile picture; refuses a wrong type before sending', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ applyAccept: false });
    await signIn(person.email, person.password);
    renderAt('/profile');
    const input = await screen.findByLabelText('Neues Bild wählen', {}, TIMEOUT);
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Bitte wähle ein Bild im Format JPEG, PNG oder WebP.')).toBeTruthy();
    // a 1×1 PNG
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
      c.charCodeAt(0),
    );
    await user.upload(input, new File([png], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Dein neues Profilbild wurde gespeichert.', {}, TIMEOUT)).toBeTruthy();
    expect(getSession().user?.avatarUrl).toBeTruthy();
  });
});

describe('/users/{nameOrOldId}', () => {
  it('shows the public profile', async () => {
    renderAt(`/users/${person.username}`);
    expect(await screen.findByRole('heading', { level: 1, name: person.username }, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('Fahre täglich durch Bern.')).toBeTruthy();
    expect(screen.getByText('0 Spots erfasst')).toBeTruthy();
    const spots = screen.getByRole('region', { name: `Spots von ${person.username}` });
    expect(within(spots).getByText('Noch keine Spots erfasst.')).toBeTruthy();
    expect(within(spots).queryByRole('list')).toBeNull();
    expect(screen.queryByText(person.email)).toBeNull();
  });

  it("counts a demo author's spots", async () => {
    renderAt('/users/bici_fan');
    expect(await screen.findByRole('heading', { level: 1, name: 'bici_fan' }, TIMEOUT)).toBeTruthy();
    const count = screen.getByText(/^\d+ Spots? erfasst$/);
    expect(Number.parseInt(count.textContent ?? '', 10)).toBeGreaterThan(0);
  });

  it('an unknown person is a 404', async () => {
    renderAt('/users/nobody-like-this-here');
    expect(await screen.findByText('Seite nicht gefunden: /users/nobody-like-this-here', {}, TIMEOUT)).toBeTruthy();
  });
});

describe('/settings', () => {
  it('signed out: language and country kept on this device only', async () => {
    const user = userEvent.setup();
    renderAt('/settings');
    await user.selectOptions(screen.getByLabelText('Land'), 'at');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Deine Einstellungen wurden auf diesem Gerät gespeichert.')).toBeTruthy();
    expect(document.cookie).toContain('countryCode=at');
    expect(getPageContext().country).toBe('at');
    expect(countRequests('POST', '/api/users/current/country')).toBe(0);
  });

  it('signed in: saved to the account (form bodies), cookies set, and the page moves to the new language', async () => {
    const user = userEvent.setup();
    await signIn(person.email, person.password);
    renderAt('/settings');
    const language = screen.getByLabelText('Sprache');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Deutsch', 'Français', 'Italiano', 'English']);
    expect(within(screen.getByLabelText('Land')).getByRole('option', { name: 'Deutschland' })).toBeTruthy();
    await user.selectOptions(language, 'fr');
    await user.selectOptions(screen.getByLabelText('Land'), 'de');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(location.pathname).toBe('/fr/settings'), TIMEOUT);
    expect(await screen.findByText('Vos paramètres ont été enregistrés dans votre compte.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeTruthy();
    expect(document.cookie).toContain('locale=fr');
    expect(document.cookie).toContain('countryCode=de');
    const saved = await me();
    expect([saved.locale, saved.country]).toEqual(['fr', 'de']);
  });
});

describe('/imprint/deleteaccount', () => {
  let downloaded: Blob | null = null;
  const original = URL.createObjectURL;
  beforeAll(() => {
    // jsdom has no object URLs; keep the file the page offers.
    URL.createObjectURL = (blob: Blob) => {
      downloaded = blob;
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
  });
  afterAll(() => {
    URL.createObjectURL = original;
  });

  it('export: a wrong password is refused on the field; the right one downloads everything as JSON', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    await signIn(person.email, person.password);
    renderAt('/imprint/deleteaccount');
    const exportSection = await screen.findByRole('region', { name: 'Deine Daten herunterladen' }, TIMEOUT);
    const password = within(exportSection).getByLabelText('Dein Passwort');
    await user.type(password, 'wrong-password-here');
    await user.click(within(exportSection).getByRole('button', { name: 'Meine Daten herunterladen' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), TIMEOUT);
    expect(document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Dieses Passwort stimmt nicht.');
    expect(getSession().status).toBe('authenticated'); // a wrong password does not sign anyone out

    // the button shows the error for 2 s (spec §4), then takes a new try
    const button = exportSection.querySelector('button')!;
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('idle'), { timeout: 3000 });
    await user.clear(password);
    await user.type(password, person.password);
    await user.click(within(exportSection).getByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(await within(exportSection).findByText('Deine Daten wurden heruntergeladen.', {}, TIMEOUT)).toBeTruthy();
    expect(downloaded).not.toBeNull();
    expect(await downloaded!.text()).toContain(person.email);
  });

  it('deletes the account (spots anonymised), confirmed by password; signing in fails afterwards', async () => {
    const user = userEvent.setup();
    await signIn(person.email, person.password);
    renderAt('/imprint/deleteaccount');
    const section = await screen.findByRole('region', { name: 'Konto löschen' }, TIMEOUT);
    expect(within(section).getByRole('radio', { name: 'Ohne meinen Namen behalten' })).toHaveProperty('checked', true);
    await user.type(within(section).getByLabelText('Dein Passwort zur Bestätigung'), person.password);
    await user.click(within(section).getByRole('button', { name: 'Mein Konto endgültig löschen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto gelöscht' }, TIMEOUT)).toBeTruthy();
    expect(getSession().status).toBe('anonymous');
    await expect(signIn(person.email, person.password)).rejects.toThrow('Login failed, please check your credentials.');
  });
});
