// The client's own logic (headers, waiting for a token, one renewal on 401) with a scripted
// `fetch` option: what each server answer makes the client do. Components test against the
// real API server instead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiHeaders, createApiClient, fillPath, setResponseCheck, type ApiClientOptions } from './api-client.ts';

const context = () => ({ platform: 'walkable' as const, country: 'ch', locale: 'fr' as const });

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers from a script, one response per request, and records what was sent. */
function scripted(...answers: Array<[number, unknown]>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), method: init?.method ?? 'GET', headers: init?.headers as Record<string, string>, body: init?.body });
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(body === null ? null : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function client(extra: Partial<ApiClientOptions>, fetch: typeof globalThis.fetch) {
  return createApiClient({ baseUrl: 'http://api.test/api/', context, fetch, ...extra });
}

describe('headers (spec §7)', () => {
  it('context headers always; bearer only with a token', () => {
    expect(apiHeaders({ context })).toEqual({
      'Cache-Control': 'no-cache',
      'accept-language': 'fr',
      'moveable-platform': 'walkable',
      'moveable-countrycode': 'ch',
      accept: 'application/json',
    });
    expect(apiHeaders({ context, accessToken: () => 'abc' }).Authorization).toBe('Bearer abc');
    expect(apiHeaders({ context, accessToken: () => null }).Authorization).toBeUndefined();
    expect(apiHeaders({ context, accessToken: () => 'abc' }, null).Authorization).toBeUndefined();
    expect(apiHeaders({ context }, 'given').Authorization).toBe('Bearer given');
  });
});

describe('createApiClient', () => {
  it('sends the headers, the path with its parameters, the query and a JSON body; parses the answer', async () => {
    const { fetch, sent } = scripted([201, { ok: true }]);
    const api = client({ accessToken: () => 'tok' }, fetch);
    expect(await api.post('/spots/:id/comments', { params: { id: 7 }, body: { body: 'a' } })).toEqual({ ok: true });
    expect(sent[0]).toMatchObject({ url: 'http://api.test/api/spots/7/comments', method: 'POST', body: '{"body":"a"}' });
    expect(sent[0]!.headers).toMatchObject({ Authorization: 'Bearer tok', 'content-type': 'application/json', 'moveable-platform': 'walkable' });
  });

  it('sends form bodies as they are, and extra headers', async () => {
    const { fetch, sent } = scripted([204, null]);
    const form = new URLSearchParams({ locale: 'fr' });
    await client({}, fetch).post('/users/current/locale', { body: form, headers: { 'x-password': 'pw' } });
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['content-type']).toBeUndefined();
    expect(sent[0]!.headers['x-password']).toBe('pw');
  });

  it('waits for a token source that answers later (a refresh under way)', async () => {
    const { fetch, sent } = scripted([200, {}]);
    let release: (token: string) => void = () => {};
    const later = new Promise<string>((resolve) => (release = resolve));
    const pending = client({ accessToken: () => later }, fetch).get('/users/me');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toHaveLength(0); // nothing leaves before the token is there
    release('fresh');
    await pending;
    expect(sent[0]!.headers.Authorization).toBe('Bearer fresh');
  });

  it('a 401 for a sent token → renew once → the request is repeated with the new token', async () => {
    const { fetch, sent } = scripted([401, { statusCode: 401, message: 'token expired' }], [200, { data: 1 }]);
    const renew = vi.fn(async (_rejected: string) => 'new');
    const rejected = vi.fn();
    const api = client({ accessToken: () => 'old', renewAccessToken: renew, onAuthRejected: rejected }, fetch);
    expect(await api.get('/users/me')).toEqual({ data: 1 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew.mock.calls[0]![0]).toBe('old');
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(rejected).not.toHaveBeenCalled();
  });

  it('a 401 again after renewal → onAuthRejected (the logout flow) and the 401 is thrown', async () => {
    const { fetch } = scripted([401, { message: 'no' }], [401, { message: 'still no' }]);
    const rejected = vi.fn();
    const api = client({ accessToken: () => 'old', renewAccessToken: async () => 'new', onAuthRejected: rejected }, fetch);
    const error = await api.get('/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('still no');
    expect(rejected).toHaveBeenCalledWith('new', error);
  });

  it('renewal refused (null) → the first 401 is thrown, no repeat', async () => {
    const { fetch, sent } = scripted([401, { message: 'wrong password', code: 'invalid_credentials' }]);
    const api = client({ accessToken: () => 'tok', renewAccessToken: async () => null }, fetch);
    const error = (await api.get('/users/me/export').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_credentials');
    expect(sent).toHaveLength(1);
  });

  it('a 401 without a token (anonymous, e.g. wrong credentials at login) is not renewed', async () => {
    const { fetch } = scripted([401, { code: 'invalid_credentials', message: 'Invalid e-mail or password' }]);
    const renew = vi.fn(async () => 'x');
    const error = (await client({ accessToken: () => null, renewAccessToken: renew }, fetch)
      .post('/auth/login', { body: { email: 'a@b.ch', password: 'x' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.statusCode).toBe(401);
    expect(error.code).toBe('invalid_credentials');
    expect(renew).not.toHaveBeenCalled();
  });

  it('a failed call is logged with method, path, status, status text and body, then thrown (§8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { statusCode: 404, error: 'Not Found', message: 'Spot 9 not found' };
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(body), { status: 404, statusText: 'Not Found' }),
    ) as unknown as typeof globalThis.fetch;
    await expect(client({}, fetch).get('/spots/:id', { params: { id: 9 } })).rejects.toMatchObject({ statusCode: 404 });
    expect(warn).toHaveBeenCalledWith('GET /spots/:id: 404 Not Found', body);
    warn.mockRestore();
  });

  it('errors carry status, body, field and code', async () => {
    const { fetch } = scripted([409, { statusCode: 409, error: 'Conflict', message: 'taken', field: 'email', code: 'email_taken' }]);
    const error = (await client({}, fetch)
      .post('/users', { body: { email: 'a@b.ch', password: 'x', username: 'ab' } })
      .catch((e: unknown) => e)) as ApiError;
    expect([error.statusCode, error.field, error.code, error.message]).toEqual([409, 'email', 'email_taken', 'taken']);
  });
});

describe('paths', () => {
  it('fills the parameters of a path template, each value URI-encoded', () => {
    expect(fillPath('/spots/:id/comments', { id: 42 })).toBe('/spots/42/comments');
    expect(fillPath('/users/:nameOrOldId', { nameOrOldId: 'a/b c' })).toBe('/users/a%2Fb%20c');
    expect(() => fillPath('/spots/:id', {})).toThrow(':id');
  });

  it('leaves out empty query values and joins lists', async () => {
    const { fetch, sent } = scripted([200, { items: [], nextCursor: null }]);
    await client({}, fetch).get('/spots', { query: { famed: false, categoryIds: [3, 1], regionId: undefined, cursor: '' } });
    expect(sent[0]!.url).toBe('http://api.test/api/spots?famed=false&categoryIds=3%2C1');
  });
});

describe('the response check (installed by tests)', () => {
  afterEach(() => setResponseCheck(null));

  it('sees every answer with the route template, success and failure alike, before the caller does', async () => {
    const seen: unknown[] = [];
    setResponseCheck((method, path, status, body) => seen.push([method, path, status, body]));
    const { fetch } = scripted([200, { id: 3 }], [404, { statusCode: 404, message: 'gone' }]);
    const api = client({}, fetch);
    await api.get('/spots/legacy/:oldId', { params: { oldId: 'abcdefghijklmnopq' } });
    await api.get('/spots/:id', { params: { id: 9 } }).catch(() => undefined);
    expect(seen).toEqual([
      ['GET', '/spots/legacy/:oldId', 200, { id: 3 }],
      ['GET', '/spots/:id', 404, { statusCode: 404, message: 'gone' }],
    ]);
  });

  it('a check that throws fails the call', async () => {
    setResponseCheck(() => {
      throw new Error('not what the contract says');
    });
    const { fetch } = scripted([200, { id: 'x' }]);
    await expect(client({}, fetch).get('/spots/legacy/:oldId', { params: { oldId: 'abcdefghijklmnopq' } })).rejects.toThrow(
      'not what the contract says',
    );
  });
});
