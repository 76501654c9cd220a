import { bearerSecurity, interactionErrors } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { spotDetailSchema, spotIdParamsSchema } from '../spots/schemas.ts';
import { fixProposalsSchema, spotVotesSchema } from './schemas.ts';

export const voteRoutes = {
  'POST /spots/:id/votes': {
    summary: 'Vote for a spot (once per person; not on a fixed spot)',
    tags: ['votes'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 201: spotVotesSchema, ...interactionErrors },
  },
  'DELETE /spots/:id/votes': {
    summary: "Withdraw one's own vote (409 not_voted without one; 409 spot_fixed once the spot is fixed)",
    tags: ['votes'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 200: spotVotesSchema, ...interactionErrors },
  },
  'POST /spots/:id/fix-proposals': {
    summary: 'Propose a shame spot as fixed; the third distinct proposal fixes it',
    tags: ['votes'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 201: fixProposalsSchema, ...interactionErrors },
  },
  'POST /spots/:id/fixed': {
    summary: 'Mark a shame spot fixed (members of a responsible organisation, moderators, admins; idempotent)',
    tags: ['votes'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 200: spotDetailSchema, ...interactionErrors },
  },
} satisfies RouteTable;
