// The organisations' alerts, one run at a time, on the test database: immediate alerts per new
// spot and comment in the area (not the member's own, not outside the area, not before the member
// switched them on, not hidden comments), each once however often the job runs; the daily digest
// of one Zurich day in the member's language, once; a day without news records that it is done
// and sends nothing. Times are in 2030, after everything of the demo data.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dueDigestDay, zurichDayAndHour, zurichMidnight } from '../../src/domain/alerts/zurich-day.ts';
import { createAlertSender } from '../../src/domain/alerts/send-alerts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { DEMO_ACCOUNTS } from '../helpers/auth.ts';

let t: TestApp;
let zuerich: number;
let basel: number;
const ZURICH = 'point(8.5417, 47.3769)';
const BASEL = 'point(7.5886, 47.5596)';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.db.kysely.selectFrom('organisations').select(['id', 'slug']).where('platform', '=', 'bikeable').execute();
  zuerich = orgs.find((o) => o.slug === 'zuerich')!.id;
  basel = orgs.find((o) => o.slug === 'basel')!.id;
});
afterAll(() => t.app.close());

const sender = (digestHour = 7) => createAlertSender(t.db.kysely, t.app.mailer, { publicUrl: 'https://bikeable.example', digestHour, pauseMs: 0 });

async function spot(title: string, at: Date, where = ZURICH, authorId: number = DEMO_ACCOUNTS.user.id) {
  const { rows } = await sql<{ id: number }>`INSERT INTO spots (platform, country, title, famed, location, author_id, created_at)
    VALUES ('bikeable', 'ch', ${title}, false, ${sql.raw(where)}, ${authorId}, ${at}) RETURNING id`.execute(t.db.kysely);
  return rows[0]!.id;
}

async function comment(spotId: number, body: string, at: Date, hidden = false, userId: number = DEMO_ACCOUNTS.user.id) {
  const row = await t.db.kysely
    .insertInto('comments')
    .values({ spot_id: spotId, user_id: userId, body, created_at: at, hidden_at: hidden ? at : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function member(organisationId: number, userId: number, alerts: 'immediate' | 'daily', since: Date) {
  await t.db.kysely
    .insertInto('organisation_members')
    .values({ organisation_id: organisationId, user_id: userId, role: 'member', alerts, alerts_since: since })
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ alerts, alerts_since: since }))
    .execute();
}

const outboxOf = (email: string, template: string) =>
  t.db.kysely.selectFrom('email_outbox').selectAll().where('recipient', '=', email).where('template', '=', template).orderBy('id').execute();

describe('Zurich days', () => {
  it('midnight moves with summer time; the digest is due from its hour', () => {
    expect(zurichMidnight('2030-01-15').toISOString()).toBe('2030-01-14T23:00:00.000Z');
    expect(zurichMidnight('2030-07-15').toISOString()).toBe('2030-07-14T22:00:00.000Z');
    // 2030-03-31: clocks go forward at 02:00; the day still starts at 23:00 UTC the day before.
    expect(zurichMidnight('2030-03-31').toISOString()).toBe('2030-03-30T23:00:00.000Z');
    expect(zurichMidnight('2030-04-01').toISOString()).toBe('2030-03-31T22:00:00.000Z');
    expect(zurichDayAndHour(new Date('2030-01-15T23:30:00Z'))).toEqual({ day: '2030-01-16', hour: 0 });
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    const sevenInZurich = new Date(zurichMidnight('2030-01-16').getTime() + 7 * HOUR);
    expect(dueDigestDay(sevenInZurich, 7)).toBe('2030-01-15');
    expect(dueDigestDay(new Date(sevenInZurich.getTime() - 1), 7)).toBe('2030-01-14');
  });
});

describe('immediate alerts', () => {
  it('one mail per new spot and comment in the area, each once, in the member language', async () => {
    const since = new Date('2030-02-01T10:00:00Z');
    const at = new Date('2030-02-01T11:00:00Z');
    const now = new Date('2030-02-01T12:00:00Z');
    await t.db.kysely.updateTable('users').set({ locale: 'it' }).where('id', '=', DEMO_ACCOUNTS.organisationAdmin.id).execute();
    await member(zuerich, DEMO_ACCOUNTS.organisationAdmin.id, 'immediate', since);
    const inArea = await spot('Kreuzung ohne Velostreifen', at);
    const reply = await comment(inArea, 'Hier wird es <b>eng</b>', new Date(at.getTime() + 60_000));
    await comment(inArea, 'versteckt', new Date(at.getTime() + 120_000), true);
    await spot('Eigener Spot', at, ZURICH, DEMO_ACCOUNTS.organisationAdmin.id);
    await spot('In Basel', at, BASEL);
    await spot('Vor dem Einschalten', new Date(since.getTime() - 60_000));
    await spot('Noch nicht da', new Date(now.getTime() + 60_000));

    expect(await sender().sendImmediate(now)).toBe(2);
    const mails = await outboxOf(DEMO_ACCOUNTS.organisationAdmin.email, 'organisation-alert');
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.locale)).toEqual(['it', 'it']);
    expect(mails[0]!.subject).toBe('Nuovo spot nel territorio di Stadt Zürich: Kreuzung ohne Velostreifen');
    expect(mails[0]!.text_body).toContain(`https://bikeable.example/it/spots/${inArea}`);
    expect(mails[0]!.text_body).toContain('https://bikeable.example/it/admin/organization/bikeable/zuerich');
    expect(mails[1]!.subject).toBe('Nuovo commento su «Kreuzung ohne Velostreifen»');
    expect(mails[1]!.html_body).toContain('Hier wird es &lt;b&gt;eng&lt;/b&gt;');
    const items = await t.db.kysely
      .selectFrom('organisation_alert_deliveries')
      .select(['item', 'outbox_id'])
      .where('user_id', '=', DEMO_ACCOUNTS.organisationAdmin.id)
      .orderBy('item')
      .execute();
    expect(items).toEqual([
      { item: `comment:${reply}`, outbox_id: mails[1]!.id },
      { item: `spot:${inArea}`, outbox_id: mails[0]!.id },
    ]);

    // The next runs send nothing again.
    expect(await sender().sendImmediate(now)).toBe(0);
    expect(await sender().run(new Date(now.getTime() + 60_000))).toBe(0);
    expect(await outboxOf(DEMO_ACCOUNTS.organisationAdmin.email, 'organisation-alert')).toHaveLength(2);
    await member(zuerich, DEMO_ACCOUNTS.organisationAdmin.id, 'immediate', new Date('2031-01-01T00:00:00Z'));
  });
});

