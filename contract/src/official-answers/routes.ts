import { bearerSecurity, interactionErrors } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { spotDetailSchema, spotIdParamsSchema } from '../spots/schemas.ts';
import { officialAnswerInputSchema } from './schemas.ts';

export const officialAnswerRoutes = {
  'POST /spots/:id/official-answers': {
    summary: "Answer a spot for an organisation responsible for it (its members, or an admin); the newest answer is the spot's",
    tags: ['official answers'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    body: officialAnswerInputSchema,
    response: { 201: spotDetailSchema, ...interactionErrors },
  },
} satisfies RouteTable;
