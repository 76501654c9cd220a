import { bearerSecurity, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import {
  newsletterConfirmedSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscriptionsQuerySchema,
  newsletterSubscriptionsSchema,
  newsletterTokenBodySchema,
  newsletterTokenQuerySchema,
} from './schemas.ts';

export const newsletterRoutes = {
  'POST /newsletter/subscriptions': {
    summary: "Subscribe to the newsletter of the request's platform and country: e-mails a confirmation link (48 hours)",
    description:
      'Nothing counts as subscribed until the link is followed (POST /newsletter/confirm). The answer is the same whether or not the address is subscribed already, and an address gets only a few confirmation mails a day.',
    tags: ['newsletter'],
    body: newsletterSubscribeBodySchema,
    response: { 204: noContentSchema, 400: errorSchema, 429: errorSchema },
  },
  'POST /newsletter/confirm': {
    summary: "Confirm a subscription with the confirmation link's token (double opt-in)",
    tags: ['newsletter'],
    body: newsletterTokenBodySchema,
    response: { 200: newsletterConfirmedSchema, 400: errorSchema },
  },
  'POST /newsletter/unsubscribe': {
    summary: "End a subscription with the unsubscribe link's token (204 also when it has ended already)",
    tags: ['newsletter'],
    body: newsletterTokenBodySchema,
    response: { 204: noContentSchema, 400: errorSchema },
  },
  'POST /newsletter/unsubscribe/one-click': {
    summary: 'One-click unsubscribe from a mail program (RFC 8058: the List-Unsubscribe URL, form body List-Unsubscribe=One-Click)',
    tags: ['newsletter'],
    consumes: ['application/x-www-form-urlencoded'],
    querystring: newsletterTokenQuerySchema,
    response: { 204: noContentSchema, 400: errorSchema },
  },
  'GET /newsletter/unsubscribe/one-click': {
    summary: "A mail program that opens the List-Unsubscribe URL in a browser: 303 to the site's newsletter page, which asks",
    tags: ['newsletter'],
    hide: true,
    querystring: newsletterTokenQuerySchema,
  },
  'GET /newsletter/subscriptions': {
    summary: "The platform's current subscriptions, counted per country and language, and listed (administrators)",
    tags: ['newsletter'],
    security: bearerSecurity,
    querystring: newsletterSubscriptionsQuerySchema,
    response: { 200: newsletterSubscriptionsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
} satisfies RouteTable;
