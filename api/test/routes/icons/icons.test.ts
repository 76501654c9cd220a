// GET /api/_nuxt_icon/{collection}.json?icons=: the bundled collection's icons in the Iconify
// API format (what the public service answers too), cached for a week; bad names are a 400
// naming the field, an unknown collection a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ICON_NAMES } from '@moveable/contract';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('GET /api/_nuxt_icon/{collection}.json', () => {
  it('answers the icons asked for, with their SVG bodies and the collection’s size, cached for a week', async () => {
    const res = await t.get('/api/_nuxt_icon/mdi.json?icons=bike,walk');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.body.prefix).toBe('mdi');
    expect(Object.keys(res.body.icons).sort()).toEqual(['bike', 'walk']);
    expect(res.body.icons.bike.body).toMatch(/^<path [^>]*d="M/);
    expect([res.body.width, res.body.height]).toEqual([24, 24]);
  });

  it('has every icon a category may name', async () => {
    const names = Object.values(CATEGORY_ICON_NAMES);
    const res = await t.get(`/api/_nuxt_icon/mdi.json?icons=${names.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.not_found ?? []).toEqual([]);
    for (const name of names) expect(res.body.icons[name] ?? res.body.aliases?.[name], name).toBeTruthy();
  });

  it('lists names the collection lacks in not_found', async () => {
    const res = await t.get('/api/_nuxt_icon/mdi.json?icons=bike,no-such-icon-here');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.icons)).toEqual(['bike']);
    expect(res.body.not_found).toEqual(['no-such-icon-here']);
  });

  it('an unknown collection is a 404; a malformed collection or icon list a 400 naming the field', async () => {
    expect((await t.get('/api/_nuxt_icon/fa.json?icons=bike')).status).toBe(404);
    expect(await t.get('/api/_nuxt_icon/mdi?icons=bike')).toMatchObject({ status: 400, body: { field: 'collection' } });
    for (const icons of ['', 'Bike', 'bike,,walk', '<svg>', Array.from({ length: 65 }, (_, i) => `i${i}`).join(',')]) {
      expect(await t.get(`/api/_nuxt_icon/mdi.json?icons=${encodeURIComponent(icons)}`), icons).toMatchObject({
        status: 400,
        body: { field: 'icons' },
      });
    }
    expect(await t.get('/api/_nuxt_icon/mdi.json')).toMatchObject({ status: 400, body: { field: 'icons' } });
  });
});
