// The mail to an organisation's administrators when one of its webhooks was disabled after
// repeated failures (mail/webhook-templates.ts), one per administrator who can get mail, in the
// outbox and then delivered (the mailer's own retries and sweep apply).
import { localizePath } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderWebhookDisabledMail } from '../../mail/webhook-templates.ts';

export async function mailWebhookDisabled(db: Kysely<DB>, mailer: Mailer, publicUrl: string, webhookId: number): Promise<number> {
  const webhook = await db
    .selectFrom('webhooks as w')
    .innerJoin('organisations as o', 'o.id', 'w.organisation_id')
    .select(['w.url', 'w.consecutive_failures', 'o.id as organisation_id', 'o.name', 'o.slug', 'o.platform'])
    .select((eb) =>
      eb
        .selectFrom('webhook_deliveries as d')
        .select('d.error')
        .whereRef('d.webhook_id', '=', 'w.id')
        .where('d.last_attempt_at', 'is not', null)
        .orderBy('d.last_attempt_at', 'desc')
        .limit(1)
        .as('last_error'),
    )
    .where('w.id', '=', webhookId)
    .executeTakeFirst();
  if (!webhook) return 0;
  const admins = await db
    .selectFrom('organisation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.email', 'u.username', 'u.locale'])
    .where('m.organisation_id', '=', webhook.organisation_id)
    .where('m.role', '=', 'admin')
    .where('u.email', 'is not', null)
    .where('u.deleted_at', 'is', null)
    .where('u.blocked_at', 'is', null)
    .$narrowType<{ email: string }>()
    .execute();
  for (const admin of admins) {
    const mail = renderWebhookDisabledMail(admin.locale, {
      platform: webhook.platform,
      organisation: webhook.name,
      username: admin.username,
      url: webhook.url,
      failures: webhook.consecutive_failures,
      lastError: webhook.last_error,
      link: `${publicUrl.replace(/\/+$/, '')}${localizePath(`/admin/organization/${webhook.platform}/${webhook.slug}`, admin.locale)}`,
    });
    const id = await mailer.queue(db, { ...mail, kind: 'webhook-disabled', to: admin.email, locale: admin.locale, platform: webhook.platform });
    mailer.deliver(id, 0);
  }
  return admins.length;
}
