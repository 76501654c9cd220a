import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import { commentParamsSchema } from '../comments/schemas.ts';
import type { RouteTable } from '../route.ts';
import { spotIdParamsSchema } from '../spots/schemas.ts';
import {
  dismissBodySchema,
  dismissedSchema,
  hideBodySchema,
  mergeBodySchema,
  mergeResultSchema,
  moderationStateSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
} from './schemas.ts';

const staffErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } as const;

export const adminModerationRoutes = {
  'GET /admin/reports': {
    summary: 'The moderation queue: open reports grouped per reported spot or comment (moderators and administrators)',
    description: 'resolved=true lists the history of resolved reports instead. Offset-paged: the queue is short-lived and small.',
    tags: ['admin'],
    security: bearerSecurity,
    querystring: reportQueueQuerySchema,
    response: { 200: reportQueueSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
  'POST /admin/reports/resolve': {
    summary: "Dismiss a spot's or comment's open reports without hiding it (moderators and administrators)",
    tags: ['admin'],
    security: bearerSecurity,
    body: dismissBodySchema,
    response: { 200: dismissedSchema, ...staffErrors },
  },
  'POST /admin/comments/:id/hide': {
    summary: 'Hide a comment with a note to its author; resolves its open reports (moderators and administrators)',
    tags: ['admin'],
    security: bearerSecurity,
    params: commentParamsSchema,
    body: hideBodySchema,
    response: { 200: moderationStateSchema, ...staffErrors },
  },
  'POST /admin/comments/:id/restore': {
    summary: 'Show a hidden comment again (moderators and administrators)',
    tags: ['admin'],
    security: bearerSecurity,
    params: commentParamsSchema,
    response: { 200: moderationStateSchema, ...staffErrors },
  },
  'POST /admin/spots/:id/hide': {
    summary: 'Hide a spot from everyone but its author, with a note to the author; resolves its open reports (moderators and administrators)',
    tags: ['admin'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    body: hideBodySchema,
    response: { 200: moderationStateSchema, ...staffErrors },
  },
  'POST /admin/spots/:id/restore': {
    summary: 'Show a hidden spot again (moderators and administrators)',
    tags: ['admin'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 200: moderationStateSchema, ...staffErrors },
  },
  'POST /admin/spots/:id/merge': {
    summary:
      'Merge a duplicate spot into the one kept (`into`): votes, comments, photos, fix proposals, official answers and reports move (moderators and administrators)',
    description: 'GET /spots/{id} of the merged spot then answers 308 with the kept spot in Location.',
    tags: ['admin'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    body: mergeBodySchema,
    response: { 200: mergeResultSchema, ...staffErrors },
  },
} satisfies RouteTable;
