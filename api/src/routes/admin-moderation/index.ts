// Moderation for moderators and administrators (issue 13): the queue of reports, hiding and
// restoring comments and spots with a note to the author, dismissing reports, merging duplicate
// spots. Every action leaves an audit line in its own transaction (domain/audit).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { dismissReports, hideComment, hideSpot, restoreComment, restoreSpot } from './hide.ts';
import { mergeSpots } from './merge.ts';
import { reportQueue } from './queue.ts';

const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.route({
    ...endpoint('GET /admin/reports'),
    onRequest: [noStore, app.requireStaff],
    handler: async (request) => reportQueue(db, request.ctx.platform, request.query),
  });

  app.route({
    ...endpoint('POST /admin/reports/resolve'),
    onRequest: app.requireStaff,
    handler: async (request) => ({ resolvedReports: await dismissReports(db, request.ctx.platform, signedInUser(request).id, request.body) }),
  });

  app.route({
    ...endpoint('POST /admin/comments/:id/hide'),
    onRequest: app.requireStaff,
    handler: async (request) => hideComment(db, request.ctx.platform, signedInUser(request).id, request.params.id, request.body.note),
  });

  app.route({
    ...endpoint('POST /admin/comments/:id/restore'),
    onRequest: app.requireStaff,
    handler: async (request) => restoreComment(db, request.ctx.platform, signedInUser(request).id, request.params.id),
  });

  app.route({
    ...endpoint('POST /admin/spots/:id/hide'),
    onRequest: app.requireStaff,
    handler: async (request) => hideSpot(db, request.ctx.platform, signedInUser(request).id, request.params.id, request.body.note),
  });

  app.route({
    ...endpoint('POST /admin/spots/:id/restore'),
    onRequest: app.requireStaff,
    handler: async (request) => restoreSpot(db, request.ctx.platform, signedInUser(request).id, request.params.id),
  });

  app.route({
    ...endpoint('POST /admin/spots/:id/merge'),
    onRequest: app.requireStaff,
    handler: async (request) => mergeSpots(db, request.ctx.platform, signedInUser(request).id, request.params.id, request.body),
  });
};

export default adminModerationRoutes;
