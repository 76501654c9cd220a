// GET /api/organisations/:slug
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('GET /api/organisations/:slug', () => {
  it('answers the organisation with its regions and their bbox', async () => {
    const res = await t.get('/api/organisations/zuerich');
    expect(res.status).toBe(200);
    const zurich = t.data.regions.find((r) => r.slug === 'zuerich')!;
    expect(res.body).toEqual({
      slug: 'zuerich',
      name: 'Stadt Zürich',
      website: 'https://www.stadt-zuerich.ch',
      platform: 'bikeable',
      country: 'ch',
      regionIds: [zurich.id],
      bbox: zurich.bbox,
    });
  });

  it('is found whatever the country header (embeds on partner pages)', async () => {
    expect((await t.get('/api/organisations/berlin', { 'moveable-countrycode': 'ch' })).body.country).toBe('de');
  });

  it('is scoped by platform', async () => {
    expect((await t.get('/api/organisations/bern')).status).toBe(404);
    expect((await t.get('/api/organisations/bern', { 'moveable-platform': 'walkable' })).body.name).toBe('Stadt Bern');
  });

  it('an organisation without regions has bbox null', async () => {
    await t.db.kysely
      .insertInto('organisations')
      .values({ slug: 'pro-velo', name: 'Pro Velo', website: null, platform: 'bikeable', country: 'ch' })
      .execute();
    const res = await t.get('/api/organisations/pro-velo');
    expect(res.body).toMatchObject({ slug: 'pro-velo', website: null, regionIds: [], bbox: null });
  });

  it('is 404 when unknown and 400 naming slug for a malformed slug', async () => {
    const res = await t.get('/api/organisations/nobody');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Organisation nobody not found' });
    const bad = await t.get('/api/organisations/Bad_Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('slug');
  });
});
