import { bearerSecurity, errorResponses, errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import {
  organisationAnswerPageSchema,
  organisationAnswersQuerySchema,
  organisationInputSchema,
  organisationListQuerySchema,
  organisationPageSchema,
  organisationPatchSchema,
  organisationSchema,
  organisationSlugParamsSchema,
  organisationStatisticsSchema,
} from './schemas.ts';

const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const organisationRoutes = {
  'GET /organisations': {
    summary: 'Partners, towns and sponsors of the platform (and country), by slug, keyset-paged',
    description:
      "The platform is the request's (header); the country is `country` or else the site's (world: every country). Each with the counts a partner card shows.",
    tags: ['organisations'],
    querystring: organisationListQuerySchema,
    response: { 200: organisationPageSchema, 400: errorSchema },
  },
  'GET /organisations/:slug': {
    summary: 'A partner organisation of the platform with its regions',
    description: 'Found by platform and slug from any country site. `name` and `description` in the language the content-locale rule picks.',
    tags: ['organisations'],
    params: organisationSlugParamsSchema,
    response: { 200: organisationSchema, ...errorResponses },
  },
  'GET /organisations/:slug/statistics': {
    summary: "What a town's page shows about its area: spots by state, official answers, median time to an answer, spots per month",
    description: 'Counted by a job every few minutes and kept (one row read per request, whatever the number of spots); `computedAt` says when.',
    tags: ['organisations'],
    params: organisationSlugParamsSchema,
    response: { 200: organisationStatisticsSchema, ...errorResponses },
  },
  'GET /organisations/:slug/official-answers': {
    summary: 'The official answers an organisation gave, newest first, with their spots (keyset-paged)',
    description: 'Answers on spots that are not deleted, archived ones included.',
    tags: ['organisations'],
    params: organisationSlugParamsSchema,
    querystring: organisationAnswersQuerySchema,
    response: { 200: organisationAnswerPageSchema, ...errorResponses },
  },
  'POST /organisations': {
    summary: 'Add a partner, town or sponsor to the platform (platform administrators)',
    tags: ['organisations'],
    security: bearerSecurity,
    body: organisationInputSchema,
    response: { 201: organisationSchema, ...writeErrors, 409: errorSchema },
  },
  'PATCH /organisations/:slug': {
    summary: "Edit an organisation: platform administrators anything; the organisation's administrators its descriptions, logo, website and contact",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    body: organisationPatchSchema,
    response: { 200: organisationSchema, ...writeErrors },
  },
} satisfies RouteTable;
