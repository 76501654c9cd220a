// The newsletter's double opt-in end to end through a real SMTP server: the request mails a
// confirmation link in the chosen language, nothing counts as subscribed before it is followed,
// following it subscribes (time and consent text version stored) and mails "you are subscribed"
// with the unsubscribe link and List-Unsubscribe headers, and each way out works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeNewsletter } from '../../../src/jobs/purge-newsletter.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { recipientOf, startSmtp, type TestSmtp } from '../../helpers/smtp.ts';
import { CONSENT, confirm, headerOf, pageLink, subscribe, tokenIn, unsubscribe } from './helpers.ts';

let smtp: TestSmtp;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ ...GENEROUS_LIMITS, smtpUrl: smtp.url, publicUrl: 'https://bikeable.example' });
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.messages.filter((m) => recipientOf(m) === email.toLowerCase());
const subscriptions = (email: string) => t.db.kysely.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();
const listed = async (headers: Record<string, string> = {}) =>
  (await t.get('/api/newsletter/subscriptions', { ...headers, ...bearer(admin.accessToken) })).body.items.map((s: { email: string }) => s.email);

/** Subscribes and returns the confirmation mail. */
async function requestConfirmation(email: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const before = mailsTo(email).length;
  const res = await subscribe(t, { email, consentTextVersion: CONSENT, ...body }, headers);
  expect(res.statusCode).toBe(204);
  await t.app.background.idle();
  return smtp.waitFor((m) => recipientOf(m) === email.toLowerCase() && mailsTo(email).indexOf(m) >= before);
}

/** Subscribes and confirms; returns the "you are subscribed" mail. */
async function subscribed(email: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const mail = await requestConfirmation(email, body, headers);
  const before = mailsTo(email).length;
  expect((await confirm(t, tokenIn(mail.text ?? '', 'confirm'))).statusCode).toBe(200);
  await t.app.background.idle();
  return smtp.waitFor((m) => recipientOf(m) === email && mailsTo(email).indexOf(m) >= before);
}

