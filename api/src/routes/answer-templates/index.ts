// Official-answer templates of an organisation (issue 13): its members read them when they answer
// a spot; its administrators and the platform's add, edit and delete them. Every write is one
// transaction with its audit line.
import { MAX_ANSWER_TEMPLATES } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { organisationFor } from '../../domain/organisations/organisation-access.ts';
import { endpoint } from '../../http/endpoint.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { countTemplates, deleteTemplate, findTemplate, insertTemplate, listTemplates, toTemplate, updateTemplate } from './repository.ts';

const answerTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /organisations/:slug/answer-templates'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const organisation = await organisationFor(app.db.kysely, request.ctx.platform, request.params.slug, signedInUser(request), 'member');
      return { items: await listTemplates(app.db.kysely, organisation.id, request.query.locale) };
    },
  });

  app.route({
    ...endpoint('POST /organisations/:slug/answer-templates'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const created = await app.db.kysely.transaction().execute(async (trx) => {
        // Locked: two adds at once count each other (the limit) and get distinct positions.
        const organisation = await organisationFor(trx, request.ctx.platform, request.params.slug, actor, 'admin', { lock: true });
        if ((await countTemplates(trx, organisation.id)) >= MAX_ANSWER_TEMPLATES) {
          throw conflict(`An organisation keeps at most ${MAX_ANSWER_TEMPLATES} answer templates; delete one first.`, 'too_many_templates', 'title');
        }
        const row = toTemplate(await insertTemplate(trx, organisation.id, request.body));
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.template.create',
          subjectType: 'organisation',
          subjectId: organisation.id,
          after: row,
        });
        return row;
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpoint('PATCH /organisations/:slug/answer-templates/:id'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const actor = signedInUser(request);
      const { slug, id } = request.params;
      return app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin');
        const before = await findTemplate(trx, organisation.id, id);
        if (!before) throw notFound(`No answer template ${id} of ${slug}`);
        const after = toTemplate(await updateTemplate(trx, id, request.body));
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.template.update',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: toTemplate(before),
          after,
        });
        return after;
      });
    },
  });

  app.route({
    ...endpoint('DELETE /organisations/:slug/answer-templates/:id'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const { slug, id } = request.params;
      await app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin');
        const before = await findTemplate(trx, organisation.id, id);
        if (!before) throw notFound(`No answer template ${id} of ${slug}`);
        await deleteTemplate(trx, id);
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.template.delete',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: toTemplate(before),
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  });
};

export default answerTemplatesRoutes;
