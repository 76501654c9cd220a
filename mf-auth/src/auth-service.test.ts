// The bearer of the auth service's calls (spec §7; shared/src/session/auth-service.ts): the
// person's token while it is valid, else the public app token when the page has one, else none;
// and only those calls. The requests go to the real API through a small local proxy that notes
// the Authorization header each one arrived with.
import { createServer, request, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config, configure, currentAccessToken, getFreshAccessToken, getSession, loadSession, signIn, signOut } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../test/render-route.tsx';

// A demo account of the seed (api/README.md).
const person = { email: 'user@bikeable.ch', password: 'velo-demo-2026' };
const PUBLIC_TOKEN = 'pat_test-public-app-token-of-at-least-32-characters';
const MINUTE = 60_000;

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
}
const seen: Seen[] = [];
let proxy: Server;
const apiBase = config.apiBase;

beforeAll(async () => {
  const upstream = new URL(apiBase);
  proxy = createServer((req, res) => {
    seen.push({ method: req.method ?? 'GET', path: new URL(req.url ?? '/', upstream).pathname, authorization: req.headers.authorization });
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy not listening');
  configure({ apiBase: `http://127.0.0.1:${address.port}/api` });
  resetBrowser();
});

afterEach(() => {
  vi.useRealTimers();
  configure({ publicAppToken: null });
  resetBrowser();
  seen.length = 0;
});

afterAll(async () => {
  configure({ apiBase });
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
});

/** The Authorization header of the last request to `method path`. */
function sentWith(method: string, path: string): string | undefined {
  const hit = seen.findLast((s) => s.method === method && s.path === `/api${path}`);
  if (!hit) throw new Error(`no ${method} ${path} reached the API (saw ${seen.map((s) => `${s.method} ${s.path}`).join(', ')})`);
  return hit.authorization;
}

describe('no public app token on the page', () => {
  it('signed out, the session calls go without a bearer (as before)', async () => {
    expect((await loadSession()).status).toBe('anonymous');
    expect(sentWith('GET', '/_auth/session')).toBeUndefined();
    await signIn(person.email, person.password);
    expect(sentWith('POST', '/auth/login')).toBeUndefined();
  });
});

describe('a public app token on the page', () => {
  it("signed out: sign-in and the session load send it; signed in: the person's token instead", async () => {
    configure({ publicAppToken: PUBLIC_TOKEN });
    expect((await loadSession()).status).toBe('anonymous');
    expect(sentWith('GET', '/_auth/session')).toBe(`Bearer ${PUBLIC_TOKEN}`);

    expect((await signIn(person.email, person.password)).status).toBe('authenticated');
    expect(sentWith('POST', '/auth/login')).toBe(`Bearer ${PUBLIC_TOKEN}`);

    const token = currentAccessToken();
    expect(token).toBeTruthy();
    await loadSession();
    expect(sentWith('GET', '/_auth/session')).toBe(`Bearer ${token}`);

    const before = currentAccessToken();
    await signOut();
    expect(sentWith('DELETE', '/_auth/session')).toBe(`Bearer ${before}`);
    expect(getSession().status).toBe('anonymous');
  });

  it("the person's token has expired: the refresh goes with the public token, not the stale one", async () => {
    configure({ publicAppToken: PUBLIC_TOKEN });
    await signIn(person.email, person.password);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    expect(await getFreshAccessToken()).toBeTruthy();
    expect(sentWith('GET', '/jwt/refresh')).toBe(`Bearer ${PUBLIC_TOKEN}`);
    expect(getSession().status).toBe('authenticated');
  });

  it("the account forms' calls (here: a new password from a link) send it too", async () => {
    configure({ publicAppToken: PUBLIC_TOKEN });
    const user = userEvent.setup();
    renderAt(`/login?mode=reset&token=${'x'.repeat(43)}`);
    await user.type(screen.getByLabelText('Neues Passwort'), 'Ein-neues-langes-Passwort-1');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    await waitFor(() => expect(sentWith('POST', '/auth/password/reset')).toBe(`Bearer ${PUBLIC_TOKEN}`), { timeout: 10_000 });
  });

  it('the product calls of a signed-out page send no bearer: only the auth service gets the public token', async () => {
    configure({ publicAppToken: PUBLIC_TOKEN });
    await loadSession();
    await testApi().get('/spots');
    expect(sentWith('GET', '/spots')).toBeUndefined();
  });
});
