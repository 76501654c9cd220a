import { type Page } from '@playwright/test';
import { expect, test } from './contract';

// User text is data, never code: a spot and a comment written by an attacker (script tags, event
// handlers, javascript: links, a style expression) are shown on every page that shows them, and
// nothing of it runs or stays clickable. Real Chromium, real server; the text goes in through the
// API as any client could send it.
const ATTACKS = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '<svg onload="window.__pwned = \'svg\'"></svg>',
  '<a href="javascript:window.__pwned=\'link\'">click me</a>',
  'javascript:window.__pwned=1',
  '<div style="background:url(javascript:window.__pwned=1)">styled</div>',
  '"><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
].join(' ');

const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

async function signIn(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email: 'nachbar@bikeable.ch', password: 'velo-demo-2026' } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** Every element, including those inside open shadow roots (our custom elements). */
async function dangerousNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
          if (/^(href|src|action|formaction|xlink:href)$/i.test(attr.name) && /^\s*javascript:/i.test(attr.value))
            found.push(`${el.tagName} ${attr.name}=${attr.value}`);
          if (attr.name === 'style' && /javascript:|expression\(/i.test(attr.value)) found.push(`${el.tagName} style`);
        }
        if (['IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName)) found.push(el.tagName);
        if (
          el.tagName === 'SCRIPT' &&
          !(el as HTMLScriptElement).src &&
          (el as HTMLScriptElement).type !== 'importmap' &&
          (el.textContent ?? '').includes('__pwned')
        )
          found.push('inline SCRIPT with the attack');
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await dangerousNodes(page)).toEqual([]);
}

test('hostile text in a title, description and comment is shown as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const token = await signIn(page);
  const auth = { ...HEADERS, authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/spots', {
    headers: auth,
    data: {
      title: `<b onmouseover=alert(1)>Bad</b> ${ATTACKS}`.slice(0, 120),
      description: `See https://example.org/ok and ${ATTACKS}`,
      famed: false,
      location: { lat: 47.37, lng: 8.54 },
    },
  });
  expect(created.status()).toBe(201);
  const spot = (await created.json()) as { id: number; title: string };
  const comment = await page.request.post(`/api/spots/${spot.id}/comments`, { headers: auth, data: { body: `Reply with ${ATTACKS}` } });
  expect(comment.status()).toBe(201);

  await page.goto(`/spots/${spot.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('<b onmouseover=alert(1)>Bad</b>');
  // The description and the comment show the attack as text; the plain URL became a safe link.
  await expect(main.getByText('window.__pwned = "script"').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'https://example.org/ok' })).toHaveAttribute('href', 'https://example.org/ok');
  await expect(main.getByText(/Reply with/)).toBeVisible();
  // Hover and click everything that looks clickable in the text.
  await main.getByRole('heading', { level: 1 }).hover();
  for (const link of await main.getByRole('link', { name: 'click me' }).all()) await link.click({ trial: true });
  await expectInert(page, dialogs);

  // The list and the map's list of spots show the title too.
  await page.goto('/spots?famed=false');
  await expect(page.getByRole('main').getByText('<b onmouseover=alert(1)>Bad</b>', { exact: false }).first()).toBeVisible();
  await expectInert(page, dialogs);
  await page.goto(`/map?center=47.37,8.54&zoom=18`);
  await expect(page.getByRole('main').getByText('<b onmouseover=alert(1)>Bad</b>', { exact: false }).first()).toBeVisible();
  await expectInert(page, dialogs);
});
