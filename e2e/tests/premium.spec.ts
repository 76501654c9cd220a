// Premium (issue 12): /premium and the widget configurator /premium/iframe in the four languages
// with no axe violation; the request form sends a request the platform's team receives by mail
// (e2e/mail-catcher.ts); and a snippet copied from the configurator, pasted into a blank page on
// another origin, shows the chosen spots: the custom element through /embed.js (kind a) and the
// self-resizing frame of the embed page (kind c), whose height follows its content.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { contactEmail } from '@moveable/contract';
import { expect, test } from './contract';
import { expectAccessible } from './axe';
import { waitForMail } from '../mail-catcher';

const LOCALES = ['de', 'fr', 'it', 'en'] as const;
const TITLES = {
  premium: {
    de: 'Premium für Gemeinden und Partner',
    fr: 'Premium pour les communes et les partenaires',
    it: 'Premium per comuni e partner',
    en: 'Premium for towns and partners',
  },
  configurator: { de: 'Widget-Konfigurator', fr: 'Configurateur de widgets', it: 'Configuratore di widget', en: 'Widget configurator' },
};
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
const CONTACT = contactEmail('bikeable', 'ch'); // the site's contact address (spec §9)

const prefix = (locale: string) => (locale === 'de' ? '' : `/${locale}`);

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (e2e/global-setup.ts)');
  return dir;
};

for (const locale of LOCALES) {
  test(`/premium in ${locale}: what premium brings, the form, no axe violation (errors shown too)`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/premium`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.premium[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('.mp-offer')).toHaveCount(5);
    await expect(page.locator(`main a[href="${prefix(locale)}/premium/iframe"]`)).toHaveCount(1);
    await expectAccessible(page);
    await page.locator('form.mp-form button[type="submit"]').click();
    await expect(page.locator('input[name="organisationName"]')).toBeFocused();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
    await expectAccessible(page);
  });

  test(`/premium/iframe in ${locale}: the configurator with its live preview, no axe violation, nothing refused by the CSP`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __refused: string[] }).__refused = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'}`));
    });
    await page.goto(`${prefix(locale)}/premium/iframe`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.configurator[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // the real element, rendering spots in its shadow root
    await expect(page.locator('.mp-preview moveable-spots .mv-spot-card').first()).toBeVisible();
    await expect(page.locator('[data-snippet] pre')).toHaveCount(3);
    await expectAccessible(page);
    expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
  });
}

test('the form sends a request, and the platform’s team receives it by mail', async ({ page }) => {
  const organisation = `Testingen ${Date.now()}`;
  const email = `premium-e2e-${Date.now()}@example.org`;
  await page.goto('/en/premium');
  await page.getByLabel('Organisation', { exact: true }).fill(organisation);
  await page.getByLabel('Contact person').fill('Tess Ting');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Type of organisation').selectOption('town');
  await page.getByLabel('Message', { exact: true }).fill('We would like to answer our spots officially.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Thank you for your request' })).toBeFocused();

  const mail = await waitForMail(mailDir(), CONTACT, (m) => m.subject.includes(organisation));
  expect(mail.text).toContain('Tess Ting');
  expect(mail.text).toContain('Type of organisation: Town or municipality');
  expect(mail.text).toContain('We would like to answer our spots officially.');
});

/** A partner's page on another origin of this machine (Chromium treats 127.0.0.1:<port> as its own site). */
async function partnerPage(body: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><h1>Our town</h1>\n${body}\n<p>Footer of the partner</p></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The configurator set to zuerich, shame only; then a snippet copied with its button, from the clipboard. */
async function copiedSnippet(page: Page, kind: 'element' | 'standalone' | 'iframe', title: string, theme?: 'Dark'): Promise<string> {
  await page.goto('/en/premium/iframe');
  await page.getByLabel('Organisation', { exact: true }).selectOption('zuerich');
  await page.getByRole('group', { name: 'Fame or shame' }).getByLabel('Shame only').check();
  if (theme) await page.getByRole('group', { name: 'Theme' }).getByLabel(theme).check();
  const section = page.locator(`[data-snippet="${kind}"]`);
  await section.getByRole('button', { name: `Copy code: ${title}` }).click();
  await expect(section.getByRole('status')).toHaveText(`Code copied: ${title}`);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await section.locator('code').textContent());
  return copied;
}

async function spotIds(request: import('@playwright/test').APIRequestContext, query: string): Promise<Set<string>> {
  const answer = await request.get(`/api/spots?${query}&limit=500`, { headers: HEADERS });
  expect(answer.status()).toBe(200);
  return new Set(((await answer.json()) as { items: { id: number }[] }).items.map((spot) => String(spot.id)));
}

