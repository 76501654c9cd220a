// POST /spots/:id/official-answers (docs/spots-write-api.md, "Official answers").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { findSpot } from '../../domain/spots/spot-detail.ts';
import { postOfficialAnswer } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const officialAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('POST /spots/:id/official-answers'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const { platform, locale } = request.ctx;
      await postOfficialAnswer(app.db.kysely, platform, request.params.id, signedInUser(request), request.body);
      const spot = await findSpot(app.db.kysely, platform, request.params.id, locale);
      if (!spot) throw notFound(`Spot ${request.params.id} not found`);
      return reply.code(201).send(spot);
    },
  });
};

export default officialAnswersRoutes;
