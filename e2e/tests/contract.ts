// Every test of this suite holds the API's answers against the contract, as the component tests
// do: each JSON answer the page receives from /api is parsed with its route's schema (the built
// bundles carry no schema, so the check runs here, in the test process). Specs import `test`
// and `expect` from this file instead of from @playwright/test.
import { test as base, expect, type Response } from '@playwright/test';
import { checkResponse, routeOf } from '@moveable/contract';

/** The API's own description, not an answer of the contract. */
const NOT_CONTRACT = new Set(['/openapi.json']);

async function violation(response: Response): Promise<string | null> {
  const url = new URL(response.url());
  if (url.origin !== new URL(process.env.E2E_BASE_URL ?? url.origin).origin || !url.pathname.startsWith('/api/')) return null;
  const method = response.request().method();
  const path = url.pathname.slice('/api'.length);
  if (NOT_CONTRACT.has(path) || method === 'OPTIONS' || response.status() === 304) return null;
  const route = routeOf(method, path);
  if (!route) return `${method} ${url.pathname} is not a route of the contract`;
  if (!(response.headers()['content-type'] ?? '').includes('json')) return null;
  try {
    const text = await response.text();
    checkResponse(method, route, response.status(), text ? JSON.parse(text) : null);
    return null;
  } catch (error) {
    // A page that navigated away may have dropped the body: nothing was checked, nothing is wrong.
    if (error instanceof Error && /body is not available|No resource with given identifier|Target.*closed|has been closed/i.test(error.message))
      return null;
    return error instanceof Error ? error.message : String(error);
  }
}

export const test = base.extend<{ contractCheck: void }>({
  contractCheck: [
    async ({ page }, use) => {
      const pending: Promise<string | null>[] = [];
      const listen = (response: Response) => pending.push(violation(response));
      page.on('response', listen);
      await use();
      page.off('response', listen);
      const violations = (await Promise.all(pending)).filter((v): v is string => v !== null);
      expect(violations, 'answers the contract does not allow').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