const idOf = (href: string | null) => /\/spots\/(\d+)/.exec(href ?? '')?.[1] ?? '';

test.describe('a snippet from the configurator on a partner’s page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('(a) the custom element through /embed.js shows the organisation’s shame spots', async ({ page, request }) => {
    const snippet = await copiedSnippet(page, 'element', 'Custom element');
    expect(snippet).toContain('organisation="zuerich"');
    expect(snippet).toContain('famed="shame"');
    const shame = await spotIds(request, 'organisation=zuerich&famed=false');
    expect(shame.size).toBeGreaterThan(0);

    const partner = await partnerPage(snippet);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(partner.url);
      const cards = page.locator('moveable-spots .mv-spot-card');
      await expect(cards.first()).toBeVisible();
      const hrefs = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const shown = [...new Set(hrefs.map(idOf).filter(Boolean))];
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((id) => !shame.has(id))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      partner.server.close();
    }
  });

  test('(b) the standalone script, without an import map, shows the organisation’s shame spots in the dark theme', async ({
    page,
    request,
    baseURL,
  }) => {
    const snippet = await copiedSnippet(page, 'standalone', 'Standalone script', 'Dark');
    expect(snippet).toContain(`<script src="${new URL(baseURL!).origin}/standalone/moveable-spots.js" async></script>`);
    expect(snippet).toContain('theme="dark"');
    const shame = await spotIds(request, 'organisation=zuerich&famed=false');

    const partner = await partnerPage(snippet);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(partner.url);
      expect(await page.locator('script[type="importmap"]').count()).toBe(0);
      const cards = page.locator('moveable-spots .mv-spot-card');
      await expect(cards.first()).toBeVisible();
      const hrefs = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const shown = [...new Set(hrefs.map(idOf).filter(Boolean))];
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((id) => !shame.has(id))).toEqual([]);
      await expect(page.locator('moveable-spots .moveable-element')).toHaveClass(/mv-theme-dark/);
      expect(errors).toEqual([]);
    } finally {
      partner.server.close();
    }
  });

  test('(c) the frame of the embed page shows the organisation’s spots and takes its content’s height', async ({ page, request, baseURL }) => {
    const snippet = await copiedSnippet(page, 'iframe', 'Frame');
    expect(snippet).toContain(`src="${new URL(baseURL!).origin}/en/embed/spots/zuerich?`);
    expect(snippet).toContain('/embed-resize.js');
    const zuerich = await spotIds(request, 'organisation=zuerich');

    const partner = await partnerPage(snippet);
    try {
      await page.goto(partner.url);
      const frame = page.frameLocator('iframe');
      const cards = frame.locator('.mv-spot-card');
      await expect(cards.first()).toBeVisible();
      const hrefs = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const shown = [...new Set(hrefs.map(idOf).filter(Boolean))];
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((id) => !zuerich.has(id))).toEqual([]);

      // The frame follows its content (taller than the snippet's 480px), so nothing scrolls inside it.
      const iframe = page.locator('iframe');
      await expect.poll(() => iframe.evaluate((el: HTMLIFrameElement) => el.getBoundingClientRect().height)).toBeGreaterThan(600);
      const inside = frame.locator('html');
      await expect
        .poll(async () => {
          const [content, viewport] = await inside.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
          return content - viewport;
        })
        .toBeLessThanOrEqual(1);
    } finally {
      partner.server.close();
    }
  });
});

test('the resizer takes no message from the partner’s own origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const partner = await partnerPage(
    `<iframe id="ours" title="ours" src="${origin}/embed/spots/zuerich" style="height:300px"></iframe><script src="${origin}/embed-resize.js"></script>`,
  );
  try {
    await page.goto(partner.url);
    await expect(page.frameLocator('#ours').locator('.mv-spot-card').first()).toBeVisible();
    const frame = page.locator('#ours');
    // ours resized it from the frame; now the partner's page posts a message of its own
    await expect.poll(() => frame.evaluate((el: HTMLIFrameElement) => el.style.height)).not.toBe('300px');
    const before = await frame.evaluate((el: HTMLIFrameElement) => el.style.height);
    await page.evaluate(() => window.postMessage({ type: 'moveable:resize', height: 5 }, '*'));
    await page.waitForTimeout(200);
    expect(await frame.evaluate((el: HTMLIFrameElement) => el.style.height)).toBe(before);
  } finally {
    partner.server.close();
  }
});