describe('subscribing', () => {
  it('mails a confirmation link to the site page in the chosen language; nothing is subscribed before it is followed', async () => {
    const email = 'Lea.Muster@Example.org';
    const mail = await requestConfirmation(email, { locale: 'fr' }, { 'moveable-countrycode': 'de' });
    expect(recipientOf(mail)).toBe('lea.muster@example.org');
    expect(mail.subject).toBe('Merci de confirmer ton abonnement à la newsletter bikeable');
    expect(mail.text).toMatch(/^Bonjour,/);
    expect(mail.text).toContain('48 heures');
    const link = pageLink(mail.text ?? '', 'confirm');
    expect(`${link.origin}${link.pathname}`).toBe('https://bikeable.example/fr/newsletter');
    const token = link.searchParams.get('confirm') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(headerOf(mail, 'List-Unsubscribe')).toBe('');

    // Pending: a request holding the token's hash only; no subscription, not in the admin's list.
    const requests = await t.db.kysely.selectFrom('newsletter_requests').selectAll().where('email', '=', 'lea.muster@example.org').execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ platform: 'bikeable', country: 'de', locale: 'fr', consent_text_version: CONSENT });
    expect(JSON.stringify(requests)).not.toContain(token);
    const hours = (requests[0]!.expires_at.getTime() - requests[0]!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
    expect(await subscriptions('lea.muster@example.org')).toEqual([]);
    expect(await listed({ 'moveable-platform': 'bikeable' })).not.toContain('lea.muster@example.org');

    // Following the link subscribes, with the time of consent and the text's version.
    const res = await confirm(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ platform: 'bikeable', country: 'de', locale: 'fr' });
    const [subscription] = await subscriptions('lea.muster@example.org');
    expect(subscription).toMatchObject({ platform: 'bikeable', country: 'de', locale: 'fr', consent_text_version: CONSENT, unsubscribed_at: null });
    expect(Date.now() - subscription!.confirmed_at.getTime()).toBeLessThan(60_000);
    expect(subscription!.requested_at.getTime()).toBe(requests[0]!.created_at.getTime());
    expect(await t.db.kysely.selectFrom('newsletter_requests').selectAll().where('email', '=', 'lea.muster@example.org').execute()).toEqual([]);
    expect(await listed()).toContain('lea.muster@example.org');

    // The link works once.
    expect((await confirm(t, token)).json()).toMatchObject({ statusCode: 400, code: 'token_invalid', field: 'token' });
  });

  it('"you are subscribed" carries the unsubscribe link (page) and List-Unsubscribe headers (one click)', async () => {
    const mail = await subscribed('welcome@example.org', { locale: 'it' });
    expect(mail.subject).toBe('La tua iscrizione alla newsletter di bikeable è confermata');
    expect(mail.text).toContain('https://bikeable.example/it/news');
    const leave = pageLink(mail.text ?? '', 'unsubscribe');
    expect(`${leave.origin}${leave.pathname}`).toBe('https://bikeable.example/it/newsletter');
    const token = leave.searchParams.get('unsubscribe') ?? '';
    expect(token).toMatch(/^[\w-]{65}$/);
    expect(mail.html).toContain(`<a href="${leave.href}">Annulla l’iscrizione</a>`);
    expect(headerOf(mail, 'List-Unsubscribe')).toBe(`<https://bikeable.example/api/newsletter/unsubscribe/one-click?token=${token}>`);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The outbox keeps the headers with the message; the table holds no unsubscribe token.
    const row = await t.db.kysely
      .selectFrom('email_outbox')
      .selectAll()
      .where('recipient', '=', 'welcome@example.org')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(JSON.stringify(await subscriptions('welcome@example.org'))).not.toContain(token);
  });

  it('the language defaults to the Accept-Language match; country world is stored as world', async () => {
    await subscribed('anglo@example.org', {}, { 'accept-language': 'en-GB,en;q=0.8', 'moveable-countrycode': 'world' });
    expect(await subscriptions('anglo@example.org')).toMatchObject([{ locale: 'en', country: 'world' }]);
  });

  it('an unconfirmed address receives nothing but its confirmation, and is never listed', async () => {
    await requestConfirmation('waiting@example.org');
    await subscribed('someone-else@example.org');
    await t.app.background.idle();
    expect(mailsTo('waiting@example.org').map((m) => m.subject)).toEqual(['Bitte bestätige dein Abo des bikeable-Newsletters']);
    expect(await subscriptions('waiting@example.org')).toEqual([]);
    expect(await listed()).not.toContain('waiting@example.org');
  });

  it('asking again for a subscribed address: the same answer, no mail, nothing changed', async () => {
    await subscribed('already@example.org');
    const before = await subscriptions('already@example.org');
    const count = mailsTo('already@example.org').length;
    const again = await subscribe(t, { email: 'already@example.org', consentTextVersion: CONSENT, locale: 'en' });
    const fresh = await subscribe(t, { email: 'never-seen@example.org', consentTextVersion: CONSENT, locale: 'en' });
    expect([again.statusCode, again.body, again.headers['content-type']]).toEqual([fresh.statusCode, fresh.body, fresh.headers['content-type']]);
    await t.app.background.idle();
    await smtp.waitFor((m) => recipientOf(m) === 'never-seen@example.org');
    expect(mailsTo('already@example.org')).toHaveLength(count);
    expect(await subscriptions('already@example.org')).toEqual(before);
  });

  it('a new request replaces the open one: only the newest link works', async () => {
    const first = tokenIn((await requestConfirmation('twice@example.org')).text ?? '', 'confirm');
    const second = tokenIn((await requestConfirmation('twice@example.org', { locale: 'en' })).text ?? '', 'confirm');
    expect((await confirm(t, first)).json()).toMatchObject({ code: 'token_invalid' });
    expect((await confirm(t, second)).json()).toMatchObject({ locale: 'en' });
  });

  it('subscriptions are per platform and country', async () => {
    await subscribed('many@example.org', {}, { 'moveable-countrycode': 'ch' });
    await subscribed('many@example.org', {}, { 'moveable-countrycode': 'at' });
    await subscribed('many@example.org', {}, { 'moveable-platform': 'walkable' });
    const rows = await subscriptions('many@example.org');
    expect(rows.map((r) => `${r.platform}/${r.country}`).sort()).toEqual(['bikeable/at', 'bikeable/ch', 'walkable/ch']);
    expect(await listed({ 'moveable-platform': 'walkable' })).toContain('many@example.org');
    expect(await listed({ 'moveable-platform': 'accessable' })).not.toContain('many@example.org');
  });

  it('an expired link is refused as expired, and after the hourly purge as unknown', async () => {
    const token = tokenIn((await requestConfirmation('late@example.org')).text ?? '', 'confirm');
    await t.db.kysely
      .updateTable('newsletter_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.org')
      .execute();
    expect((await confirm(t, token)).json()).toMatchObject({ statusCode: 400, code: 'token_expired', field: 'token' });
    expect((await purgeNewsletter(t.db.kysely)).requests).toBeGreaterThanOrEqual(1);
    expect(await t.db.kysely.selectFrom('newsletter_requests').select('id').where('email', '=', 'late@example.org').execute()).toEqual([]);
    expect((await confirm(t, token)).json()).toMatchObject({ statusCode: 400, code: 'token_invalid' });
    expect(await subscriptions('late@example.org')).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it('from the page: ends the subscription, keeps the record of consent; again: the same 204', async () => {
    const token = tokenIn((await subscribed('leaving@example.org')).text ?? '', 'unsubscribe');
    const res = await unsubscribe(t, token);
    expect(res.statusCode).toBe(204);
    const [row] = await subscriptions('leaving@example.org');
    expect(row!.unsubscribed_at).not.toBeNull();
    expect(row!.consent_text_version).toBe(CONSENT);
    expect(await listed()).not.toContain('leaving@example.org');
    expect((await unsubscribe(t, token)).statusCode).toBe(204);
    expect((await subscriptions('leaving@example.org'))[0]!.unsubscribed_at).toEqual(row!.unsubscribed_at);
  });

  it('a changed or cut token is a 400 and ends nothing', async () => {
    const token = tokenIn((await subscribed('careful@example.org')).text ?? '', 'unsubscribe');
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await unsubscribe(t, flipped)).json()).toMatchObject({ statusCode: 400, code: 'token_invalid', field: 'token' });
    expect((await unsubscribe(t, token.slice(0, 40))).json()).toMatchObject({ statusCode: 400, code: 'token_invalid' });
    // A token of the right shape whose nonce belongs to someone else, with a made-up signature.
    expect((await unsubscribe(t, `${token.slice(0, 22)}${'x'.repeat(43)}`)).statusCode).toBe(400);
    expect((await subscriptions('careful@example.org'))[0]!.unsubscribed_at).toBeNull();
  });

  it('one click from the mail program (RFC 8058): a POST to the List-Unsubscribe URL, form or multipart', async () => {
    for (const [email, form] of [
      ['one-click@example.org', { payload: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' }],
      [
        'multipart@example.org',
        {
          payload: '--b1\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b1--\r\n',
          contentType: 'multipart/form-data; boundary=b1',
        },
      ],
    ] as const) {
      const mail = await subscribed(email);
      const url = new URL(/^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe'))![1]!);
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      });
      expect(res.statusCode, email).toBe(204);
      expect((await subscriptions(email))[0]!.unsubscribed_at, email).not.toBeNull();
    }
  });

  it('opening the List-Unsubscribe URL (GET) changes nothing: it redirects to the page, which asks', async () => {
    const mail = await subscribed('scanner@example.org', { locale: 'fr' });
    const url = new URL(/^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe'))![1]!);
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://bikeable.example/fr/newsletter?unsubscribe=${url.searchParams.get('token')}`);
    expect((await subscriptions('scanner@example.org'))[0]!.unsubscribed_at).toBeNull();
  });

  it('subscribing again after leaving starts a new subscription beside the old record, with a new link', async () => {
    const oldToken = tokenIn((await subscribed('back@example.org')).text ?? '', 'unsubscribe');
    expect((await unsubscribe(t, oldToken)).statusCode).toBe(204);
    const newToken = tokenIn((await subscribed('back@example.org')).text ?? '', 'unsubscribe');
    expect(newToken).not.toBe(oldToken);
    const rows = await subscriptions('back@example.org');
    expect(rows.map((r) => r.unsubscribed_at === null).sort()).toEqual([false, true]);
    expect((await listed()).filter((e: string) => e === 'back@example.org')).toHaveLength(1);
    // The old link ends nothing more; the new one ends the new subscription.
    expect((await unsubscribe(t, oldToken)).statusCode).toBe(204);
    expect((await subscriptions('back@example.org')).filter((r) => r.unsubscribed_at === null)).toHaveLength(1);
    expect((await unsubscribe(t, newToken)).statusCode).toBe(204);
    expect((await subscriptions('back@example.org')).filter((r) => r.unsubscribed_at === null)).toHaveLength(0);
  });

  it('an ended subscription is deleted three years after the unsubscribe, not before', async () => {
    const token = tokenIn((await subscribed('old@example.org')).text ?? '', 'unsubscribe');
    await unsubscribe(t, token);
    const token2 = tokenIn((await subscribed('older@example.org')).text ?? '', 'unsubscribe');
    await unsubscribe(t, token2);
    const day = 86_400_000;
    await t.db.kysely
      .updateTable('newsletter_subscriptions')
      .set({ unsubscribed_at: new Date(Date.now() - 3 * 365 * day + day) })
      .where('email', '=', 'old@example.org')
      .execute();
    await t.db.kysely
      .updateTable('newsletter_subscriptions')
      .set({ unsubscribed_at: new Date(Date.now() - 3 * 366 * day) })
      .where('email', '=', 'older@example.org')
      .execute();
    await purgeNewsletter(t.db.kysely);
    expect(await subscriptions('old@example.org')).toHaveLength(1);
    expect(await subscriptions('older@example.org')).toEqual([]);
  });
});
