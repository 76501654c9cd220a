// GET /api/health: up, and the database answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { summary: 'Liveness and database check', tags: ['health'], response: { 200: healthSchema } } }, async (request) => {
    try {
      await sql`SELECT 1`.execute(app.db.kysely);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'database unreachable');
    }
    return { status: 'ok' as const, database: app.db.engine };
  });
};

export default healthRoutes;
