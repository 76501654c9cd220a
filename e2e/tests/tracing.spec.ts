// Spec §7 in Chromium: the page's API requests carry a W3C traceparent, the API answers in the
// same trace (traceresponse), and one page address keeps one trace across its requests; the
// server's log lines of that trace: api/test/plugins/tracing.test.ts.
import { expect, test } from './contract';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

test('the list’s API requests carry one trace, which the API continues', async ({ page }) => {
  const traced: { url: string; traceId: string; spanId: string; answered: string | undefined }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(request.url());
    // the API client's calls (images and the like are the browser's own requests)
    if (!url.pathname.startsWith('/api/') || !['fetch', 'xhr'].includes(request.resourceType())) return;
    const match = TRACEPARENT.exec(request.headers().traceparent ?? '');
    expect(match, `${request.method()} ${url.pathname} carries a traceparent`).not.toBeNull();
    traced.push({ url: url.pathname, traceId: match![1]!, spanId: match![2]!, answered: response.headers().traceresponse });
  });
  const spots = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/spots');
  await page.goto('/spots');
  await spots;
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  expect(traced.length).toBeGreaterThan(1);
  const [first] = traced;
  for (const request of traced) {
    expect(request.traceId, request.url).toBe(first!.traceId);
    // the API's own span in the browser's trace
    expect(request.answered, request.url).toMatch(new RegExp(`^00-${first!.traceId}-(?!${request.spanId})[0-9a-f]{16}-01$`));
  }
  expect(new Set(traced.map((r) => r.spanId)).size).toBe(traced.length);

  // Another address (a filter in the query) is another trace.
  const filtered = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/spots' && new URL(r.url()).searchParams.get('famed') === 'false');
  await page.goto('/spots?famed=false');
  const next = TRACEPARENT.exec((await filtered).headers().traceparent ?? '');
  expect(next?.[1]).toBeDefined();
  expect(next![1]).not.toBe(first!.traceId);
});
