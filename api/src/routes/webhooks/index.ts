// Organisation webhooks (issue 15): the organisation's administrators (and the platform's)
// register endpoints, choose events, read the delivery log, send a test, and disable or enable an
// endpoint; members and everyone else get 403. The URL is checked against the SSRF rules
// (domain/webhooks/target-guard.ts) when it is set; the secret is in the creation's answer only.
// Enabling again clears the failure count and makes what is pending due at once. Every write is
// one transaction with its audit line (the secret is never in it).
import { MAX_WEBHOOKS } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { WebhooksConfig } from '../../config.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { organisationFor } from '../../domain/organisations/organisation-access.ts';
import { createWebhookDeliverer } from '../../domain/webhooks/deliver.ts';
import { newWebhookSecret } from '../../domain/webhooks/signature.ts';
import { checkWebhookTarget, WebhookTargetError } from '../../domain/webhooks/target-guard.ts';
import { endpoint } from '../../http/endpoint.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { countWebhooks, findDelivery, findWebhook, listDeliveries, listWebhooks, toDelivery, toWebhook } from './repository.ts';

const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksConfig; publicUrl: string }> = async (app, { webhooks, publicUrl }) => {
  const deliverer = createWebhookDeliverer(app.db.kysely, { ...webhooks, publicUrl });

  async function checkedUrl(url: string): Promise<string> {
    try {
      return (await checkWebhookTarget(url, webhooks.allowPrivateTargets)).toString();
    } catch (error) {
      if (error instanceof WebhookTargetError) throw badRequest(error.message, 'url', 'webhook_target');
      throw error;
    }
  }

  app.route({
    ...endpoint('GET /organisations/:slug/webhooks'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const organisation = await organisationFor(app.db.kysely, request.ctx.platform, request.params.slug, signedInUser(request), 'admin');
      return { items: (await listWebhooks(app.db.kysely, organisation.id)).map(toWebhook) };
    },
  });

  app.route({
    ...endpoint('POST /organisations/:slug/webhooks'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const url = await checkedUrl(request.body.url);
      const created = await app.db.kysely.transaction().execute(async (trx) => {
        // Locked: two adds at once count each other (the limit).
        const organisation = await organisationFor(trx, request.ctx.platform, request.params.slug, actor, 'admin', { lock: true });
        if ((await countWebhooks(trx, organisation.id)) >= MAX_WEBHOOKS) {
          throw conflict(`An organisation keeps at most ${MAX_WEBHOOKS} webhooks; delete one first.`, 'too_many_webhooks', 'url');
        }
        const row = await trx
          .insertInto('webhooks')
          .values({
            organisation_id: organisation.id,
            url,
            events: [...new Set(request.body.events)],
            secret: newWebhookSecret(),
            created_by: actor.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.webhook.create',
          subjectType: 'organisation',
          subjectId: organisation.id,
          after: toWebhook(row),
        });
        return { ...toWebhook(row), secret: row.secret };
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpoint('PATCH /organisations/:slug/webhooks/:id'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const actor = signedInUser(request);
      const { slug, id } = request.params;
      const { url, events, enabled } = request.body;
      const checked = url === undefined ? undefined : await checkedUrl(url);
      return app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin');
        const before = await findWebhook(trx, organisation.id, id);
        if (!before) throw notFound(`No webhook ${id} of ${slug}`);
        const enabling = enabled === true && !before.enabled;
        const after = await trx
          .updateTable('webhooks')
          .set({
            ...(checked !== undefined ? { url: checked } : {}),
            ...(events !== undefined ? { events: [...new Set(events)] } : {}),
            ...(enabled === false && before.enabled ? { enabled: false, disabled_reason: 'manual' as const } : {}),
            ...(enabling ? { enabled: true, disabled_reason: null, consecutive_failures: 0 } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Enabled again: what waited is due now, not at the end of its backoff.
        if (enabling) {
          await trx
            .updateTable('webhook_deliveries')
            .set({ next_attempt_at: sql<Date>`now()` })
            .where('webhook_id', '=', id)
            .where('status', '=', 'pending')
            .execute();
        }
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.webhook.update',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: toWebhook(before),
          after: toWebhook(after),
        });
        return toWebhook(after);
      });
    },
  });

  app.route({
    ...endpoint('DELETE /organisations/:slug/webhooks/:id'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const { slug, id } = request.params;
      await app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin');
        const before = await findWebhook(trx, organisation.id, id);
        if (!before) throw notFound(`No webhook ${id} of ${slug}`);
        await trx.deleteFrom('webhooks').where('id', '=', id).execute();
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.webhook.delete',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: toWebhook(before),
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('GET /organisations/:slug/webhooks/:id/deliveries'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const { slug, id } = request.params;
      const organisation = await organisationFor(app.db.kysely, request.ctx.platform, slug, signedInUser(request), 'admin');
      if (!(await findWebhook(app.db.kysely, organisation.id, id))) throw notFound(`No webhook ${id} of ${slug}`);
      return { items: (await listDeliveries(app.db.kysely, id)).map(toDelivery) };
    },
  });

  app.route({
    ...endpoint('POST /organisations/:slug/webhooks/:id/ping'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const { slug, id } = request.params;
      const organisation = await organisationFor(app.db.kysely, request.ctx.platform, slug, signedInUser(request), 'admin');
      if (!(await findWebhook(app.db.kysely, organisation.id, id))) throw notFound(`No webhook ${id} of ${slug}`);
      const deliveryId = await deliverer.ping(id);
      return toDelivery(await findDelivery(app.db.kysely, deliveryId));
    },
  });
};

export default webhooksRoutes;
