// The categories for platform administrators: list every platform's in order, add one (last),
// change labels, temporary flag, platforms and icon, reorder; each write leaves audit lines and
// the public list follows at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
});
afterAll(() => t.app.close());

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, actor: Actor = 'admin') =>
  t.app.inject({ method, url: `/api${url}`, headers: actors.headers(actor), ...(payload === undefined ? {} : { payload: payload as object }) });

let counter = 0;
const newCategory = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    slug: `test-${counter}`,
    labels: { de: `Test ${counter}`, fr: `Essai ${counter}`, it: `Prova ${counter}`, en: `Test ${counter}` },
    platforms: ['bikeable'],
    ...extra,
  };
};
const list = async () => (await send('GET', '/admin/categories')).json().items as { id: number; slug: string; position: number }[];

describe('the authorization matrix: platform administrators only', () => {
  it('GET /admin/categories', async () => {
    await expectOnlyAllowed(['admin'], (actor) => send('GET', '/admin/categories', undefined, actor));
  });
  it('POST /admin/categories', async () => {
    await expectOnlyAllowed(['admin'], (actor) => send('POST', '/admin/categories', newCategory(), actor));
  });
  it('PATCH /admin/categories/:id', async () => {
    const { id } = (await send('POST', '/admin/categories', newCategory())).json();
    await expectOnlyAllowed(['admin'], (actor) => send('PATCH', `/admin/categories/${id}`, { temporary: actor === 'admin' }, actor));
  });
  it('PUT /admin/categories/order', async () => {
    await expectOnlyAllowed(['admin'], async (actor) => send('PUT', '/admin/categories/order', { ids: (await list()).map((c) => c.id) }, actor));
  });
});

describe('categories', () => {
  it('adds a category last, with defaults, and the public list shows it in its language', async () => {
    const before = await list();
    const res = await send('POST', '/admin/categories', newCategory({ icon: 'bike', platforms: ['walkable', 'bikeable'] }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ temporary: false, icon: 'bike', platforms: ['bikeable', 'walkable'] });
    expect(created.position).toBeGreaterThan(Math.max(...before.map((c) => c.position)));
    const pub = await t.get('/api/categories', { 'moveable-platform': 'walkable', 'moveable-countrycode': 'ch', 'accept-language': 'fr' });
    expect(pub.body.items.at(-1)).toMatchObject({ id: created.id, label: created.labels.fr });
    const audit = await t.db.kysely
      .selectFrom('admin_audit')
      .select('action')
      .where('subject_type', '=', 'category')
      .where('subject_id', '=', created.id)
      .execute();
    expect(audit).toEqual([{ action: 'category.create' }]);
  });

  it('changes labels, temporary, platforms and icon with before and after in the audit', async () => {
    const { id } = (await send('POST', '/admin/categories', newCategory())).json();
    const labels = { de: 'Baustelle', fr: 'Chantier', it: 'Cantiere', en: 'Roadworks' };
    const res = await send('PATCH', `/admin/categories/${id}`, { labels, temporary: true, platforms: ['accessable'], icon: 'construction' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ labels, temporary: true, platforms: ['accessable'], icon: 'construction' });
    const cleared = await send('PATCH', `/admin/categories/${id}`, { icon: null });
    expect(cleared.json().icon).toBeNull();
    const lines = await t.db.kysely
      .selectFrom('admin_audit')
      .select(['action', 'before', 'after'])
      .where('subject_type', '=', 'category')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => l.action)).toEqual(['category.create', 'category.update', 'category.update']);
    expect(lines[1]).toMatchObject({ before: { temporary: false, icon: null }, after: { temporary: true, icon: 'construction' } });
  });

  it('an unchanged patch writes no audit line', async () => {
    const { id } = (await send('POST', '/admin/categories', newCategory({ temporary: true }))).json();
    expect((await send('PATCH', `/admin/categories/${id}`, { temporary: true })).statusCode).toBe(200);
    const lines = await t.db.kysely
      .selectFrom('admin_audit')
      .select('action')
      .where('subject_type', '=', 'category')
      .where('subject_id', '=', id)
      .execute();
    expect(lines).toHaveLength(1);
  });

  it('reorders: every id once, positions follow, the public list too; a move per changed category in the audit', async () => {
    const ids = (await list()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await send('PUT', '/admin/categories/order', { ids: reversed });
    expect(res.statusCode).toBe(204);
    const after = await list();
    expect(after.map((c) => c.id)).toEqual(reversed);
    expect(after.map((c) => c.position)).toEqual(reversed.map((_, i) => i));
    const pub = await t.get('/api/categories', { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' });
    const publicIds = pub.body.items.map((c: { id: number }) => c.id);
    expect(publicIds).toEqual(reversed.filter((id) => publicIds.includes(id)));
    const moves = await t.db.kysely.selectFrom('admin_audit').select('subject_id').where('action', '=', 'category.move').execute();
    expect(moves.length).toBeGreaterThan(0);
  });

  it('refuses an order that leaves one out, names one twice or an unknown one', async () => {
    const ids = (await list()).map((c) => c.id);
    const missing = await send('PUT', '/admin/categories/order', { ids: ids.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'ids', code: 'incomplete' });
    const twice = await send('PUT', '/admin/categories/order', { ids: [...ids, ids[0]] });
    expect(twice.json()).toMatchObject({ field: `ids.${ids.length}`, code: 'duplicate' });
    const unknown = await send('PUT', '/admin/categories/order', { ids: [999_999, ...ids] });
    expect(unknown.json()).toMatchObject({ field: 'ids.0', code: 'unknown_category' });
  });

  it('names the field of a bad category', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ labels: { de: 'a', fr: 'b', it: 'c' } }, 'labels.en'],
      [{ labels: { de: ' ', fr: 'b', it: 'c', en: 'd' } }, 'labels.de'],
      [{ platforms: [] }, 'platforms'],
      [{ platforms: ['drivable'] }, 'platforms.0'],
      [{ icon: 'unicorn' }, 'icon'],
      [{ slug: 'Not A Slug' }, 'slug'],
    ];
    for (const [extra, field] of cases) {
      const res = await send('POST', '/admin/categories', newCategory(extra));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const taken = await send('POST', '/admin/categories', { ...newCategory(), slug: (await list())[0]!.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('slug');
    expect((await send('PATCH', '/admin/categories/999999', { temporary: true })).statusCode).toBe(404);
  });
});
