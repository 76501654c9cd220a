// POST /spots/:id/reports and /comments/:id/reports (docs/spots-write-api.md, "Comments").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { apiSchemas } from '../../plugins/openapi.ts';
import { plainText } from '../../http/plain-text.ts';
import { commentParamsSchema } from '../comments/schemas.ts';
import { bearerSecurity } from '../schemas.ts';
import { interactionErrors } from '../votes/schemas.ts';
import { spotIdParamsSchema } from '../spots/schemas.ts';
import { reportComment, reportSpot } from './repository.ts';

const reportBodySchema = z.object({ reason: plainText('reason', 1, 1000) }, { error: 'The body must be a JSON object with reason' });
const reportedSchema = z.object({ reported: z.literal(true) }).register(apiSchemas, { id: 'Reported' });

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/spots/:id/reports',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Report a spot to the moderators (one open report per person)',
        tags: ['reports'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        body: reportBodySchema,
        response: { 201: reportedSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      await reportSpot(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id, request.body.reason);
      return reply.code(201).send({ reported: true as const });
    },
  );

  app.post(
    '/comments/:id/reports',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Report a comment to the moderators (one open report per person)',
        tags: ['reports'],
        security: bearerSecurity,
        params: commentParamsSchema,
        body: reportBodySchema,
        response: { 201: reportedSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      await reportComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id, request.body.reason);
      return reply.code(201).send({ reported: true as const });
    },
  );
};

export default reportsRoutes;
