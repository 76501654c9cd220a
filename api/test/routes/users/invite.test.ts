// Invitations through a real SMTP server: who may invite whom into what, the e-mail and its link,
// and accepting it (account created, organisation joined, signed in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, sessionCookie, signIn, type SignedIn } from '../../helpers/auth.ts';
import { linkIn, recipientOf, startSmtp, type TestSmtp } from '../../helpers/smtp.ts';

let smtp: TestSmtp;
let t: TestApp;
let admin: SignedIn;
let organisationAdmin: SignedIn;
let user: SignedIn;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ ...GENEROUS_LIMITS, smtpUrl: smtp.url });
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
  organisationAdmin = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
  user = await signIn(t, DEMO_ACCOUNTS.user.email);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

const invite = (who: SignedIn | null, payload: Record<string, unknown>, language = 'de') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/invite',
    payload,
    headers: { ...(who ? bearer(who.accessToken) : {}), 'accept-language': language, 'moveable-platform': 'bikeable' },
  });
const accept = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/users/invite/accept', payload });
const tokenFor = async (email: string) =>
  linkIn(await smtp.waitFor((m) => recipientOf(m) === email && /mode=invite/.test(m.text ?? ''))).searchParams.get('token')!;

describe('POST /api/users/invite and /api/users/invite/accept', () => {
  it('an admin invites into an organisation; the invitee accepts, joins it and is signed in', async () => {
    expect((await invite(admin, { email: 'Neue@Stadt-Zuerich.ch', organisation: 'zuerich' })).statusCode).toBe(204);
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'neue@stadt-zuerich.ch');
    expect(mail.subject).toBe('Einladung: Stadt Zürich auf bikeable');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('mode')).toBe('invite');

    const res = await accept({ token: link.searchParams.get('token'), password: 'verwaltung zürich 1', username: 'tiefbau_zh', acceptTerms: true });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires: 900_000 });
    expect(sessionCookie(res)?.value).toBe(data.refresh_token);
    const me = (await t.get('/api/users/me', bearer(data.access_token))).body.data;
    expect(me).toMatchObject({
      username: 'tiefbau_zh',
      email: 'neue@stadt-zuerich.ch',
      firstLogin: null,
      memberships: [{ organisation: { slug: 'zuerich' }, role: 'member' }],
    });
    const row = await t.db.kysely.selectFrom('users').select('email_confirmed_at').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
    // The link works once.
    const again = await accept({
      token: link.searchParams.get('token'),
      password: 'verwaltung zürich 1',
      username: 'tiefbau_zh2',
      acceptTerms: true,
    });
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'token_invalid' });
  });

  it('an admin invites to the platform only (no organisation), in the inviter’s language', async () => {
    expect((await invite(admin, { email: 'guest@example.org' }, 'en')).statusCode).toBe(204);
    const mail = await smtp.waitFor((m) => recipientOf(m) === 'guest@example.org');
    expect(mail.subject).toBe('Invitation to bikeable');
    expect(linkIn(mail).pathname).toBe('/en/login');
    const res = await accept({
      token: linkIn(mail).searchParams.get('token'),
      password: 'a guest passphrase',
      username: 'guest_one',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect((await t.get('/api/users/me', bearer(res.json().data.access_token))).body.data.memberships).toEqual([]);
  });

  it('an organisation admin invites into their organisation, also as admin', async () => {
    expect((await invite(organisationAdmin, { email: 'kollegin@stadt-zuerich.ch', organisation: 'zuerich', role: 'admin' })).statusCode).toBe(204);
    const token = await tokenFor('kollegin@stadt-zuerich.ch');
    const res = await accept({ token, password: 'kollegin passphrase', username: 'kollegin_zh', acceptTerms: true });
    const me = (await t.get('/api/users/me', bearer(res.json().data.access_token))).body.data;
    expect(me.memberships).toEqual([{ organisation: { slug: 'zuerich', name: 'Stadt Zürich', platform: 'bikeable' }, role: 'admin' }]);
  });

  it('403: an organisation admin for another organisation or for no organisation; a plain user; 401 anonymously', async () => {
    expect((await invite(organisationAdmin, { email: 'x@example.org', organisation: 'berlin' })).statusCode).toBe(403);
    expect((await invite(organisationAdmin, { email: 'x@example.org' })).statusCode).toBe(403);
    expect((await invite(user, { email: 'x@example.org', organisation: 'zuerich' })).statusCode).toBe(403);
    expect((await invite(user, { email: 'x@example.org' })).statusCode).toBe(403);
    expect((await invite(null, { email: 'x@example.org' })).statusCode).toBe(401);
    await t.app.background.idle();
    expect(smtp.messages.some((m) => recipientOf(m) === 'x@example.org')).toBe(false);
  });

  it('400: an organisation of another platform, or a role without an organisation', async () => {
    const bern = await invite(admin, { email: 'x@example.org', organisation: 'bern' }); // walkable, not bikeable
    expect(bern.json()).toMatchObject({ statusCode: 400, field: 'organisation' });
    const role = await invite(admin, { email: 'x@example.org', role: 'admin' });
    expect(role.json()).toMatchObject({ statusCode: 400, field: 'role' });
  });

  it('someone with an account is added to the organisation directly (and told by e-mail); without an organisation it is a 409', async () => {
    expect((await invite(organisationAdmin, { email: DEMO_ACCOUNTS.user.email, organisation: 'zuerich' })).statusCode).toBe(204);
    const mail = await smtp.waitFor((m) => recipientOf(m) === DEMO_ACCOUNTS.user.email);
    expect(mail.subject).toBe('Du bist jetzt bei Stadt Zürich auf bikeable');
    expect(mail.text).not.toMatch(/token=/);
    const me = (await t.get('/api/users/me', bearer(user.accessToken))).body.data;
    expect(me.memberships).toEqual([{ organisation: { slug: 'zuerich', name: 'Stadt Zürich', platform: 'bikeable' }, role: 'member' }]);
    // Inviting an organisation admin again as a member does not demote them.
    expect((await invite(admin, { email: DEMO_ACCOUNTS.organisationAdmin.email, organisation: 'zuerich', role: 'member' })).statusCode).toBe(204);
    expect((await t.get('/api/users/me', bearer(organisationAdmin.accessToken))).body.data.memberships[0].role).toBe('admin');
    const taken = await invite(admin, { email: DEMO_ACCOUNTS.user.email });
    expect(taken.json()).toMatchObject({ statusCode: 409, code: 'email_taken' });
  });

  it('accepting: terms required, weak password, username taken (the link stays usable), e-mail taken meanwhile, expired link', async () => {
    expect((await invite(admin, { email: 'late@example.org' })).statusCode).toBe(204);
    const token = await tokenFor('late@example.org');
    expect((await accept({ token, password: 'a good passphrase', username: 'late_one' })).json()).toMatchObject({
      field: 'acceptTerms',
      code: 'terms_required',
    });
    expect((await accept({ token, password: 'short', username: 'late_one', acceptTerms: true })).json()).toMatchObject({
      field: 'password',
      code: 'weak_password',
    });
    expect((await accept({ token, password: 'a good passphrase', username: 'velo_fan', acceptTerms: true })).json()).toMatchObject({
      statusCode: 409,
      code: 'username_taken',
    });
    expect((await accept({ token, password: 'a good passphrase', username: 'late_one', acceptTerms: true })).statusCode).toBe(201);

    expect((await invite(admin, { email: 'twice@example.org' })).statusCode).toBe(204);
    const second = await tokenFor('twice@example.org');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'twice@example.org', password: 'signed up myself', username: 'self_made', acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(201);
    expect((await accept({ token: second, password: 'a good passphrase', username: 'twice_one', acceptTerms: true })).json()).toMatchObject({
      statusCode: 409,
      code: 'email_taken',
    });

    expect((await invite(admin, { email: 'expired@example.org' })).statusCode).toBe(204);
    const third = await tokenFor('expired@example.org');
    await t.db.kysely
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('email', '=', 'expired@example.org')
      .execute();
    expect((await accept({ token: third, password: 'a good passphrase', username: 'expired_one', acceptTerms: true })).json()).toMatchObject({
      statusCode: 400,
      code: 'token_expired',
    });
  });

  it('invitation links are valid for 7 days', async () => {
    expect((await invite(admin, { email: 'week@example.org' })).statusCode).toBe(204);
    const row = await t.db.kysely
      .selectFrom('one_time_tokens')
      .select(['created_at', 'expires_at', 'created_by'])
      .where('email', '=', 'week@example.org')
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(row.created_by).toBe(DEMO_ACCOUNTS.admin.id);
  });
});
