// The own account (GET/PATCH /users/me), the §7 preference posts with form bodies, and public
// profiles by username or legacy id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  user = await signIn(t, DEMO_ACCOUNTS.user.email);
});
afterAll(() => t.app.close());

const patch = (payload: Record<string, unknown>, who = user) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me', payload, headers: bearer(who.accessToken) });

describe('PATCH /api/users/me', () => {
  it('changes username, bio, e-mail notifications, locale and country; answers the new User', async () => {
    const res = await patch({ username: 'Bici_Neu', bio: 'Ich fahre jeden Tag.', emailNotifications: false, locale: 'it', country: 'AT' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'Bici_Neu',
      bio: 'Ich fahre jeden Tag.',
      emailNotifications: false,
      locale: 'it',
      country: 'at',
    });
    expect((await t.get('/api/users/me', bearer(user.accessToken))).body.data.username).toBe('Bici_Neu');
  });

  it('firstLogin "now" ends onboarding once; later calls keep the first date', async () => {
    await t.db.kysely.updateTable('users').set({ first_login: null }).where('id', '=', user.userId).execute();
    expect((await t.get('/api/users/me', bearer(user.accessToken))).body.data.firstLogin).toBeNull();
    const first = (await patch({ firstLogin: 'now' })).json().data.firstLogin;
    expect(Date.parse(first)).toBeGreaterThan(Date.now() - 60_000);
    expect((await patch({ firstLogin: 'now' })).json().data.firstLogin).toBe(first);
  });

  it('409 username_taken (any case), 400 naming the field, unknown fields refused', async () => {
    expect((await patch({ username: 'VELO_FAN' })).json()).toMatchObject({ statusCode: 409, code: 'username_taken', field: 'username' });
    expect((await patch({ username: 'Bici_Neu' })).statusCode).toBe(200); // one's own name is not "taken"
    expect((await patch({ bio: 'x'.repeat(501) })).json()).toMatchObject({ statusCode: 400, field: 'bio' });
    expect((await patch({ locale: 'es' })).json()).toMatchObject({ statusCode: 400, field: 'locale' });
    expect((await patch({ country: 'Schweiz' })).json()).toMatchObject({ statusCode: 400, field: 'country' });
    // Two letters are not enough: a country some platform runs in (spec §1), or world.
    expect((await patch({ country: 'xx' })).json()).toMatchObject({ statusCode: 400, code: 'invalid_input', field: 'country' });
    expect((await patch({ country: 'gb' })).json()).toMatchObject({ statusCode: 400, field: 'country' });
    expect((await patch({ country: 'KE' })).json().data.country).toBe('ke');
    expect((await patch({ firstLogin: '2020-01-01' })).json()).toMatchObject({ statusCode: 400, field: 'firstLogin' });
    expect((await patch({ role: 'admin' })).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'unknown_field',
      message: 'role is not a field of this request',
      field: 'role',
    });
    expect((await patch({ email: 'new@example.com' })).json()).toMatchObject({ statusCode: 400, code: 'unknown_field', field: 'email' });
    expect((await t.get('/api/users/me', bearer(user.accessToken))).body.data).toMatchObject({ role: 'user', email: DEMO_ACCOUNTS.user.email });
  });
});

describe('POST /api/users/current/locale and /country (form bodies, spec §7)', () => {
  const post = (url: string, body: string, who: SignedIn | null = user) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who ? bearer(who.accessToken) : {}) },
    });

  it('saves the locale and the country: 204', async () => {
    expect((await post('/api/users/current/locale', 'locale=fr')).statusCode).toBe(204);
    expect((await post('/api/users/current/country', 'countryCode=world')).statusCode).toBe(204);
    expect((await t.get('/api/users/me', bearer(user.accessToken))).body.data).toMatchObject({ locale: 'fr', country: 'world' });
  });

  it('400 naming the field; 401 without a token', async () => {
    expect((await post('/api/users/current/locale', 'locale=xx')).json()).toMatchObject({ statusCode: 400, field: 'locale' });
    expect((await post('/api/users/current/country', 'countryCode=123')).json()).toMatchObject({ statusCode: 400, field: 'countryCode' });
    expect((await post('/api/users/current/country', 'countryCode=xx')).json()).toMatchObject({ statusCode: 400, field: 'countryCode' });
    expect((await post('/api/users/current/locale', 'locale=fr', null)).statusCode).toBe(401);
  });
});

describe('GET /api/users/{nameOrOldId}', () => {
  it('by username (any case): the public fields only, with the spot count on the platform', async () => {
    const velo = t.data.users.find((u) => u.id === 1)!;
    const res = await t.get('/api/users/VELO_FAN');
    expect(res.status).toBe(200);
    const spotCount = t.data.spots.filter((s) => s.authorId === 1 && s.platform === 'bikeable').length;
    expect(res.body).toEqual({ data: { username: velo.username, avatarUrl: null, bio: '', createdAt: velo.createdAt, spotCount } });
    const walkable = await t.get('/api/users/velo_fan', { 'moveable-platform': 'walkable' });
    expect(walkable.body.data.spotCount).toBe(t.data.spots.filter((s) => s.authorId === 1 && s.platform === 'walkable').length);
  });

  it('by the legacy id of old links', async () => {
    const legacy = t.data.users.find((u) => u.legacyId !== null)!;
    const res = await t.get(`/api/users/${legacy.legacyId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe(legacy.username);
    expect(JSON.stringify(res.body)).not.toMatch(/email|role|legacy/);
  });

  it('a username that looks like a legacy id cannot take over an old link', async () => {
    const legacy = t.data.users.find((u) => u.legacyId !== null && u.id > 10)!;
    const squatter = await signIn(t, 'rad_pilotin@example.com'); // not the owner of that legacy id
    expect((await patch({ username: legacy.legacyId }, squatter)).statusCode).toBe(200);
    expect((await t.get(`/api/users/${legacy.legacyId}`)).body.data.username).toBe(legacy.username);
  });

  it('404 for nobody, and for a deleted account', async () => {
    expect((await t.get('/api/users/nobody_at_all')).status).toBe(404);
    await t.db.kysely.updateTable('users').set({ deleted_at: new Date() }).where('username', '=', 'kiez_fan').execute();
    expect((await t.get('/api/users/kiez_fan')).status).toBe(404);
  });
});
