// The newsletter of mf-news (issue 11): the form in the four languages with no axe violation, and
// the double opt-in end to end: subscribe in the browser, read the confirmation link from the mail
// the local SMTP server received (e2e/mail-catcher.ts), open it (nothing happens until the button),
// confirm, and the "you're subscribed" mail follows with its unsubscribe link, which works the
// same way. An address that was never confirmed receives nothing after its confirmation mail.
import { expect, test } from './contract';
import { expectAccessible } from './axe';
import { waitForMail, type CaughtMail } from '../mail-catcher';

const FORM = {
  de: { title: 'Newsletter', email: 'E-Mail-Adresse', subscribe: 'Abonnieren' },
  fr: { title: 'Newsletter', email: 'Adresse e-mail', subscribe: 'S’abonner' },
  it: { title: 'Newsletter', email: 'Indirizzo e-mail', subscribe: 'Iscriviti' },
  en: { title: 'Newsletter', email: 'E-mail address', subscribe: 'Subscribe' },
} as const;

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (e2e/global-setup.ts)');
  return dir;
};

/** The site link with ?confirm= or ?unsubscribe= in a mail's text. */
function pageLink(mail: CaughtMail, kind: 'confirm' | 'unsubscribe'): URL {
  const match = new RegExp(`https?://[^\\s"<>]+\\?${kind}=[\\w-]+`).exec(mail.text);
  expect(match, `a ${kind} link in: ${mail.text}`).not.toBeNull();
  return new URL(match![0]);
}

for (const [locale, texts] of Object.entries(FORM)) {
  test(`newsletter form in ${locale}: labelled, the privacy link, errors described, no axe violation`, async ({ page }) => {
    const prefix = locale === 'de' ? '' : `/${locale}`;
    await page.goto(`${prefix}/newsletter`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page.locator('header.shell-header')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('checkbox').locator('xpath=..').getByRole('link')).toHaveAttribute('href', `${prefix}/imprint/privacy`);
    await expectAccessible(page);
    // the errors' state is checked too: red text, aria-invalid, descriptions
    await page.getByRole('button', { name: texts.subscribe }).click();
    await expect(page.getByLabel(texts.email)).toBeFocused();
    await expect(page.getByLabel(texts.email)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });
}

test('double opt-in: subscribe, follow the mailed link, confirm; then unsubscribe with the next mail’s link', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `nl-e2e-${Date.now()}@example.org`;
  await page.goto('/en/newsletter');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check your inbox' })).toBeFocused();

  const confirmation = await waitForMail(mailDir(), email, (mail) => /\?confirm=/.test(mail.text));
  const confirmUrl = pageLink(confirmation, 'confirm');
  expect(confirmUrl.pathname).toBe('/en/newsletter');
  // until the confirmation, nothing else goes to the address
  expect(await waitForMail(mailDir(), email, (mail) => /\?unsubscribe=/.test(mail.text), 500).catch(() => null)).toBeNull();

  // opening the link (as a mail scanner would) changes nothing: the page asks
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/newsletter/')) posts.push(request.url());
  });
  await page.goto(confirmUrl.pathname + confirmUrl.search);
  const button = page.getByRole('button', { name: 'Confirm my subscription' });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  expect(posts).toEqual([]);

  await button.click();
  await expect(page.getByRole('heading', { level: 2, name: "You're subscribed" })).toBeFocused();
  expect(posts).toHaveLength(1);

  // the link works once
  await page.reload();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText(/This link is not valid \(any more\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe again' })).toBeVisible();

  // "you are subscribed" carries the unsubscribe link
  const welcome = await waitForMail(mailDir(), email, (mail) => /\?unsubscribe=/.test(mail.text));
  const leave = pageLink(welcome, 'unsubscribe');
  await page.goto(leave.pathname + leave.search);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "You're unsubscribed" })).toBeFocused();
  await expectAccessible(page);
});
