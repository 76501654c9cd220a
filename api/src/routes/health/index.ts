// GET /api/health: up, and the database answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import { endpoint } from '../../http/endpoint.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /health'),
    handler: async (request) => {
      try {
        await sql`SELECT 1`.execute(app.db.kysely);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'database unreachable');
      }
      return { status: 'ok' as const, database: app.db.engine };
    },
  });
};

export default healthRoutes;
