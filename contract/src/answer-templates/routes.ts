import { bearerSecurity, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import {
  answerTemplateInputSchema,
  answerTemplateParamsSchema,
  answerTemplatePatchSchema,
  answerTemplateSchema,
  answerTemplatesQuerySchema,
  answerTemplatesSchema,
} from './schemas.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const answerTemplateRoutes = {
  'GET /organisations/:slug/answer-templates': {
    summary: "An organisation's official-answer templates (its members, platform administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    querystring: answerTemplatesQuerySchema,
    response: { 200: answerTemplatesSchema, ...errors },
  },
  'POST /organisations/:slug/answer-templates': {
    summary: "Add an official-answer template (the organisation's administrators, platform administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    body: answerTemplateInputSchema,
    response: { 201: answerTemplateSchema, ...errors, 409: errorSchema },
  },
  'PATCH /organisations/:slug/answer-templates/:id': {
    summary: "Edit an official-answer template (the organisation's administrators, platform administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: answerTemplateParamsSchema,
    body: answerTemplatePatchSchema,
    response: { 200: answerTemplateSchema, ...errors },
  },
  'DELETE /organisations/:slug/answer-templates/:id': {
    summary: "Delete an official-answer template (the organisation's administrators, platform administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: answerTemplateParamsSchema,
    response: { 204: noContentSchema, ...errors },
  },
} satisfies RouteTable;
