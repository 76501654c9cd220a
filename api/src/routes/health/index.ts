// GET /api/health: up, and the database answers. A load balancer's readiness check: while the
// database cannot be reached it is a 503 (database_unavailable, Retry-After), like every request
// that needs the database, and turns 200 again by itself once the pool reconnects.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { databaseUnavailable } from '../../http/errors.ts';
import { endpoint } from '../../http/endpoint.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /health'),
    handler: async (request) => {
      try {
        await sql`SELECT 1`.execute(app.db.kysely);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        throw databaseUnavailable();
      }
      return { status: 'ok' as const, database: app.db.engine };
    },
  });
};

export default healthRoutes;
