// The newsletter (double opt-in): subscribing sends a confirmation link, following it subscribes,
// and every newsletter mail carries an unsubscribe link. Administrators see the subscriptions.
import { z } from 'zod';
import { idParam, intParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';
import { LOCALES } from '../rules/locale.ts';
import { PLATFORMS } from '../rules/platform.ts';
import { countryField, emailSchema, linkTokenSchema, localeSchema } from '../users/schemas.ts';
import { NEWSLETTER_CONSENT_VERSIONS } from './constants.ts';

export const newsletterSubscribeBodySchema = z.object(
  {
    email: emailSchema,
    locale: localeSchema.optional().describe("The newsletter's language; default the Accept-Language match"),
    consentTextVersion: z
      .enum(NEWSLETTER_CONSENT_VERSIONS, { error: `consentTextVersion must be one of ${NEWSLETTER_CONSENT_VERSIONS.join(', ')}` })
      .describe('The version of the consent text the form showed'),
  },
  { error: 'The body must be a JSON object with email and consentTextVersion' },
);

export const newsletterTokenBodySchema = z.object({ token: linkTokenSchema }, { error: 'The body must be a JSON object with token' });
export const newsletterTokenQuerySchema = z.object({ token: linkTokenSchema });

export const newsletterConfirmedSchema = z
  .object({
    platform: z.enum(PLATFORMS),
    country: z.string().describe('Two-letter code or world'),
    locale: z.enum(LOCALES),
  })
  .describe('The newsletter now subscribed to')
  .register(apiSchemas, { id: 'NewsletterConfirmed' });

export const newsletterSubscriptionsQuerySchema = z.object({
  country: countryField('country').optional().describe('Only this country (two-letter code or world)'),
  locale: localeSchema.optional().describe('Only this language'),
  limit: intParam('limit', 1, 500).optional().describe('1..500, default 100'),
  cursor: idParam('cursor', 'bigint').optional().describe('nextCursor of the previous page'),
});

export const newsletterSubscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  country: z.string(),
  locale: z.enum(LOCALES),
  consentTextVersion: z.string(),
  requestedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().describe('When the confirmation link was followed: the time of consent'),
});

export const newsletterSubscriptionsSchema = z
  .object({
    total: z.number().int().describe("Current subscriptions of the request's platform (all countries and languages)"),
    counts: z
      .array(z.object({ country: z.string(), locale: z.enum(LOCALES), count: z.number().int() }))
      .describe('Current subscriptions per country and language'),
    items: z.array(newsletterSubscriptionSchema).describe('The filtered subscriptions, oldest first'),
    nextCursor: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'NewsletterSubscriptions' });
