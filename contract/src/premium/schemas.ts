// Premium requests: what the /premium form sends (an organisation asking to become a premium
// partner) and what the platform's administrators list. The platform and country come from the
// request's headers, like every request of the site.
import { z } from 'zod';
import { intParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { LOCALES } from '../rules/locale.ts';
import { PLATFORMS } from '../rules/platform.ts';
import { emailSchema } from '../users/schemas.ts';
import { DEFAULT_PREMIUM_REQUEST_PAGE, MAX_PREMIUM_MESSAGE, MAX_PREMIUM_NAME, MAX_PREMIUM_REQUEST_PAGE } from '../organisations/constants.ts';

export const premiumRequestInputSchema = z
  .strictObject(
    {
      organisationName: plainText('organisationName', 1, MAX_PREMIUM_NAME),
      contactName: plainText('contactName', 1, MAX_PREMIUM_NAME),
      email: emailSchema,
      message: plainText('message', 1, MAX_PREMIUM_MESSAGE),
    },
    { error: 'The body must be a JSON object { organisationName, contactName, email, message }' },
  )
  .register(apiSchemas, { id: 'PremiumRequestForm' });
export type PremiumRequestInput = z.output<typeof premiumRequestInputSchema>;

export const premiumRequestSchema = z
  .object({
    id: z.number().int(),
    platform: z.enum(PLATFORMS),
    country: z.string().nullable().describe('The site it was sent from; null: the worldwide site'),
    locale: z.enum(LOCALES).describe('The language the sender used the site in'),
    organisationName: z.string(),
    contactName: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'PremiumRequest' });
export type PremiumRequest = z.infer<typeof premiumRequestSchema>;

export const premiumRequestPageSchema = z
  .object({
    items: z.array(premiumRequestSchema),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'PremiumRequestPage' });
export type PremiumRequestPage = z.infer<typeof premiumRequestPageSchema>;

export const premiumRequestListQuerySchema = z.object({
  limit: intParam('limit', 1, MAX_PREMIUM_REQUEST_PAGE).default(DEFAULT_PREMIUM_REQUEST_PAGE),
  cursor: z.string().max(300, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
});
export type PremiumRequestListQuery = z.output<typeof premiumRequestListQuerySchema>;
