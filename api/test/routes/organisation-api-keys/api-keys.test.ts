// Organisation API keys (issue 15, migration 0055): the organisation's administrators and the
// platform's list, create and revoke them (the matrix: an administrator of Basel gets 403 on
// Zürich); the secret is in the create's answer once and never again, only its hash is stored; a
// revoked key is refused by Open311; every write has its audit line, which never holds the secret.
import { createHash } from 'node:crypto';
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

const BASE = '/api/organisations/zuerich/api-keys';
const send = (method: 'GET' | 'POST', url: string, actor: Actor = 'admin', payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: actors.headers(actor), ...(payload === undefined ? {} : { payload }) });

async function create(name: string, actor: Actor = 'organisationAdmin'): Promise<{ id: number; key: string; hint: string }> {
  const res = await send('POST', BASE, actor, { name });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

const postRequest = (apiKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/open311/v2/requests.json',
    payload: new URLSearchParams({ api_key: apiKey, service_code: 'other', lat: '47.3769', long: '8.5417', description: 'Schlagloch' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the authorization matrix', () => {
  it('GET /organisations/:slug/api-keys', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('GET', BASE, actor));
  });

  it('POST /organisations/:slug/api-keys', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('POST', BASE, actor, { name: `Von ${actor}` }));
  });

  it('POST /organisations/:slug/api-keys/:id/revoke', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], async (actor) => {
      const { id } = await create(`Weg ${actor}`);
      return send('POST', `${BASE}/${id}/revoke`, actor);
    });
  });

  it("another organisation's administrator may manage their own keys, not Zürich's", async () => {
    const own = await send('POST', '/api/organisations/basel/api-keys', 'otherMember', { name: 'Basel system' });
    expect(own.statusCode).toBe(201);
    const { id } = await create('Zürich only');
    expect((await send('POST', `/api/organisations/basel/api-keys/${id}/revoke`, 'otherMember')).statusCode).toBe(404);
    expect((await send('POST', `${BASE}/${id}/revoke`, 'otherMember')).statusCode).toBe(403);
  });
});

describe('keys', () => {
  it('shows the secret once at creation; the list and the database never hold it', async () => {
    const created = await create('Fix-it system');
    expect(created.key).toMatch(/^mvk_[A-Za-z0-9_-]{43}$/);
    expect(created.hint).toBe(`${created.key.slice(0, 8)}…${created.key.slice(-4)}`);
    expect(created).toMatchObject({ name: 'Fix-it system', revokedAt: null, lastUsedAt: null, createdBy: { name: expect.any(String) } });
    const list = await send('GET', BASE, 'organisationAdmin');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(created.key.slice(8, -4));
    const item = list.json().items.find((k: { id: number }) => k.id === created.id);
    expect(Object.keys(item).sort()).toEqual(['createdAt', 'createdBy', 'hint', 'id', 'lastUsedAt', 'name', 'revokedAt']);
    const row = await t.db.kysely.selectFrom('organisation_api_keys').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).equals(createHash('sha256').update(created.key).digest())).toBe(true);
    expect(JSON.stringify({ ...row, secret_hash: null })).not.toContain(created.key.slice(8, -4));
  });

  it('a key works until it is revoked; then Open311 refuses it with 403', async () => {
    const created = await create('Short-lived');
    const before = await postRequest(created.key);
    expect(before.statusCode).toBe(201);
    const used = (await send('GET', BASE, 'organisationAdmin')).json().items.find((k: { id: number }) => k.id === created.id);
    expect(used.lastUsedAt).not.toBeNull();
    const revoked = await send('POST', `${BASE}/${created.id}/revoke`, 'organisationAdmin');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await postRequest(created.key);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual([{ code: 403, description: expect.stringContaining('api_key') }]);
    // Revoking again keeps the first date.
    expect((await send('POST', `${BASE}/${created.id}/revoke`, 'organisationAdmin')).json().revokedAt).toBe(revoked.json().revokedAt);
  });

  it('audits create and revoke by hint, never the secret', async () => {
    const created = await create('Audited');
    await send('POST', `${BASE}/${created.id}/revoke`, 'organisationAdmin');
    const lines = await t.db.kysely
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', 'in', ['organisation.apikey.create', 'organisation.apikey.revoke'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(lines.map((l) => l.action).sort()).toEqual(['organisation.apikey.create', 'organisation.apikey.revoke']);
    expect(JSON.stringify(lines)).toContain(created.hint);
    expect(JSON.stringify(lines)).not.toContain(created.key);
  });

  it('errors name their field: an empty name, an unknown key id, an unknown organisation', async () => {
    const empty = await send('POST', BASE, 'organisationAdmin', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('name');
    expect((await send('POST', `${BASE}/999999/revoke`, 'organisationAdmin')).statusCode).toBe(404);
    expect((await send('GET', '/api/organisations/nowhere/api-keys', 'admin')).statusCode).toBe(404);
  });
});
