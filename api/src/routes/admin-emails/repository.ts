// The outbox for the admin page. A message's status is read from its columns (migration 0048):
// sent (sent_at), bounced (bounced_at: refused for good), failed (error: a temporary failure),
// else pending. A platform's page lists the mail sent for it and the rows that know no platform
// (written before migration 0048): those cannot be told apart, and hiding them would hide the
// failures an administrator is looking for.
import type { EmailMessage, EmailQuery, EmailStatus, EmailSummary, Platform } from '@moveable/contract';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';

const SUMMARY_COLUMNS = ['id', 'recipient', 'subject', 'template', 'locale', 'created_at', 'sent_at', 'bounced_at', 'error', 'attempts'] as const;

type Outbox = ExpressionBuilder<DB, 'email_outbox'>;

function withStatus(eb: Outbox, status: EmailStatus) {
  switch (status) {
    case 'sent':
      return eb('sent_at', 'is not', null);
    case 'bounced':
      return eb.and([eb('sent_at', 'is', null), eb('bounced_at', 'is not', null)]);
    case 'failed':
      return eb.and([eb('sent_at', 'is', null), eb('bounced_at', 'is', null), eb('error', 'is not', null)]);
    case 'pending':
      return eb.and([eb('sent_at', 'is', null), eb('bounced_at', 'is', null), eb('error', 'is', null)]);
  }
}

function ofPlatform<O>(q: SelectQueryBuilder<DB, 'email_outbox', O>, platform: Platform) {
  return q.where((eb) => eb.or([eb('platform', '=', platform), eb('platform', 'is', null)]));
}

/** `%` and `_` in the search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listEmails(db: Kysely<DB>, platform: Platform, query: EmailQuery, beforeId: number | undefined) {
  let q = ofPlatform(db.selectFrom('email_outbox').select(SUMMARY_COLUMNS), platform);
  if (query.q) q = q.where('recipient', 'ilike', likePattern(query.q));
  if (query.template) q = q.where('template', '=', query.template);
  if (query.status) {
    const status = query.status;
    q = q.where((eb) => withStatus(eb, status));
  }
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  return q
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
}

export async function findEmail(db: Kysely<DB>, platform: Platform, id: number) {
  return ofPlatform(db.selectFrom('email_outbox').select([...SUMMARY_COLUMNS, 'text_body', 'html_body', 'headers']), platform)
    .where('id', '=', id)
    .executeTakeFirst();
}

type SummaryRow = Awaited<ReturnType<typeof listEmails>>[number];
type MessageRow = NonNullable<Awaited<ReturnType<typeof findEmail>>>;

export function statusOf(row: Pick<SummaryRow, 'sent_at' | 'bounced_at' | 'error'>): EmailStatus {
  if (row.sent_at) return 'sent';
  if (row.bounced_at) return 'bounced';
  if (row.error !== null) return 'failed';
  return 'pending';
}

export function toSummary(row: SummaryRow): EmailSummary {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    status: statusOf(row),
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    bouncedAt: row.bounced_at?.toISOString() ?? null,
    attempts: row.attempts,
    error: row.error,
  };
}

export function toMessage(row: MessageRow): EmailMessage {
  return { ...toSummary(row), text: row.text_body, html: row.html_body, headers: row.headers };
}

/**
 * Makes a failed or bounced message pending again (its error and bounce cleared, its tries kept),
 * under a row lock so two resends cannot both pass the check; undefined when it is not resendable.
 */
export async function resetForResend(trx: Kysely<DB>, id: number) {
  const row = await trx
    .selectFrom('email_outbox')
    .select(['sent_at', 'bounced_at', 'error', 'attempts'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const before = statusOf(row);
  if (before !== 'failed' && before !== 'bounced') return { resent: false as const, before };
  await trx.updateTable('email_outbox').set({ error: null, bounced_at: null }).where('id', '=', id).execute();
  return { resent: true as const, before, error: row.error, attempts: row.attempts };
}
