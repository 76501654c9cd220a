// One error shape; 5xx bodies never show internals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
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
});
