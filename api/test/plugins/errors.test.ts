// One error shape { statusCode, error, code, message, field? } for every 4xx and 5xx, Fastify's
// and Node's own included; 5xx bodies never show internals; a database out of reach is a 503 to retry.
import net, { createServer } from 'node:net';
import { errorSchema } from '@moveable/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../helpers/auth.ts';

/** A loopback port nobody listens on (taken and released again). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS, async (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('connection string postgres://secret@db/internal refused');
    });
    app.get('/api/test/sql', async () => {
      await app.db.kysely
        .selectFrom('no_such_table' as 'spots')
        .selectAll()
        .execute();
      return {};
    });
    // A PostgreSQL that is down: pg's real error for a refused connection.
    const port = await closedPort();
    app.get('/api/test/db-down', async () => {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
      await client.connect();
      return {};
    });
  });
  token = (await signIn(t, DEMO_ACCOUNTS.user.email)).accessToken;
});
afterAll(() => t.app.close());

describe('errors', () => {
  it('an unknown API route is a 404 in the error shape', async () => {
    const res = await t.get('/api/nothing-here?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Route GET /api/nothing-here not found' });
  });

  it('a wrong method is a 404 too', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/spots/1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });

  it.each(['/api/test/boom', '/api/test/sql'])('%s: a 500 without internals', async (url) => {
    const res = await t.get(url);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|no_such_table|stack/);
  });

  it('a database that cannot be reached is a 503 with Retry-After and code database_unavailable', async () => {
    const res = await t.get('/api/test/db-down');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'database_unavailable',
      message: 'The database cannot be reached at the moment. Please try again shortly.',
    });
  });
});

describe('bodies that are not what the route takes', () => {
  const send = (method: 'POST' | 'PATCH', url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('an array for an object: no field, a message that says so, code invalid_input', async () => {
    const res = await send('POST', '/api/users', '[]');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_input',
      message: 'The body must be a JSON object, not an array',
    });
  });

  it('an unknown key is named as the field (code unknown_field)', async () => {
    const res = await send('PATCH', '/api/users/me', '{"a":1}', bearer(token));
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'unknown_field',
      message: 'a is not a field of this request',
      field: 'a',
    });
  });

  it("zod's generic type errors are said of the field: a number for refresh_token", async () => {
    const res = await send('POST', '/api/auth/logout', '{"refresh_token":5}');
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_input',
      message: 'refresh_token must be a string, not a number',
      field: 'refresh_token',
    });
  });

  it.each([
    ['{"email":', 400, 'invalid_json'],
    ['', 400, 'invalid_json'],
    ['{"__proto__":{"admin":true}}', 400, 'invalid_json'],
  ])('JSON body %j → %i %s', async (payload, status, code) => {
    const res = await send('POST', '/api/auth/login', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code });
  });

  it('a media type no route takes: 415 unsupported_media_type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type', code: 'unsupported_media_type' });
  });

  it('a body over the limit: 413 payload_too_large', async () => {
    const res = await send('POST', '/api/auth/login', JSON.stringify({ email: 'a@b.ch', password: 'x'.repeat(2_000_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large', message: 'The body is too large' });
  });
});

describe('what Fastify and Node answer before a route runs', () => {
  it('a URL that does not decode: 400 bad_url in the one shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'bad_url',
      message: 'The URL is not valid: it has a malformed percent-encoding',
    });
  });

  it('headers over 16 KB: 431 headers_too_large with a body, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      code: 'headers_too_large',
      message: 'The request headers are too large',
    });
  });

  it("every error answer fits the contract's Error schema, code included", async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/nothing' }),
      await t.app.inject({ method: 'GET', url: '/api/spots?famed=x' }),
      await t.app.inject({ method: 'GET', url: '/api/users/me' }),
      await t.app.inject({ method: 'GET', url: '/api/test/boom' }),
      await t.app.inject({ method: 'GET', url: '/api/%zz' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(errorSchema.strict().parse(res.json()).code).toMatch(/^[a-z_]+$/);
    }
  });
});
