// The admin e-mail page's API: administrators only (the matrix, every endpoint); a permanent SMTP
// refusal (5xx) marks a message bounced, a temporary one (4xx) failed, through a real SMTP server;
// the list searches, filters and pages newest first within the platform; a failed or bounced
// message is sent again once (audited); every template previews in every language.
import { EMAIL_TEMPLATES, LOCALES } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { recipientOf, startSmtp, type TestSmtp } from '../../helpers/smtp.ts';

let t: TestApp;
let actors: Actors;
let smtp: TestSmtp;
/** Addresses the SMTP server refuses for good (550) or for now (451). */
const refusedForGood = new Set<string>();
const refusedForNow = new Set<string>();

beforeAll(async () => {
  smtp = await startSmtp({
    refuse: (address) =>
      refusedForGood.has(address)
        ? { responseCode: 550, message: 'No such mailbox' }
        : refusedForNow.has(address)
          ? { responseCode: 451, message: 'Mailbox busy, try later' }
          : null,
  });
  t = await createTestApp({ ...GENEROUS_LIMITS, smtpUrl: smtp.url });
  actors = await signInActors(t);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

const get = (url: string, actor: Actor = 'admin', platform = 'bikeable') =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: actors.headers(actor, { 'moveable-platform': platform }) });
const resend = (id: number, actor: Actor = 'admin') =>
  t.app.inject({ method: 'POST', url: `/api/admin/emails/${id}/resend`, headers: actors.headers(actor) });

