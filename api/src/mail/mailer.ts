// Sending mail. Every message is written to email_outbox first, with its template, locale and
// platform; with SMTP_URL it is then delivered in the background (nodemailer) and marked sent_at,
// or, when delivery fails, given the error: a permanent rejection (an SMTP 5xx answer) also sets
// bounced_at, a temporary one (4xx, no connection) leaves it failed. Failed mail is not retried by
// itself; an administrator sends it again (POST /admin/emails/:id/resend). Without SMTP_URL it
// stays in the outbox, where a developer reads it. Nothing here logs a body: bodies hold sign-in
// links.
//
// A delivery first claims its row (attempts + 1 where attempts still is what it read), so two
// deliveries of one row (the background one and the sweep of stranded rows, or two instances)
// never both send it.
import { localizePath, type EmailTemplate, type Locale, type Platform } from '@moveable/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { BackgroundTasks } from '../background.ts';
import type { DB } from '../db/schema.ts';
import { renderMail, type MailKind, type MailValues, type RenderedMail } from './templates.ts';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The template it was rendered from: kept in the outbox, and for the log (the subject could carry personal data). */
  kind: EmailTemplate;
  locale: Locale;
  /** The platform it is sent for (the admin page lists a platform's own mail). */
  platform: Platform | null;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail; kept in the outbox with the message. */
  headers?: Record<string, string>;
}

export interface AccountMail extends Omit<MailValues, 'link' | 'platform'> {
  kind: MailKind;
  to: string;
  locale: Locale;
  platform: Platform;
  /** Site path the link opens, in the recipient's language, e.g. /login. */
  path: string;
  query?: Record<string, string>;
}

export interface Mailer {
  /** Queues a message; resolves once it is in the outbox (delivery follows in the background). */
  send(mail: OutgoingMail): Promise<void>;
  /** Renders one of the account e-mails (templates.ts) with a link to the site, and sends it. */
  sendAccountMail(mail: AccountMail): Promise<void>;
  /**
   * Writes a message to the outbox through `db` (a caller's transaction, so the message and what
   * the caller records about it commit together) without delivering it: call deliver(id, 0) after
   * the commit.
   */
  queue(db: Kysely<DB>, mail: OutgoingMail): Promise<number>;
  /** Delivers outbox row `id` in the background if it is pending and was tried `attempts` times. */
  deliver(id: number, attempts: number): void;
  /**
   * Delivers pending rows nobody tried that are older than `olderThanMs` and younger than a day
   * (their process ended between the commit and the delivery); resolves with how many it tried.
   */
  deliverStranded(olderThanMs?: number): Promise<number>;
  close(): void;
}

export interface MailerOptions {
  db: Kysely<DB>;
  smtpUrl: string | undefined;
  from: string;
  /** Origin for links, e.g. https://bikeable.ch. */
  publicUrl: string;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
}

/** How old a never-tried row may be for the sweep of stranded mail to still deliver it. */
const STRANDED_MAX_AGE_MS = 86_400_000;

/** A permanent refusal: the SMTP server answered 5xx (unknown mailbox, rejected message). */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailer({ db, smtpUrl, from, publicUrl, log, background }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliverNow(id: number, attempts: number): Promise<void> {
    if (!transport) return;
    const row = await db
      .updateTable('email_outbox')
      .set({ attempts: attempts + 1 })
      .where('id', '=', id)
      .where('attempts', '=', attempts)
      .where('sent_at', 'is', null)
      .where('error', 'is', null)
      .where('bounced_at', 'is', null)
      .returning(['recipient', 'subject', 'text_body', 'html_body', 'headers', 'template'])
      .executeTakeFirst();
    if (!row) return; // sent, failed, or claimed by another delivery meanwhile
    try {
      await transport.sendMail({ from, to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body, headers: row.headers });
      await db
        .updateTable('email_outbox')
        .set({ sent_at: sql<Date>`now()`, error: null })
        .where('id', '=', id)
        .execute();
      log.info({ outboxId: id, kind: row.template }, 'mail sent');
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const bounced = isPermanentRejection(error);
      await db
        .updateTable('email_outbox')
        .set({ error: message, ...(bounced ? { bounced_at: sql<Date>`now()` } : {}) })
        .where('id', '=', id)
        .execute();
      log.error(
        { outboxId: id, kind: row.template, error: message, bounced },
        bounced ? 'mail bounced: the server refused it for good' : 'mail delivery failed; the message stays in email_outbox',
      );
    }
  }

  const deliver = (id: number, attempts: number) => {
    if (transport) background.run('deliver mail', () => deliverNow(id, attempts));
  };

  async function queue(target: Kysely<DB>, mail: OutgoingMail): Promise<number> {
    const { id } = await target
      .insertInto('email_outbox')
      .values({
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: JSON.stringify(mail.headers ?? {}),
        template: mail.kind,
        locale: mail.locale,
        platform: mail.platform,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function send(mail: OutgoingMail): Promise<void> {
    const id = await queue(db, mail);
    if (transport) deliver(id, 0);
    else log.info({ outboxId: id, kind: mail.kind }, 'no SMTP_URL: the message waits in email_outbox');
  }

  return {
    send,
    queue,
    deliver,
    async deliverStranded(olderThanMs = 60_000) {
      if (!transport) return 0;
      const rows = await db
        .selectFrom('email_outbox')
        .select('id')
        .where('attempts', '=', 0)
        .where('sent_at', 'is', null)
        .where('error', 'is', null)
        .where('created_at', '<', new Date(Date.now() - olderThanMs))
        // Not older than a day: mail queued while there was no SMTP_URL (a developer's outbox)
        // stays where it is when SMTP is configured later, and old sign-in links are not sent.
        .where('created_at', '>', new Date(Date.now() - STRANDED_MAX_AGE_MS))
        .orderBy('id')
        .limit(500)
        .execute();
      for (const { id } of rows) await deliverNow(id, 0);
      return rows.length;
    },
    async sendAccountMail({ kind, to, locale, path, query, platform, ...values }) {
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      const link = `${publicUrl}${localizePath(path, locale)}${search}`;
      await send({ kind, to, locale, platform, ...renderMail(kind, locale, { ...values, platform, link }) });
    },
    close() {
      transport?.close();
    },
  };
}
