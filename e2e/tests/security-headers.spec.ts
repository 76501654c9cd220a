// The pages run under their Content-Security-Policy in Chromium with nothing refused, and
// frame-ancestors holds in a real browser: a partner page can frame an embed page, not a site page.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './contract';

const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

/** CSP violations the page reports (securitypolicyviolation events), from the first script on. */
async function watchViolations(page: Page): Promise<{ violations: () => Promise<string[]>; consoleErrors: string[]; pageErrors: string[] }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    consoleErrors,
    pageErrors,
  };
}

/** Scrolls to the end and back, so what loads near the viewport (the home map, images) loads. */
async function visitWhole(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

test.describe('the pages run under their Content-Security-Policy', () => {
  let spotPath = '';
  test.beforeAll(async ({ request }) => {
    const list = await request.get('/api/spots?limit=1', { headers: HEADERS });
    spotPath = `/spots/${((await list.json()) as { items: { id: number }[] }).items[0]!.id}`;
  });

  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/', (page) => expect(page.locator('main').first()).toBeVisible()],
    ['/spots', (page) => expect(page.locator('.mv-spot-card').first()).toBeVisible()],
    ['/map', (page) => expect(page.locator('.leaflet-container')).toBeVisible()],
    ['spot', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/login', (page) => expect(page.locator('input[type="email"]').first()).toBeVisible()],
  ];

  for (const [name, ready] of pages) {
    test(`${name}: a strict policy, and nothing refused`, async ({ page }) => {
      const watch = await watchViolations(page);
      const response = await page.goto(name === 'spot' ? spotPath : name);
      expect(response?.status()).toBe(200);
      const csp = response!.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'self'");
      await ready(page);
      await visitWhole(page);
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    });
  }

  test('the watch sees a refusal when there is one (an injected inline script)', async ({ page }) => {
    const watch = await watchViolations(page);
    await page.goto('/spots');
    await expect(page.locator('.mv-spot-card').first()).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    expect(await watch.violations()).toEqual([expect.stringMatching(/^script-src-elem refused inline/)]);
  });
});

test('a partner page may frame an embed page but not a site page', async ({ page, baseURL }) => {
  // The partner is a real server on another origin of this machine (Chromium refuses frames from
  // a public page into the local network, so a page made up by page.route would not do).
  const body = `<!doctype html><title>Partner</title>
    <iframe id="embed" title="embed" src="${baseURL}/embed/spots/zuerich" width="800" height="600"></iframe>
    <iframe id="site" title="site" src="${baseURL}/spots" width="800" height="600"></iframe>`;
  const partner = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    await page.goto(`http://localhost:${(partner.address() as AddressInfo).port}/`);
    // The embed renders inside the partner's page.
    await expect(page.frameLocator('#embed').locator('#shell-root > *').first()).toBeAttached();
    // The site page is refused (Chromium shows its error page there), and says why; only it.
    await expect.poll(() => refused).toEqual([expect.stringContaining(`Framing '${baseURL}/' violates`)]);
    expect(refused[0]).toContain(`"frame-ancestors 'self'"`);
    await expect(page.frameLocator('#site').locator('#shell-root')).toHaveCount(0);
    expect(page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
  } finally {
    await new Promise((resolve) => partner.close(resolve));
  }
});