describe('the daily digest', () => {
  const day = '2030-03-12';
  const start = zurichMidnight(day);

  it('sends the day of new spots and comments once, after its hour, in the member language', async () => {
    await t.db.kysely.updateTable('users').set({ locale: 'fr' }).where('id', '=', DEMO_ACCOUNTS.commuter.id).execute();
    await member(zuerich, DEMO_ACCOUNTS.commuter.id, 'daily', new Date('2030-03-01T00:00:00Z'));
    const first = await spot('Premier', new Date(start.getTime() + 30 * 60_000));
    await comment(first, 'Un commentaire', new Date(start.getTime() + 10 * HOUR));
    await spot('Le jour suivant', new Date(start.getTime() + 24 * HOUR + 60_000));
    await spot('La veille', new Date(start.getTime() - 60_000));

    // 06:59 the next day: the digest of the day before that (the one spot a minute before midnight) goes, this one is not due yet.
    const beforeHour = new Date(start.getTime() + 24 * HOUR + 7 * HOUR - 60_000);
    expect(await sender().sendDigests(beforeHour)).toBe(1);
    const [dayBefore] = await outboxOf(DEMO_ACCOUNTS.commuter.email, 'organisation-digest');
    expect(dayBefore!.subject).toBe('Nouveautés dans le territoire de Stadt Zürich le 11 mars 2030');
    expect(dayBefore!.text_body).toContain('La veille');
    expect(dayBefore!.text_body).not.toContain('Premier');

    const afterHour = new Date(start.getTime() + 24 * HOUR + 7 * HOUR);
    expect(await sender().sendDigests(afterHour)).toBe(1);
    expect(await sender().sendDigests(new Date(afterHour.getTime() + HOUR))).toBe(0);
    const [, digest, ...more] = await outboxOf(DEMO_ACCOUNTS.commuter.email, 'organisation-digest');
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ locale: 'fr', platform: 'bikeable', subject: 'Nouveautés dans le territoire de Stadt Zürich le 12 mars 2030' });
    expect(digest!.text_body).toContain('1 nouveaux spots et 1 nouveaux commentaires');
    expect(digest!.text_body).toContain('Nouveau spot : Premier');
    expect(digest!.text_body).toContain('Commentaire sur « Premier » : « Un commentaire »');
    expect(digest!.text_body).not.toContain('Le jour suivant');
    expect(digest!.text_body).not.toContain('La veille');
    const days = await t.db.kysely
      .selectFrom('organisation_alert_deliveries')
      .select(['item', 'outbox_id'])
      .where('user_id', '=', DEMO_ACCOUNTS.commuter.id)
      .orderBy('item')
      .execute();
    expect(days).toEqual([
      { item: 'digest:2030-03-11', outbox_id: dayBefore!.id },
      { item: `digest:${day}`, outbox_id: digest!.id },
    ]);
  });

  it('a member of an area without news gets no mail; a member who switched it on after the day gets none for it', async () => {
    await member(basel, DEMO_ACCOUNTS.neighbour.id, 'daily', new Date('2030-03-01T00:00:00Z'));
    await member(zuerich, DEMO_ACCOUNTS.user.id, 'daily', new Date(start.getTime() + 25 * HOUR));
    expect(await sender().sendDigests(new Date(start.getTime() + 32 * HOUR))).toBe(0);
    expect(await outboxOf(DEMO_ACCOUNTS.neighbour.email, 'organisation-digest')).toEqual([]);
    expect(await outboxOf(DEMO_ACCOUNTS.user.email, 'organisation-digest')).toEqual([]);
    const basels = await t.db.kysely
      .selectFrom('organisation_alert_deliveries')
      .selectAll()
      .where('user_id', '=', DEMO_ACCOUNTS.neighbour.id)
      .execute();
    expect(basels).toMatchObject([{ item: `digest:${day}`, outbox_id: null }]);
  });
});
