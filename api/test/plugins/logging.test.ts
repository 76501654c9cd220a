// No password, token or session cookie ever reaches the log. The app logs at trace level here
// (one line per request and answer) into a captured stream while the whole account flow runs,
// including a failing route that logs credentials on purpose.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { bearer, DEMO_ACCOUNTS, DEMO_PASSWORD, GENEROUS_LIMITS, withCookie } from '../helpers/auth.ts';
import { testConfig } from '../helpers/app.ts';
import { resetDatabase, testDatabase } from '../helpers/database.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const db = await testDatabase();
  await resetDatabase(db);
  app = await buildApp(await testConfig({ ...GENEROUS_LIMITS, logLevel: 'trace' }), { database: db, logStream: stream });
  app.post('/api/test/leaky', async (request) => {
    const body = request.body as Record<string, unknown>;
    request.log.info(
      { password: body.password, token: body.token, nested: { refresh_token: body.token }, headers: request.headers },
      'a careless log line',
    );
    throw new Error('something broke');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('logging', () => {
  it('never contains passwords, tokens or cookies', async () => {
    const secrets: string[] = [DEMO_PASSWORD];
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = login.json().data;
    secrets.push(accessToken, refreshToken);

    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
    secrets.push(refreshed.json().data.refresh_token, refreshed.json().data.access_token);
    const session = await app.inject({ method: 'GET', url: '/api/_auth/session', headers: withCookie(refreshed.json().data.refresh_token) });
    secrets.push(session.json().jwt.refreshToken, session.json().jwt.accessToken);

    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNTS.user.email, password: 'wrong-password-123' } });
    secrets.push('wrong-password-123');
    await app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: { ...bearer(session.json().jwt.accessToken), 'x-password': DEMO_PASSWORD },
    });

    await app.inject({ method: 'POST', url: '/api/auth/password/request', payload: { email: DEMO_ACCOUNTS.admin.email } });
    await app.background.idle();
    const mail = await app.db.kysely
      .selectFrom('email_outbox')
      .select('text_body')
      .where('recipient', '=', DEMO_ACCOUNTS.admin.email)
      .executeTakeFirstOrThrow();
    const resetToken = /token=([\w-]+)/.exec(mail.text_body)![1]!;
    secrets.push(resetToken);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token: resetToken, password: 'the new secret phrase' } }))
        .statusCode,
    ).toBe(204);
    secrets.push('the new secret phrase');

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'logged@example.com', password: 'sign-up secret phrase', username: 'logged_one', acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(201);
    secrets.push('sign-up secret phrase');

    const leaky = await app.inject({
      method: 'POST',
      url: '/api/test/leaky',
      payload: { password: 'leaked-password-1', token: 'leaked-token-1' },
      headers: { authorization: 'Bearer leaked-bearer-1', cookie: 'moveable_session=leaked-cookie-1', 'x-password': 'leaked-x-password-1' },
    });
    expect(leaky.statusCode).toBe(500);
    secrets.push('leaked-password-1', 'leaked-token-1', 'leaked-bearer-1', 'leaked-cookie-1', 'leaked-x-password-1');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20); // the flow really was logged
    expect(log).toContain('a careless log line');
    expect(log).toContain('[redacted]');
    expect(log).toContain('/api/auth/login');
    for (const secret of secrets) expect(log, `a secret in the log: ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2id/);
  });
});
