// GET/POST /spots/:id/comments, PATCH/DELETE /comments/:id and POST /comments/:id/votes
// (docs/spots-write-api.md, "Comments"). Reports are in ../reports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { spotExists } from '../../domain/spots/spot-access.ts';
import { listComments } from './read.ts';
import { createComment, deleteComment, editComment, voteForComment } from './write.ts';
import { endpoint } from '../../http/endpoint.ts';
import { optionalViewer } from '../../domain/users/optional-viewer.ts';

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /spots/:id/comments'),
    handler: async (request, reply) => {
      const { platform } = request.ctx;
      if (!(await spotExists(app.db.kysely, platform, request.params.id))) throw notFound(`Spot ${request.params.id} not found`);
      // A token is optional: the author of a hidden comment reads its body and the note.
      const viewer = await optionalViewer(app, request);
      if (viewer) reply.header('cache-control', 'no-store');
      return { items: await listComments(app.db.kysely, platform, request.params.id, viewer?.id ?? null) };
    },
  });

  app.route({
    ...endpoint('POST /spots/:id/comments'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const comment = await createComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id, request.body);
      return reply.code(201).send(comment);
    },
  });

  app.route({
    ...endpoint('PATCH /comments/:id'),
    onRequest: app.requireUser,
    handler: async (request) => editComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request), request.body.body),
  });

  app.route({
    ...endpoint('DELETE /comments/:id'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await deleteComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('POST /comments/:id/votes'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const result = await voteForComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id);
      return reply.code(201).send(result);
    },
  });
};

export default commentsRoutes;
