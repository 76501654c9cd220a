// Forgotten password, end to end through a real SMTP server (smtp-server on a free local port):
// request → e-mail in the person's language → link token → new password → every session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, GENEROUS_LIMITS, login, signIn } from '../../helpers/auth.ts';
import { linkIn, recipientOf, startSmtp, type TestSmtp } from '../../helpers/smtp.ts';

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ ...GENEROUS_LIMITS, smtpUrl: smtp.url, publicUrl: 'https://bikeable.example' });
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

const requestReset = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/password/request', payload: { email }, headers: { 'moveable-platform': 'bikeable' } });
const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password } });

async function resetMailFor(email: string) {
  const before = smtp.messages.length;
  expect((await requestReset(t, email)).statusCode).toBe(204);
  const mail = await smtp.waitFor((m) => recipientOf(m) === email && smtp.messages.indexOf(m) >= before);
  return { mail, token: linkIn(mail).searchParams.get('token')! };
}

describe('password reset through SMTP', () => {
  it('mails a link in the account language (fr here), as text and HTML, and marks the outbox row sent', async () => {
    await t.db.kysely.updateTable('users').set({ locale: 'fr' }).where('id', '=', DEMO_ACCOUNTS.user.id).execute();
    const { mail } = await resetMailFor(DEMO_ACCOUNTS.user.email);
    expect(mail.subject).toBe('Réinitialiser le mot de passe');
    expect(mail.from?.text).toContain('no-reply@test.local');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://bikeable.example/fr/login');
    expect(link.searchParams.get('mode')).toBe('reset');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail.text).toContain('bikeable');
    expect(mail.text).toMatch(/^Bonjour bici_fan,/);
    expect(mail.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
    await t.app.background.idle();
    const row = await t.db.kysely
      .selectFrom('email_outbox')
      .selectAll()
      .where('recipient', '=', DEMO_ACCOUNTS.user.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toBeNull();
    // Only the token's hash is stored.
    const stored = await t.db.kysely.selectFrom('one_time_tokens').select('token_hash').where('purpose', '=', 'reset').execute();
    expect(JSON.stringify(stored)).not.toContain(link.searchParams.get('token'));
  });

  it('the link sets a new password once; every existing session of the account ends', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
    const { token } = await resetMailFor(DEMO_ACCOUNTS.organisationAdmin.email);
    expect((await reset(token, 'a brand new passphrase')).statusCode).toBe(204);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await login(t, DEMO_ACCOUNTS.organisationAdmin.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, DEMO_ACCOUNTS.organisationAdmin.email, 'a brand new passphrase')).statusCode).toBe(200);
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'token_invalid', field: 'token' });
  });

  it('a new password retires the other reset links of the account', async () => {
    const first = await resetMailFor('velo_freund@example.com');
    const second = await resetMailFor('velo_freund@example.com');
    expect((await reset(second.token, 'the second passphrase')).statusCode).toBe(204);
    expect((await reset(first.token, 'the first passphrase!')).json().code).toBe('token_invalid');
  });

  it('an expired link: 400 token_expired', async () => {
    const { token } = await resetMailFor('rad_freund@example.com');
    await t.db.kysely
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
    const res = await reset(token, 'a brand new passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This link has expired. Please ask for a new one.',
      code: 'token_expired',
      field: 'token',
    });
  });

  it('a weak password: 400 weak_password, and the link still works afterwards', async () => {
    const { token } = await resetMailFor('bici_freund@example.com');
    const short = await reset(token, 'short');
    expect(short.json()).toMatchObject({ statusCode: 400, field: 'password', code: 'weak_password' });
    const common = await reset(token, 'password123');
    expect(common.json()).toMatchObject({ statusCode: 400, field: 'password', code: 'weak_password' });
    const sameAsAddress = await reset(token, 'bici_freund@example.com');
    expect(sameAsAddress.json()).toMatchObject({ code: 'weak_password' });
    expect((await reset(token, 'finally a good one')).statusCode).toBe(204);
  });

  it('an unknown link or a malformed token: 400', async () => {
    expect((await reset('A'.repeat(43), 'a brand new passphrase')).json()).toMatchObject({ statusCode: 400, code: 'token_invalid' });
    expect((await reset('short', 'a brand new passphrase')).json()).toMatchObject({ statusCode: 400, field: 'token' });
  });

  it('an address without an account: the same 204, and no mail at all', async () => {
    const before = smtp.messages.length;
    const res = await requestReset(t, 'nobody-here@example.com');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await t.app.background.idle();
    expect(smtp.messages.length).toBe(before);
    expect(await t.db.kysely.selectFrom('email_outbox').select('id').where('recipient', '=', 'nobody-here@example.com').execute()).toEqual([]);
  });
});

describe('without SMTP: the outbox', () => {
  it('keeps the message (text and HTML, with the link) unsent in email_outbox', async () => {
    const offline = await buildTestApp(t.db, t.data, GENEROUS_LIMITS);
    try {
      expect((await requestReset(offline, 'strassen_fan@example.com')).statusCode).toBe(204);
      await offline.app.background.idle();
      const row = await t.db.kysely
        .selectFrom('email_outbox')
        .selectAll()
        .where('recipient', '=', 'strassen_fan@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subject: 'Passwort zurücksetzen', sent_at: null, error: null });
      expect(row.text_body).toMatch(/http:\/\/localhost:8080\/login\?mode=reset&token=[\w-]{43}/);
      expect(row.html_body).toContain('<a href="http://localhost:8080/login?mode=reset&amp;token=');
    } finally {
      await offline.app.close();
    }
  });

  it('an unreachable SMTP server: the message stays in the outbox with the error', async () => {
    const broken = await buildTestApp(t.db, t.data, { ...GENEROUS_LIMITS, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect((await requestReset(broken, 'trottoir_fan@example.com')).statusCode).toBe(204);
      await broken.app.background.idle();
      const row = await t.db.kysely
        .selectFrom('email_outbox')
        .selectAll()
        .where('recipient', '=', 'trottoir_fan@example.com')
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await broken.app.close();
    }
  });
});
