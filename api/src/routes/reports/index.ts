// POST /spots/:id/reports and /comments/:id/reports (docs/spots-write-api.md, "Comments").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { reportComment, reportSpot } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('POST /spots/:id/reports'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await reportSpot(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id, request.body.reason);
      return reply.code(201).send({ reported: true as const });
    },
  });

  app.route({
    ...endpoint('POST /comments/:id/reports'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await reportComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id, request.body.reason);
      return reply.code(201).send({ reported: true as const });
    },
  });
};

export default reportsRoutes;
