// The newsletter page against the real API: the form's labels, consent wording and privacy link
// in the page's language; errors on their fields (client-side and the server's) with
// aria-describedby and focus; "check your inbox" after the API's 204; a mail's link that shows a
// button and changes nothing until it is pressed; a dead link's error with "subscribe again";
// 429 translated. The confirmation with a real mailed link is e2e/tests/newsletter.spec.ts.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_CONSENT_VERSION } from '@moveable/contract';
import { ApiError } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { newsTranslations } from '../../i18n/all-languages.ts';

const TIMEOUT = { timeout: 10_000 };
const DEAD_TOKEN = 'A'.repeat(43);
afterEach(resetBrowser);

interface NewsletterTexts {
  title: string;
  email: string;
  subscribe: string;
  consent: Record<string, string>;
}
const texts = (lang: 'de' | 'fr' | 'it' | 'en') => (newsTranslations[lang] as unknown as { newsletter: NewsletterTexts }).newsletter;

describe('/newsletter: subscribing', () => {
  it.each([
    ['/newsletter', 'de'],
    ['/fr/newsletter', 'fr'],
    ['/it/newsletter', 'it'],
    ['/en/newsletter', 'en'],
  ] as const)('%s: labelled form, the consent text of the current version with the privacy link (%s)', async (url, lang) => {
    renderAt(url);
    const nl = texts(lang);
    expect(await screen.findByRole('heading', { level: 1, name: nl.title }, TIMEOUT)).toBeTruthy();
    expect(screen.getByLabelText(nl.email).getAttribute('type')).toBe('email');
    const consent = screen.getByRole('checkbox');
    const label = document.querySelector(`label[for="${consent.id}"]`)!;
    expect(label.getAttribute('data-consent-version')).toBe(NEWSLETTER_CONSENT_VERSION);
    const wording = nl.consent[`v${NEWSLETTER_CONSENT_VERSION}`]!.replace(/<\/?privacy>/g, '');
    expect(label.textContent).toBe(wording);
    const privacy = label.querySelector('a')!;
    expect(privacy.getAttribute('href')).toBe(lang === 'de' ? '/imprint/privacy' : `/${lang}/imprint/privacy`);
    expect(screen.getByRole('button', { name: nl.subscribe })).toBeTruthy();
  });

  it('an empty form: errors on both fields, described by them, focus on the address; nothing sent', async () => {
    renderAt('/en/newsletter');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }, TIMEOUT));
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter your e-mail address.');
    const consent = screen.getByRole('checkbox');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe('Please agree to receiving the newsletter.');
    // fixing a field takes its error away
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });

  it("the server's field error shows on the field, in the page's language", async () => {
    renderAt('/fr/newsletter');
    const user = userEvent.setup();
    // passes the page's rough check, not the API's
    await user.type(await screen.findByLabelText('Adresse e-mail', {}, TIMEOUT), 'anna@example..org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    const email = screen.getByLabelText('Adresse e-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), TIMEOUT);
    expect(document.activeElement).toBe(email);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Merci de saisir une adresse e-mail valide.');
  });

  it('a sent form says "check your inbox" and moves focus to that heading', async () => {
    renderAt('/en/newsletter');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address', {}, TIMEOUT), `nl-${Date.now()}@example.org`);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const sent = await screen.findByRole('heading', { level: 2, name: 'Check your inbox' }, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('/newsletter: the links in the mails', () => {
  it('?confirm= shows a button and nothing else happens; a dead link says so and offers to subscribe again', async () => {
    renderAt(`/en/newsletter?confirm=${DEAD_TOKEN}`);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' }, TIMEOUT);
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your subscription' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button);
    const failed = await screen.findByRole('heading', { level: 3, name: 'The subscription could not be confirmed' }, TIMEOUT);
    // the focus moves once the heading is drawn (an effect): on a busy machine, a moment later
    await waitFor(() => expect(document.activeElement).toBe(failed));
    expect(screen.getByText(/This link is not valid \(any more\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(location.search).toBe('');
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Newsletter' })));
  });

  it('a token cut short in the mail program is a dead link too (de)', async () => {
    renderAt('/newsletter?confirm=abc');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mein Abo bestätigen' }, TIMEOUT));
    expect(await screen.findByText(/Dieser Link ist nicht \(mehr\) gültig/, {}, TIMEOUT)).toBeTruthy();
  });

  it('?unsubscribe= with a forged token: the error, no "subscribe again" (it)', async () => {
    renderAt(`/it/newsletter?unsubscribe=${DEAD_TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Annulla l’iscrizione' }, TIMEOUT));
    expect(await screen.findByRole('heading', { level: 3, name: 'L’annullamento dell’iscrizione non è riuscito' }, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iscriviti di nuovo' })).toBeNull();
  });
});

// Last: it uses up this address's subscription requests for the hour.
describe('/newsletter: too many requests', () => {
  afterAll(resetBrowser);
  it('429 is said in the page language, in the form alert, which takes the focus', async () => {
    for (let i = 0; i < 20; i++) {
      try {
        await testApi().post('/newsletter/subscriptions', {
          body: { email: `flood-${i}@example.org`, consentTextVersion: NEWSLETTER_CONSENT_VERSION },
        });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 429) break;
        throw error;
      }
    }
    renderAt('/newsletter');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-Mail-Adresse', {}, TIMEOUT), 'late@example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    const alert = await screen.findByText('Zu viele Versuche. Bitte warte eine Weile und versuche es dann nochmals.', {}, TIMEOUT);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(alert);
  });
});
