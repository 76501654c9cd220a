// The organisations' alerts (issue 13), one run of the organisation-alerts job: every member who
// chose `immediate` gets a mail per new spot or comment in the organisation's area; every member
// who chose `daily` gets one digest of the day before (Europe/Zurich) once its hour has come.
//
// Exactly once, across restarts and instances: each mail is written to the outbox in one
// transaction with its row in organisation_alert_deliveries (primary key member + item, or member
// + digest day). A run killed before the commit leaves neither, so the next run sends it; killed
// after, both, so the next run skips it; a second instance running at the same time (the
// scheduler's advisory lock normally prevents that) waits on the key and then writes nothing.
// SMTP delivery follows the commit; a row whose delivery never started (the process died in
// between) is delivered by the next run's sweep (mailer.deliverStranded).
import { localizePath, type Locale } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { excerptOf, formatDay, renderAlertMail, renderDigestMail, type AlertItem } from '../../mail/alert-templates.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { newItems, type NewItem } from './alert-items.ts';
import { addDays, dueDigestDay, zurichMidnight } from './zurich-day.ts';

export interface AlertOptions {
  /** Origin for links, e.g. https://bikeable.ch. */
  publicUrl: string;
  /** Hour of the Zurich day (0-23) from which the digest of the day before goes out. */
  digestHour: number;
  /** Tests only: a pause after each mail, so a test can kill a run in its middle. */
  pauseMs: number;
}

/** Immediate alerts look back at most this far (a server down for longer does not flood anyone). */
const IMMEDIATE_LOOKBACK_MS = 2 * 86_400_000;
/** At most this many items per member and run (immediate), or per digest. */
const ITEM_LIMIT = 100;

/** Members with `choice` whose account can get mail; for a digest, only those it is due for. */
async function subscribers(db: Kysely<DB>, choice: 'immediate' | 'daily', digest?: { key: string; until: Date }) {
  return db
    .selectFrom('organisation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
    .select([
      'm.organisation_id',
      'o.slug',
      'o.name as organisation',
      'o.platform',
      'm.user_id',
      'u.email',
      'u.username',
      'u.locale',
      'm.alerts_since',
    ])
    .where('m.alerts', '=', choice)
    .where('u.email', 'is not', null)
    .where('u.deleted_at', 'is', null)
    .where('u.blocked_at', 'is', null)
    .$if(digest !== undefined, (q) =>
      q
        .where('m.alerts_since', '<', digest!.until)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('organisation_alert_deliveries as d')
                .select('d.item')
                .whereRef('d.organisation_id', '=', 'm.organisation_id')
                .whereRef('d.user_id', '=', 'm.user_id')
                .where('d.item', '=', digest!.key),
            ),
          ),
        ),
    )
    .orderBy('m.organisation_id')
    .orderBy('m.user_id')
    .$narrowType<{ email: string }>()
    .execute();
}
type Subscriber = Awaited<ReturnType<typeof subscribers>>[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAlertSender(db: Kysely<DB>, mailer: Mailer, options: AlertOptions) {
  const site = (path: string, locale: Locale) => `${options.publicUrl}${localizePath(path, locale)}`;
  const settingsLink = (s: Subscriber) => site(`/admin/organization/${s.platform}/${s.slug}`, s.locale);
  const toAlertItem = (item: NewItem, locale: Locale): AlertItem => ({
    kind: item.kind,
    title: item.title,
    excerpt: item.kind === 'comment' ? excerptOf(item.body) : '',
    link: site(`/spots/${item.spotId}`, locale),
  });

  /**
   * Writes delivery `item` of the member and, when `render` gives one, its mail, in one
   * transaction; false when it was delivered before. Delivery over SMTP follows the commit.
   */
  async function deliverOnce(s: Subscriber, item: string, render: () => Parameters<Mailer['queue']>[1] | null): Promise<boolean> {
    const outboxId = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('organisation_alert_deliveries')
        .values({ organisation_id: s.organisation_id, user_id: s.user_id, item })
        .onConflict((oc) => oc.columns(['organisation_id', 'user_id', 'item']).doNothing())
        .returning('item')
        .executeTakeFirst();
      if (!claimed) return undefined;
      const mail = render();
      if (!mail) return null;
      const id = await mailer.queue(trx, mail);
      await trx
        .updateTable('organisation_alert_deliveries')
        .set({ outbox_id: id })
        .where('organisation_id', '=', s.organisation_id)
        .where('user_id', '=', s.user_id)
        .where('item', '=', item)
        .execute();
      return id;
    });
    if (outboxId === undefined) return false;
    if (outboxId !== null) {
      mailer.deliver(outboxId, 0);
      if (options.pauseMs > 0) await sleep(options.pauseMs);
    }
    return true;
  }

  async function sendImmediate(now: Date): Promise<number> {
    let sent = 0;
    for (const s of await subscribers(db, 'immediate')) {
      const since = Math.max(s.alerts_since?.getTime() ?? now.getTime(), now.getTime() - IMMEDIATE_LOOKBACK_MS);
      const items = await newItems(db, {
        organisationId: s.organisation_id,
        userId: s.user_id,
        from: new Date(since),
        until: now,
        undeliveredOnly: true,
        limit: ITEM_LIMIT,
      });
      for (const item of items) {
        const values = { platform: s.platform, organisation: s.organisation, username: s.username, settingsLink: settingsLink(s) };
        const delivered = await deliverOnce(s, item.key, () => ({
          kind: 'organisation-alert',
          to: s.email,
          locale: s.locale,
          platform: s.platform,
          ...renderAlertMail(s.locale, values, toAlertItem(item, s.locale)),
        }));
        if (delivered) sent += 1;
      }
    }
    return sent;
  }

  async function sendDigests(now: Date): Promise<number> {
    const day = dueDigestDay(now, options.digestHour);
    const from = zurichMidnight(day);
    const until = zurichMidnight(addDays(day, 1));
    const key = `digest:${day}`;
    let sent = 0;
    const due = await subscribers(db, 'daily', { key, until });
    for (const s of due) {
      const items = await newItems(db, {
        organisationId: s.organisation_id,
        userId: s.user_id,
        from,
        until,
        undeliveredOnly: false,
        limit: ITEM_LIMIT,
      });
      const delivered = await deliverOnce(s, key, () =>
        items.length === 0
          ? null
          : {
              kind: 'organisation-digest',
              to: s.email,
              locale: s.locale,
              platform: s.platform,
              ...renderDigestMail(s.locale, {
                platform: s.platform,
                organisation: s.organisation,
                username: s.username,
                settingsLink: settingsLink(s),
                day: formatDay(s.locale, day),
                items: items.map((item) => toAlertItem(item, s.locale)),
                link: site('/spots', s.locale),
              }),
            },
      );
      if (delivered && items.length > 0) sent += 1;
    }
    return sent;
  }

  return {
    sendImmediate,
    sendDigests,
    /** One run of the job: stranded mail first, then immediate alerts, then the due digests. */
    async run(now = new Date()): Promise<number> {
      await mailer.deliverStranded();
      return (await sendImmediate(now)) + (await sendDigests(now));
    },
  };
}
