// /login against the real API: sign-up, sign-in, the other modes, errors in the person's
// language on the right field, and where sign-in returns to.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signIn } from '@moveable/shared';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
const stamp = Date.now().toString(36);
// One account for this file, made through the sign-up form (sign-ups are rate-limited per IP).
const person = { email: `signup${stamp}@example.org`, username: `signup${stamp}`, password: `Strassenbahn-${stamp}-Zug!` };

afterEach(resetBrowser);

const field = (name: RegExp | string) => screen.getByLabelText(name);
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('sign-up (?mode=signup)', () => {
  it('creates the account, signs in and opens the profile for onboarding', async () => {
    const user = userEvent.setup();
    renderAt('/login?mode=signup&redirect=/spots');
    expect(screen.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeTruthy();
    expect(field('E-Mail-Adresse').getAttribute('autocomplete')).toBe('email');
    expect(field('Benutzername').getAttribute('autocomplete')).toBe('username');
    expect(field('Passwort').getAttribute('autocomplete')).toBe('new-password');
    await user.type(field('E-Mail-Adresse'), person.email);
    await user.type(field('Benutzername'), person.username);
    await user.type(field('Passwort'), person.password);
    await user.click(screen.getByRole('checkbox', { name: /Nutzungsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    // a new account has not been onboarded: the profile page comes first, not ?redirect=
    await waitFor(() => expect(location.pathname).toBe('/profile'), TIMEOUT);
    expect(getSession().user?.username).toBe(person.username);
    expect(getSession().showOnboarding).toBe(true);
  });

  it('checks the fields before sending: errors linked to their field, focus on the first', async () => {
    const user = userEvent.setup();
    renderAt('/login?mode=signup');
    await user.type(field('E-Mail-Adresse'), 'not-an-address');
    await user.type(field('Passwort'), 'short');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    const email = field('E-Mail-Adresse');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toContain('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(describedText(field('Benutzername'))).toContain('Bitte wähle einen Benutzernamen.');
    expect(describedText(field('Passwort'))).toContain('Dieses Passwort ist zu schwach.');
    expect(describedText(screen.getByRole('checkbox', { name: /Nutzungsbedingungen/ }))).toContain('Bitte akzeptiere');
  });

  it('shows the server\'s "e-mail taken" on the e-mail field, in French on a French page', async () => {
    const user = userEvent.setup();
    renderAt('/fr/login?mode=signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeTruthy();
    await user.type(field('Adresse e-mail'), person.email);
    await user.type(field('Nom d’utilisateur'), `other${stamp}`);
    await user.type(field('Mot de passe'), person.password);
    await user.click(screen.getByRole('checkbox', { name: /conditions d’utilisation/ }));
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    const email = field('Adresse e-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), TIMEOUT);
    expect(describedText(email)).toContain('Un compte existe déjà avec cette adresse e-mail.');
    expect(document.activeElement).toBe(email);
  });
});

describe('sign-in', () => {
  it('labels, autocomplete, links to the other modes, terms and privacy', () => {
    renderAt('/login?redirect=/map');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(field('Passwort').getAttribute('autocomplete')).toBe('current-password');
    const more = screen.getByRole('navigation', { name: 'Weitere Möglichkeiten' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/login?mode=signup&redirect=%2Fmap', '/login?mode=forgot&redirect=%2Fmap', '/imprint/terms', '/imprint/privacy']);
  });

  it('wrong password: the §4 text once, as an alert with focus on it; the button stays ready', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(field('E-Mail-Adresse'), person.email);
    await user.type(field('Passwort'), 'this-is-not-it-at-all');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const alert = await screen.findByText('Anmeldung fehlgeschlagen, bitte überprüfe deine Zugangsdaten.', { selector: '[role="alert"]' }, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // one place only: not again as the button's label
    expect(screen.getAllByText(/Anmeldung fehlgeschlagen/)).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Anmelden' });
    expect(button.getAttribute('data-state')).toBe('idle');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(getSession().status).toBe('anonymous');
  });

  it('Enter right after a failed attempt sends the form again (no 2 s pause)', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(field('E-Mail-Adresse'), person.email);
    await user.type(field('Passwort'), 'this-is-not-it-at-all{Enter}');
    await screen.findByText('Anmeldung fehlgeschlagen, bitte überprüfe deine Zugangsdaten.', { selector: '[role="alert"]' }, TIMEOUT);
    const failedAt = Date.now();
    // The typo fixed at once, Enter in the password field: signed in.
    await user.clear(field('Passwort'));
    await user.type(field('Passwort'), `${person.password}{Enter}`);
    await waitFor(() => expect(getSession().status).toBe('authenticated'), TIMEOUT);
    expect(Date.now() - failedAt).toBeLessThan(2000);
  });

  it('signs in and returns to ?redirect= (same-site paths only)', async () => {
    await signIn(person.email, person.password); // onboarding would send the person to /profile: end it first
    const { testApi } = await import('../../../test/render-route.tsx');
    await testApi().patch('/users/me', { body: { firstLogin: 'now' } });
    resetBrowser();
    const user = userEvent.setup();
    renderAt('/login?redirect=%2Fspots%3Ffamed%3Dfalse');
    await user.type(field('E-Mail-Adresse'), person.email);
    await user.type(field('Passwort'), person.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(`${location.pathname}${location.search}`).toBe('/spots?famed=false'), TIMEOUT);
    expect(getSession().status).toBe('authenticated');
  });

  it('ignores a redirect to another site', async () => {
    const user = userEvent.setup();
    renderAt('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await user.type(field('E-Mail-Adresse'), person.email);
    await user.type(field('Passwort'), person.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(location.pathname).toBe('/'), TIMEOUT);
  });

  it('signed in already: says so instead of showing the form', async () => {
    await signIn(person.email, person.password);
    renderAt('/login');
    expect(await screen.findByText(`Du bist als ${person.username} angemeldet.`)).toBeTruthy();
    expect(screen.queryByLabelText('Passwort')).toBeNull();
  });
});

describe('forgotten password', () => {
  it('?mode=forgot asks for a link and says it was sent (whether the account exists or not)', async () => {
    const user = userEvent.setup();
    renderAt('/login?mode=forgot');
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeTruthy();
    await user.type(field('E-Mail-Adresse'), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    const sent = await screen.findByText(/Falls es ein Konto für nobody@example.org gibt/, {}, TIMEOUT);
    expect(sent.closest('[role="status"]')).toBeTruthy(); // announced in a live region
  });

  it('?mode=reset with an unknown token: the server says the link is not valid, with a way to a new one', async () => {
    const user = userEvent.setup();
    renderAt(`/login?mode=reset&token=${'x'.repeat(43)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Neues Passwort wählen' })).toBeTruthy();
    await user.type(field('Neues Passwort'), 'Ein-neues-langes-Passwort-1');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByText('Dieser Link ist nicht (mehr) gültig. Bitte fordere einen neuen an.', {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toBe('/login?mode=forgot');
  });

  it('?mode=reset without a token: no form, a link to ask for a new one', () => {
    renderAt('/login?mode=reset');
    expect(screen.getByRole('alert').textContent).toContain('Dieser Link ist unvollständig');
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
  });

  it('?mode=invite without a token: no form', () => {
    renderAt('/login?mode=invite');
    expect(screen.getByRole('alert').textContent).toContain('Dieser Link ist unvollständig');
  });
});

describe('coming back from a provider (/login?error=…)', () => {
  it.each([
    ['access_denied', 'Du hast die Anmeldung beim Anbieter abgebrochen.'],
    ['state_mismatch', 'Die Anmeldung beim Anbieter hat nicht geklappt.'],
  ])('%s says why', (code, text) => {
    renderAt(`/login?error=${code}`);
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.startsWith(text))).toBe(true);
  });
});

describe('/logout', () => {
  it('signs out and says so, with a link home', async () => {
    await signIn(person.email, person.password);
    renderAt('/logout');
    expect(await screen.findByText('Du bist jetzt abgemeldet.', {}, TIMEOUT)).toBeTruthy();
    expect(getSession().status).toBe('anonymous');
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });
});

beforeAll(() => resetBrowser());
