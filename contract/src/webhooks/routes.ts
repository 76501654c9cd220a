import { bearerSecurity, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import type { RouteTable } from '../route.ts';
import { WEBHOOK_LOG_SIZE } from './constants.ts';
import {
  createdWebhookSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookParamsSchema,
  webhookPatchSchema,
  webhookSchema,
  webhooksSchema,
} from './schemas.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const who = "(the organisation's administrators, platform administrators)";

export const webhookRoutes = {
  'GET /organisations/:slug/webhooks': {
    summary: `An organisation's webhooks ${who}`,
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    response: { 200: webhooksSchema, ...errors },
  },
  'POST /organisations/:slug/webhooks': {
    summary: `Register a webhook ${who}`,
    description:
      'An https URL (http and private addresses only where the server allows them, WEBHOOKS_ALLOW_PRIVATE_TARGETS). ' +
      'The answer carries the signing secret, this once.',
    tags: ['organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    body: webhookInputSchema,
    response: { 201: createdWebhookSchema, ...errors, 409: errorSchema },
  },
  'PATCH /organisations/:slug/webhooks/:id': {
    summary: `Change, disable or enable a webhook ${who}`,
    tags: ['organisations'],
    security: bearerSecurity,
    params: webhookParamsSchema,
    body: webhookPatchSchema,
    response: { 200: webhookSchema, ...errors },
  },
  'DELETE /organisations/:slug/webhooks/:id': {
    summary: `Delete a webhook and its delivery log ${who}`,
    tags: ['organisations'],
    security: bearerSecurity,
    params: webhookParamsSchema,
    response: { 204: noContentSchema, ...errors },
  },
  'GET /organisations/:slug/webhooks/:id/deliveries': {
    summary: `A webhook's newest ${WEBHOOK_LOG_SIZE} deliveries ${who}`,
    tags: ['organisations'],
    security: bearerSecurity,
    params: webhookParamsSchema,
    response: { 200: webhookDeliveriesSchema, ...errors },
  },
  'POST /organisations/:slug/webhooks/:id/ping': {
    summary: `Send a test event ("ping") to a webhook now ${who}`,
    description: 'Sent at once, even to a disabled endpoint; the answer is its delivery with the outcome. Not retried.',
    tags: ['organisations'],
    security: bearerSecurity,
    params: webhookParamsSchema,
    response: { 200: webhookDeliverySchema, ...errors },
  },
} satisfies RouteTable;