/** Sends through the real mailer and waits until the delivery is over; the outbox row. */
async function mail(to: string, kind: 'confirm' | 'invite' = 'confirm', platform: 'bikeable' | 'walkable' | null = 'bikeable') {
  await t.app.mailer.send({ kind, to, locale: 'de', platform, subject: `Hallo ${to}`, text: 'Text', html: '<p>Text</p>' });
  await t.app.background.idle();
  return t.db.kysely.selectFrom('email_outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

async function failedRow(to: string) {
  const { id } = await t.db.kysely
    .insertInto('email_outbox')
    .values({ recipient: to, subject: 's', text_body: 't', html_body: 'h', template: 'confirm', platform: 'bikeable', error: 'timeout', attempts: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('the authorization matrix', () => {
  it('every endpoint answers administrators only', async () => {
    const sample = await failedRow('matrix@example.org');
    await expectOnlyAllowed(['admin'], (actor) => get('/admin/emails', actor));
    await expectOnlyAllowed(['admin'], (actor) => get(`/admin/emails/${sample}`, actor));
    await expectOnlyAllowed(['admin'], (actor) => get('/admin/email-templates', actor));
    await expectOnlyAllowed(['admin'], (actor) => get('/admin/email-templates/invite/fr', actor));
    await expectOnlyAllowed(['admin'], async (actor) => resend(await failedRow(`matrix-${actor}@example.org`), actor));
  });
});

describe('delivery status', () => {
  it('a 5xx refusal is a bounce, a 4xx one a failure; accepted mail is sent; each is tried once', async () => {
    refusedForGood.add('gone@example.org');
    refusedForNow.add('busy@example.org');
    const bounced = await mail('gone@example.org');
    const failed = await mail('busy@example.org');
    const sent = await mail('fine@example.org', 'invite');
    expect(bounced).toMatchObject({ attempts: 1, sent_at: null, template: 'confirm', locale: 'de', platform: 'bikeable' });
    expect(bounced.bounced_at).not.toBeNull();
    expect(bounced.error).toContain('No such mailbox');
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, bounced_at: null });
    expect(failed.error).toContain('Mailbox busy');
    expect(sent).toMatchObject({ attempts: 1, error: null, bounced_at: null, template: 'invite' });
    expect(sent.sent_at).not.toBeNull();

    const statuses = Object.fromEntries(
      await Promise.all([bounced, failed, sent].map(async (row) => [row.recipient, (await get(`/admin/emails/${row.id}`)).json().status])),
    );
    expect(statuses).toEqual({ 'gone@example.org': 'bounced', 'busy@example.org': 'failed', 'fine@example.org': 'sent' });
  });
});

describe('stranded mail', () => {
  it('a row its process never delivered goes out with the next sweep, once; a fresh one is left to its own delivery, one older than a day alone', async () => {
    const insert = (to: string, createdAt: Date) =>
      t.db.kysely
        .insertInto('email_outbox')
        .values({ recipient: to, subject: 'Stranded', text_body: 't', html_body: '<p>t</p>', template: 'organisation-alert', created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
    const stranded = await insert('stranded@example.org', new Date(Date.now() - 5 * 60_000));
    const fresh = await insert('fresh@example.org', new Date());
    const old = await insert('long-ago@example.org', new Date(Date.now() - 2 * 86_400_000));
    expect(await t.app.mailer.deliverStranded()).toBeGreaterThanOrEqual(1);
    await smtp.waitFor((m) => recipientOf(m) === 'stranded@example.org');
    await t.app.mailer.deliverStranded();
    expect(smtp.messages.filter((m) => recipientOf(m) === 'stranded@example.org')).toHaveLength(1);
    const rows = await t.db.kysely
      .selectFrom('email_outbox')
      .select(['id', 'sent_at', 'attempts'])
      .where('id', 'in', [stranded.id, fresh.id])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ id: stranded.id, attempts: 1 });
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(rows[1]).toEqual({ id: fresh.id, sent_at: null, attempts: 0 });
    // Older than a day: left alone (written while there was no SMTP, or long given up).
    const longAgo = await t.db.kysely.selectFrom('email_outbox').select(['sent_at', 'attempts']).where('id', '=', old.id).executeTakeFirstOrThrow();
    expect(longAgo).toEqual({ sent_at: null, attempts: 0 });
  });
});

describe('GET /admin/emails', () => {
  it('searches by part of the address, filters by template and status, newest first', async () => {
    const a = await mail('search-one@lists.example.org', 'invite');
    const b = await mail('search-two@lists.example.org', 'confirm');
    refusedForGood.add('search-three@lists.example.org');
    const c = await mail('search-three@lists.example.org', 'invite');

    const found = (await get('/admin/emails?q=LISTS.example')).json();
    expect(found.items.map((e: { id: number }) => e.id)).toEqual([c.id, b.id, a.id]);
    expect(found.items[0]).toMatchObject({ to: 'search-three@lists.example.org', template: 'invite', status: 'bounced', locale: 'de' });
    expect(found.items[0]).not.toHaveProperty('html');

    const invites = (await get('/admin/emails?q=lists.example&template=invite')).json();
    expect(invites.items.map((e: { id: number }) => e.id)).toEqual([c.id, a.id]);
    const bouncedInvites = (await get('/admin/emails?q=lists.example&template=invite&status=bounced')).json();
    expect(bouncedInvites.items.map((e: { id: number }) => e.id)).toEqual([c.id]);
    const sent = (await get('/admin/emails?q=lists.example&status=sent')).json();
    expect(sent.items.map((e: { id: number }) => e.id)).toEqual([b.id, a.id]);
    // % and _ are letters, not wildcards.
    expect((await get('/admin/emails?q=%25')).json().items).toEqual([]);
  });

  it('pages without gaps or repeats', async () => {
    for (let i = 0; i < 5; i += 1) await mail(`page-${i}@paging.example.org`);
    const all = (await get('/admin/emails?q=paging.example&limit=100')).json().items.map((e: { id: number }) => e.id);
    const seen: number[] = [];
    let cursor = '';
    do {
      const page = (await get(`/admin/emails?q=paging.example&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json();
      seen.push(...page.items.map((e: { id: number }) => e.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(all).toHaveLength(5);
    expect(seen).toEqual(all);
  });

  it("lists the platform's own mail and the mail of no platform, not another platform's", async () => {
    const mine = await mail('mine@platforms.example.org', 'confirm', 'bikeable');
    const theirs = await mail('theirs@platforms.example.org', 'confirm', 'walkable');
    const older = await mail('older@platforms.example.org', 'confirm', null);
    const ids = (await get('/admin/emails?q=platforms.example')).json().items.map((e: { id: number }) => e.id);
    expect(ids).toEqual([older.id, mine.id]);
    expect((await get(`/admin/emails/${theirs.id}`)).statusCode).toBe(404);
    expect((await get(`/admin/emails/${theirs.id}`, 'admin', 'walkable')).statusCode).toBe(200);
  });

  it('refuses a bad filter or cursor with a 400 naming it', async () => {
    expect((await get('/admin/emails?status=lost')).json()).toMatchObject({ statusCode: 400, field: 'status' });
    expect((await get('/admin/emails?template=nope')).json()).toMatchObject({ statusCode: 400, field: 'template' });
    expect((await get('/admin/emails?cursor=xyz')).json()).toMatchObject({ statusCode: 400, field: 'cursor' });
  });
});

describe('GET /admin/emails/:id', () => {
  it('shows the message with its bodies and headers', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: actors.headers('admin'),
      payload: { email: 'invited-detail@example.org' },
    });
    await t.app.background.idle();
    const { id } = await t.db.kysely
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', 'invited-detail@example.org')
      .executeTakeFirstOrThrow();
    const res = await get(`/admin/emails/${id}`);
    expect(res.statusCode).toBe(200);
    const message = res.json();
    expect(message).toMatchObject({ id, to: 'invited-detail@example.org', template: 'invite', status: 'sent', attempts: 1, headers: {} });
    expect(message.text).toContain('/login?mode=invite&token=');
    expect(message.html).toMatch(/^<!doctype html>/);
    expect((await get('/admin/emails/999999999')).statusCode).toBe(404);
  });
});

describe('POST /admin/emails/:id/resend', () => {
  it('sends a bounced message again once the address takes it, and audits it', async () => {
    refusedForGood.add('came-back@example.org');
    const row = await mail('came-back@example.org');
    expect(row.bounced_at).not.toBeNull();
    refusedForGood.delete('came-back@example.org');

    const res = await resend(row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, error: null, bouncedAt: null });
    await smtp.waitFor((m) => recipientOf(m) === 'came-back@example.org');
    await t.app.background.idle();
    expect((await get(`/admin/emails/${row.id}`)).json()).toMatchObject({ status: 'sent', attempts: 2, error: null });

    const audit = await t.db.kysely
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'email.resend')
      .where('subject_id', '=', row.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: DEMO_ACCOUNTS.admin.id, subject_type: 'email', platform: 'bikeable', after: { status: 'pending' } });
    expect(audit[0]!.before).toMatchObject({ status: 'bounced', attempts: 1 });
  });

  it('a failed message that fails again stays failed, with its tries counted', async () => {
    refusedForNow.add('still-busy@example.org');
    const row = await mail('still-busy@example.org');
    expect((await resend(row.id)).statusCode).toBe(200);
    await t.app.background.idle();
    expect((await get(`/admin/emails/${row.id}`)).json()).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('refuses a sent or pending message with a 409, and an unknown one with a 404', async () => {
    const sent = await mail('sent-once@example.org');
    const res = await resend(sent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_not_resendable' });
    expect((await resend(999999999)).statusCode).toBe(404);
    const again = await t.db.kysely
      .selectFrom('admin_audit')
      .select('id')
      .where('action', '=', 'email.resend')
      .where('subject_id', '=', sent.id)
      .execute();
    expect(again).toEqual([]);
  });
});

describe('template previews', () => {
  it('lists every template and the four languages', async () => {
    expect((await get('/admin/email-templates')).json()).toEqual({ templates: [...EMAIL_TEMPLATES], locales: [...LOCALES] });
  });

  it('renders every template in every language with sample data', async () => {
    for (const template of EMAIL_TEMPLATES) {
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const res = await get(`/admin/email-templates/${template}/${locale}`);
        expect(res.statusCode, `${template} ${locale}`).toBe(200);
        const preview = res.json();
        expect(preview).toMatchObject({ template, locale });
        expect(preview.subject.length).toBeGreaterThan(3);
        expect(preview.text.length).toBeGreaterThan(20);
        expect(preview.html).toContain(`<html lang="${locale}">`);
        subjects.add(preview.subject);
      }
      expect(subjects.size, template).toBe(LOCALES.length);
    }
  });

  it('refuses an unknown template or language with a 400 naming it', async () => {
    expect((await get('/admin/email-templates/nope/de')).json()).toMatchObject({ statusCode: 400, field: 'template' });
    expect((await get('/admin/email-templates/invite/es')).json()).toMatchObject({ statusCode: 400, field: 'locale' });
  });
});
