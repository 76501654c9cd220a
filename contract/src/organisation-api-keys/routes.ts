import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import { apiKeyInputSchema, apiKeyParamsSchema, apiKeySchema, apiKeysSchema, createdApiKeySchema } from './schemas.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const organisationApiKeyRoutes = {
  'GET /organisations/:slug/api-keys': {
    summary: "An organisation's API keys, without their secrets (its administrators, platform administrators)",
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    response: { 200: apiKeysSchema, ...errors },
  },
  'POST /organisations/:slug/api-keys': {
    summary: 'Create an API key; the answer holds its secret, shown this once (its administrators, platform administrators)',
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    body: apiKeyInputSchema,
    response: { 201: createdApiKeySchema, ...errors, 409: errorSchema },
  },
  'POST /organisations/:slug/api-keys/:id/revoke': {
    summary: 'Revoke an API key: refused from now on (its administrators, platform administrators)',
    tags: ['organisations'],
    security: bearerSecurity,
    params: apiKeyParamsSchema,
    response: { 200: apiKeySchema, ...errors },
  },
} satisfies RouteTable;
