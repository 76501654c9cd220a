// /premium against the real API: what premium brings in sections, the link to the configurator,
// the form in the page's language; a client-side error on every empty field with focus on the
// first; the server's field error on its field in the page's language; a sent request stored with
// the type as the message's first line, and the thank-you that takes the focus.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

describe('/premium', () => {
  it('shows what premium brings, each in its section, and links to the configurator', async () => {
    renderAt('/premium');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium für Gemeinden und Partner' }, TIMEOUT)).toBeTruthy();
    const offers = screen.getByRole('region', { name: 'Was Premium bietet' });
    expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Offizielle Antworten', 'Ihre Seite mit Statistiken', 'Widgets für Ihre Website', 'News', 'Benachrichtigungen']);
    expect(screen.getByRole('link', { name: 'Widget-Konfigurator ausprobieren' }).getAttribute('href')).toBe('/premium/iframe');
  });

  it('in English under /en: labels, the privacy link in English', async () => {
    renderAt('/en/premium');
    expect(await screen.findByRole('heading', { level: 2, name: 'Request premium' }, TIMEOUT)).toBeTruthy();
    for (const label of ['Organisation', 'Contact person', 'E-mail address', 'Type of organisation', 'Message'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/en/imprint/privacy');
  });

  it('an empty form: an error on each field, described by it, focus on the first; nothing sent', async () => {
    renderAt('/en/premium');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send request' }, TIMEOUT));
    const organisation = screen.getByLabelText('Organisation');
    await waitFor(() => expect(document.activeElement).toBe(organisation));
    const described = (label: string) => {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      return field
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    };
    expect(described('Organisation')).toBe('Please enter the name of your organisation (at most 120 characters).');
    expect(described('Contact person')).toBe('Please enter the name of the contact person (at most 120 characters).');
    expect(described('E-mail address')).toBe('Please enter your e-mail address.');
    expect(described('Message')).toBe('What would you like to do with the platform? | Please write a message (at most 3,800 characters).');
    expect(screen.queryByRole('heading', { name: 'Thank you for your request' })).toBeNull();
  });

  it("shows the server's field error on its field, in the page's language, with the focus", async () => {
    renderAt('/fr/premium');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Organisation', {}, TIMEOUT), 'Ville de Test');
    await user.type(screen.getByLabelText('Personne de contact'), 'Anne Test');
    // passes the page's rough check, not the API's
    await user.type(screen.getByLabelText('Adresse e-mail'), 'anne@example..org');
    await user.type(screen.getByLabelText('Message'), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const email = screen.getByLabelText('Adresse e-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), TIMEOUT);
    expect(document.activeElement).toBe(email);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Merci de saisir une adresse e-mail valide.');
  });

  it('sends the request (the type as the message’s first line), then thanks with the focus on it', async () => {
    renderAt('/en/premium');
    const user = userEvent.setup();
    const email = `premium-${Date.now()}@example.org`;
    await user.type(await screen.findByLabelText('Organisation', {}, TIMEOUT), 'Testingen');
    await user.type(screen.getByLabelText('Contact person'), 'Tess Ting');
    await user.type(screen.getByLabelText('E-mail address'), email);
    await user.selectOptions(screen.getByLabelText('Type of organisation'), 'Sponsor');
    await user.type(screen.getByLabelText('Message'), 'We would like the widgets.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const thanks = await screen.findByRole('heading', { level: 3, name: 'Thank you for your request' }, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText(`We have received it and will answer you at ${email}.`)).toBeTruthy();

    const admin = await apiAs('admin');
    const { items } = await admin.get('/premium-requests', { query: { limit: 20 } });
    const stored = items.find((request) => request.email === email);
    expect(stored).toMatchObject({
      organisationName: 'Testingen',
      contactName: 'Tess Ting',
      locale: 'en',
      message: 'Type of organisation: Sponsor\n\nWe would like the widgets.',
    });
  });
});
