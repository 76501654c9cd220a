// Bad input to GET /api/spots is always a 400 that names the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('GET /api/spots validation', () => {
  it('famed=yes names famed in words', async () => {
    const res = await t.get('/api/spots?famed=yes');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_input',
      message: 'famed must be true or false',
      field: 'famed',
    });
  });

  it.each([
    ['fixed=1', 'fixed'],
    ['officialAnswer=TRUE', 'officialAnswer'],
    ['archived=maybe', 'archived'],
    ['hasPhoto=', 'hasPhoto'],
    ['famed=true&famed=false', 'famed'],
    ['regionId=abc', 'regionId'],
    ['regionId=0', 'regionId'],
    ['regionId=-1', 'regionId'],
    ['categoryIds=a,b', 'categoryIds'],
    ['categoryIds=1,,2', 'categoryIds'],
    ['categoryIds=' + Array.from({ length: 51 }, (_, i) => i + 1).join(','), 'categoryIds'],
    ['begin=yesterday', 'begin'],
    ['begin=2024-02-30', 'begin'],
    ['end=2024-13-01', 'end'],
    ['begin=2024-06-01&end=2024-05-01', 'end'],
    ['bbox=1,2,3', 'bbox'],
    ['bbox=8.6,47.3,8.5,47.4', 'bbox'],
    ['bbox=a,b,c,d', 'bbox'],
    ['bbox=8.5,95,8.6,96', 'bbox'],
    ['sort=random', 'sort'],
    ['sort=distance', 'near'],
    ['sort=distance&near=47.3', 'near'],
    ['near=100,8', 'near'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=ten', 'limit'],
    ['organisation=Not%20A%20Slug', 'organisation'],
    ['cursor=%24%24%24', 'cursor'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/spots?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(res.body.message).toMatch(new RegExp(field));
  });

  it('unknown parameters are ignored', async () => {
    expect((await t.get('/api/spots?colour=blue&limit=1')).status).toBe(200);
  });
});
