import { bearerSecurity, errorResponses, interactionErrors, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { spotIdParamsSchema } from '../spots/schemas.ts';
import { commentEditSchema, commentListSchema, commentParamsSchema, commentSchema, commentVotesSchema, newCommentSchema } from './schemas.ts';

export const commentRoutes = {
  'GET /spots/:id/comments': {
    summary: "A spot's comments: top-level oldest first, replies nested oldest first",
    tags: ['comments'],
    params: spotIdParamsSchema,
    response: { 200: commentListSchema, ...errorResponses },
  },
  'POST /spots/:id/comments': {
    summary: 'Comment on a spot, or reply to one of its top-level comments (parentId)',
    tags: ['comments'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    body: newCommentSchema,
    response: { 201: commentSchema, ...interactionErrors },
  },
  'PATCH /comments/:id': {
    summary: 'Edit your own comment (editedAt is set)',
    tags: ['comments'],
    security: bearerSecurity,
    params: commentParamsSchema,
    body: commentEditSchema,
    response: { 200: commentSchema, ...interactionErrors },
  },
  'DELETE /comments/:id': {
    summary: 'Delete a comment with its replies (author, moderator, admin)',
    tags: ['comments'],
    security: bearerSecurity,
    params: commentParamsSchema,
    response: { 204: noContentSchema, ...interactionErrors },
  },
  'POST /comments/:id/votes': {
    summary: 'Vote for a top-level comment (once per person)',
    tags: ['comments'],
    security: bearerSecurity,
    params: commentParamsSchema,
    response: { 201: commentVotesSchema, ...interactionErrors },
  },
} satisfies RouteTable;
