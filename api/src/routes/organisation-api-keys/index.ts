// Organisation API keys (issue 15): its administrators and the platform's list, create and revoke
// the keys its own systems use for Open311 (routes/open311). The secret is in the answer to the
// create, once; only its hash is stored. Writes are one transaction with their audit line, which
// names the key by its hint, never its secret.
import { MAX_API_KEYS } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { newApiKeySecret } from '../../domain/api-keys/api-key-secret.ts';
import { organisationFor } from '../../domain/organisations/organisation-access.ts';
import { endpoint } from '../../http/endpoint.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { countApiKeys, findApiKey, insertApiKey, listApiKeys, revokeApiKey } from './repository.ts';

const organisationApiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /organisations/:slug/api-keys'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const organisation = await organisationFor(app.db.kysely, request.ctx.platform, request.params.slug, signedInUser(request), 'admin');
      return { items: await listApiKeys(app.db.kysely, organisation.id) };
    },
  });

  app.route({
    ...endpoint('POST /organisations/:slug/api-keys'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const secret = newApiKeySecret();
      const created = await app.db.kysely.transaction().execute(async (trx) => {
        // Locked: two creates at once count each other against the limit.
        const organisation = await organisationFor(trx, request.ctx.platform, request.params.slug, actor, 'admin', { lock: true });
        if ((await countApiKeys(trx, organisation.id)) >= MAX_API_KEYS) {
          throw conflict(`An organisation keeps at most ${MAX_API_KEYS} API keys, revoked ones included.`, 'too_many_api_keys', 'name');
        }
        const id = await insertApiKey(trx, organisation.id, request.body.name, actor.id, secret);
        const key = (await findApiKey(trx, organisation.id, id))!;
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.apikey.create',
          subjectType: 'organisation',
          subjectId: organisation.id,
          after: { id: key.id, name: key.name, hint: key.hint },
        });
        return key;
      });
      return reply.code(201).send({ ...created, key: secret.key });
    },
  });

  app.route({
    ...endpoint('POST /organisations/:slug/api-keys/:id/revoke'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const actor = signedInUser(request);
      const { slug, id } = request.params;
      return app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin');
        const before = await findApiKey(trx, organisation.id, id);
        if (!before) throw notFound(`No API key ${id} of ${slug}`);
        if (before.revokedAt !== null) return before;
        await revokeApiKey(trx, id);
        const after = (await findApiKey(trx, organisation.id, id))!;
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.apikey.revoke',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: { id: before.id, name: before.name, hint: before.hint },
          after: { id: after.id, name: after.name, hint: after.hint, revokedAt: after.revokedAt },
        });
        return after;
      });
    },
  });
};

export default organisationApiKeysRoutes;
