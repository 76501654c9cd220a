// One error shape; 5xx bodies never show internals; a database out of reach is a 503 to retry.
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

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
beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
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
});
afterAll(() => t.app.close());

describe('errors', () => {
  it('an unknown API route is a 404 in the error shape', async () => {
    const res = await t.get('/api/nothing-here?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nothing-here not found' });
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
