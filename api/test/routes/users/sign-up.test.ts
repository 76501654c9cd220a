// Sign-up (POST /api/users): validation that names the field, terms required, duplicates as 409
// (regardless of case, also when two sign-ups race), the confirmation e-mail and link, stored with
// the account in one transaction, and a country kept only where a platform runs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS, login } from '../../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

const valid = { email: 'neu@example.com', password: 'lange genug und gut', username: 'neue_velofahrerin', acceptTerms: true };
const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload, headers });

describe('POST /api/users', () => {
  it('201 with the new User (onboarding pending); language and country from the request', async () => {
    const res = await signUp(valid, { 'accept-language': 'fr-CH,fr;q=0.9', 'moveable-countrycode': 'de' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      username: 'neue_velofahrerin',
      email: 'neu@example.com',
      firstLogin: null,
      locale: 'fr',
      country: 'de',
      avatarUrl: null,
      bio: '',
      emailNotifications: true,
      role: 'user',
      memberships: [],
      createdAt: expect.any(String),
    });
    expect(res.json().data.id).toBeGreaterThan(40); // after the demo accounts
    expect((await login(t, 'neu@example.com', valid.password)).statusCode).toBe(200);
  });

  it('e-mails a confirmation link (in the outbox without SMTP); the link confirms the address once', async () => {
    const res = await signUp({ ...valid, email: 'Confirm.Me@Example.com', username: 'confirm_me', locale: 'it' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe('confirm.me@example.com');
    const mail = await t.db.kysely.selectFrom('email_outbox').selectAll().where('recipient', '=', 'confirm.me@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Conferma il tuo indirizzo e-mail');
    const token = /\/it\/login\?mode=confirm&token=([\w-]{43})/.exec(mail.text_body)?.[1];
    expect(token).toBeDefined();
    const confirm = () => t.app.inject({ method: 'POST', url: '/api/users/confirm', payload: { token } });
    expect((await confirm()).statusCode).toBe(204);
    const row = await t.db.kysely
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('email', '=', 'confirm.me@example.com')
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
    expect((await confirm()).json()).toMatchObject({ statusCode: 400, code: 'token_invalid' });
  });

  it.each([
    [{ email: 'not-an-address' }, 'email', undefined],
    [{ email: undefined }, 'email', undefined],
    [{ password: 'short' }, 'password', 'weak_password'],
    [{ password: 'password123' }, 'password', 'weak_password'],
    [{ password: 'aaaaaaaaaaaa' }, 'password', 'weak_password'],
    [{ password: 'Other_Name' }, 'password', 'weak_password'],
    [{ username: 'x' }, 'username', undefined],
    [{ username: 'has space' }, 'username', undefined],
    [{ username: '<script>' }, 'username', undefined],
    [{ username: 'current' }, 'username', 'username_taken'],
    [{ acceptTerms: undefined }, 'acceptTerms', 'terms_required'],
    [{ acceptTerms: false }, 'acceptTerms', 'terms_required'],
  ])('400 for %o naming %s', async (change, field, code) => {
    const res = await signUp({ ...valid, email: 'other@example.com', username: 'other_name', ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.field).toBe(field);
    expect(body.message).toMatch(new RegExp(`^${field}`));
    if (code) expect(body.code).toBe(code);
  });

  it('409 email_taken and username_taken, regardless of case', async () => {
    const email = await signUp({ ...valid, email: 'DEMO@bikeable.ch', username: 'fresh_name' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this e-mail address exists already.',
      code: 'email_taken',
      field: 'email',
    });
    const username = await signUp({ ...valid, email: 'fresh@example.com', username: 'Velo_Fan' });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ code: 'username_taken', field: 'username' });
  });

  it('a username is one name however its accents were typed (Unicode NFC)', async () => {
    const decomposed = await signUp({ ...valid, email: 'zoe1@example.com', username: 'Zoe\u0308_rides' });
    expect(decomposed.statusCode).toBe(201);
    expect(decomposed.json().data.username).toBe('Zoë_rides');
    expect((await signUp({ ...valid, email: 'zoe2@example.com', username: 'zoë_rides' })).json()).toMatchObject({
      statusCode: 409,
      code: 'username_taken',
    });
  });

  it('two sign-ups racing for one address: one 201, one 409', async () => {
    const [a, b] = await Promise.all([
      signUp({ ...valid, email: 'race@example.com', username: 'racer_one' }),
      signUp({ ...valid, email: 'race@example.com', username: 'racer_two' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('two sign-ups racing for one username: one 201, one 409', async () => {
    const [a, b] = await Promise.all([
      signUp({ ...valid, email: 'race1@example.com', username: 'same_racer' }),
      signUp({ ...valid, email: 'race2@example.com', username: 'Same_Racer' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
  });

  it('a country header of a country no platform runs in is not stored: the account is worldwide', async () => {
    const res = await signUp({ ...valid, email: 'nowhere@example.com', username: 'from_nowhere' }, { 'moveable-countrycode': 'zz' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.country).toBe('world');
    const world = await signUp({ ...valid, email: 'everywhere@example.com', username: 'from_everywhere' }, { 'moveable-countrycode': 'world' });
    expect(world.json().data.country).toBe('world');
  });

  it('the account and its confirmation link are stored together or not at all', async () => {
    // The token's insert fails inside the database (a real failure, not a mock): no account may stay.
    await sql`CREATE FUNCTION refuse_tokens() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no tokens today'; END $$`.execute(
      t.db.kysely,
    );
    await sql`CREATE TRIGGER refuse_tokens BEFORE INSERT ON one_time_tokens FOR EACH ROW EXECUTE FUNCTION refuse_tokens()`.execute(t.db.kysely);
    try {
      const res = await signUp({ ...valid, email: 'half@example.com', username: 'half_written' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ statusCode: 500, code: 'internal_error' });
    } finally {
      await sql`DROP TRIGGER refuse_tokens ON one_time_tokens`.execute(t.db.kysely);
      await sql`DROP FUNCTION refuse_tokens()`.execute(t.db.kysely);
    }
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'half@example.com').executeTakeFirst()).toBeUndefined();
    // and the address is free for the next try
    expect((await signUp({ ...valid, email: 'half@example.com', username: 'half_written' })).statusCode).toBe(201);
  });
});
