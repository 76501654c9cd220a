// GET /admin/audit: the audit log of the admin pages (migration 0046), for moderators and
// administrators: what the dashboard's "latest actions" and a spot's history show.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { noStore } from '../../http/no-store.ts';
import { encodeCursor, readCursor } from './cursor.ts';
import { listAudit, toWire } from './repository.ts';

const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /admin/audit'),
    onRequest: [noStore, app.requireStaff],
    handler: async (request) => {
      const { query } = request;
      const rows = await listAudit(app.db.kysely, request.ctx.platform, query, readCursor(query.cursor));
      const shown = rows.slice(0, query.limit);
      const last = shown[shown.length - 1];
      return {
        items: shown.map(toWire),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ k: last.at.toISOString(), i: last.id }) : null,
      };
    },
  });
};

export default adminAuditRoutes;
