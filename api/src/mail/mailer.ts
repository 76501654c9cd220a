// Sending mail. Every message is written to email_outbox first; with SMTP_URL it is then delivered
// in the background (nodemailer) and marked sent_at or error. Without SMTP_URL it stays in the
// outbox, where a developer reads it. Nothing here logs a body: bodies hold sign-in links.
import { localizePath, type Locale } from '@moveable/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { BackgroundTasks } from '../background.ts';
import type { DB } from '../db/schema.ts';
import { renderMail, type MailKind, type MailValues, type RenderedMail } from './templates.ts';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** For the log: what kind of message (the subject could carry personal data). */
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail; kept in the outbox with the message. */
  headers?: Record<string, string>;
}

export interface AccountMail extends Omit<MailValues, 'link'> {
  kind: MailKind;
  to: string;
  locale: Locale;
  /** Site path the link opens, in the recipient's language, e.g. /login. */
  path: string;
  query?: Record<string, string>;
}

export interface Mailer {
  /** Queues a message; resolves once it is in the outbox (delivery follows in the background). */
  send(mail: OutgoingMail): Promise<void>;
  /** Renders one of the account e-mails (templates.ts) with a link to the site, and sends it. */
  sendAccountMail(mail: AccountMail): Promise<void>;
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

export function createMailer({ db, smtpUrl, from, publicUrl, log, background }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliver(id: number, mail: OutgoingMail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {} });
      await db
        .updateTable('email_outbox')
        .set({ sent_at: sql<Date>`now()`, error: null })
        .where('id', '=', id)
        .execute();
      log.info({ outboxId: id, kind: mail.kind }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('email_outbox')
        .set({ error: message.slice(0, 1000) })
        .where('id', '=', id)
        .execute();
      log.error({ outboxId: id, kind: mail.kind, error: message }, 'mail delivery failed; the message stays in email_outbox');
    }
  }

  async function send(mail: OutgoingMail): Promise<void> {
    const { id } = await db
      .insertInto('email_outbox')
      .values({ recipient: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, headers: JSON.stringify(mail.headers ?? {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (transport) background.run('deliver mail', () => deliver(id, mail));
    else log.info({ outboxId: id, kind: mail.kind }, 'no SMTP_URL: the message waits in email_outbox');
  }

  return {
    send,
    async sendAccountMail({ kind, to, locale, path, query, ...values }) {
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      const link = `${publicUrl}${localizePath(path, locale)}${search}`;
      await send({ kind, to, ...renderMail(kind, locale, { ...values, link }) });
    },
    close() {
      transport?.close();
    },
  };
}
