// GET/POST /spots/:id/comments, PATCH/DELETE /comments/:id and POST /comments/:id/votes
// (docs/spots-write-api.md, "Comments"). Reports are in ../reports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { bearerSecurity, errorResponses, noContentSchema } from '../schemas.ts';
import { interactionErrors } from '../votes/schemas.ts';
import { spotIdParamsSchema } from '../spots/schemas.ts';
import { listComments, spotExists } from './read.ts';
import { commentEditSchema, commentListSchema, commentParamsSchema, commentSchema, commentVotesSchema, newCommentSchema } from './schemas.ts';
import { createComment, deleteComment, editComment, voteForComment } from './write.ts';

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/spots/:id/comments',
    {
      schema: {
        summary: "A spot's comments: top-level oldest first, replies nested oldest first",
        tags: ['comments'],
        params: spotIdParamsSchema,
        response: { 200: commentListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { platform } = request.ctx;
      if (!(await spotExists(app.db.kysely, platform, request.params.id))) throw notFound(`Spot ${request.params.id} not found`);
      return { items: await listComments(app.db.kysely, platform, request.params.id) };
    },
  );

  app.post(
    '/spots/:id/comments',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Comment on a spot, or reply to one of its top-level comments (parentId)',
        tags: ['comments'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        body: newCommentSchema,
        response: { 201: commentSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      const comment = await createComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id, request.body);
      return reply.code(201).send(comment);
    },
  );

  app.patch(
    '/comments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Edit your own comment (editedAt is set)',
        tags: ['comments'],
        security: bearerSecurity,
        params: commentParamsSchema,
        body: commentEditSchema,
        response: { 200: commentSchema, ...interactionErrors },
      },
    },
    async (request) => editComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request), request.body.body),
  );

  app.delete(
    '/comments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Delete a comment with its replies (author, moderator, admin)',
        tags: ['comments'],
        security: bearerSecurity,
        params: commentParamsSchema,
        response: { 204: noContentSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      await deleteComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/comments/:id/votes',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Vote for a top-level comment (once per person)',
        tags: ['comments'],
        security: bearerSecurity,
        params: commentParamsSchema,
        response: { 201: commentVotesSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      const result = await voteForComment(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id);
      return reply.code(201).send(result);
    },
  );
};

export default commentsRoutes;
