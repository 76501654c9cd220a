// Organisation webhooks (issue 15): the endpoints an organisation's administrators register, and
// the log of what was sent to them. The signing secret is in the answer of the creation only.
import { z } from 'zod';
import { idParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import { MAX_WEBHOOK_URL, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from './constants.ts';

const eventEnum = z.enum(WEBHOOK_EVENTS, { error: `events must be some of ${WEBHOOK_EVENTS.join(', ')}` });

export const webhookSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(eventEnum),
    enabled: z.boolean(),
    disabledReason: z.enum(['manual', 'failures']).nullable().describe('failures: disabled after too many failed attempts in a row'),
    consecutiveFailures: z.number().int().describe('Failed attempts since the last success'),
    createdAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

export const webhooksSchema = z.object({ items: z.array(webhookSchema) }).register(apiSchemas, { id: 'Webhooks' });
export type Webhooks = z.infer<typeof webhooksSchema>;

export const createdWebhookSchema = webhookSchema
  .extend({ secret: z.string().describe('The signing secret: shown this once, keep it') })
  .register(apiSchemas, { id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookParamsSchema = organisationSlugParamsSchema.extend({ id: idParam('id', 'bigint') });

const urlField = z
  .string({ error: 'url must be an https URL' })
  .trim()
  .min(1, { error: 'url must be an https URL' })
  .max(MAX_WEBHOOK_URL, { error: `url must be at most ${MAX_WEBHOOK_URL} characters` });
const eventsField = z.array(eventEnum, { error: 'events must be a list of events' }).min(1, { error: 'events must name at least one event' });

export const webhookInputSchema = z
  .strictObject({ url: urlField, events: eventsField }, { error: 'The body must be a JSON object with url and events' })
  .register(apiSchemas, { id: 'NewWebhook' });
export type WebhookInput = z.output<typeof webhookInputSchema>;

export const webhookPatchSchema = z
  .strictObject(
    { url: urlField.optional(), events: eventsField.optional(), enabled: z.boolean({ error: 'enabled must be true or false' }).optional() },
    { error: 'The body must be a JSON object (url, events, enabled)' },
  )
  .describe('Only the fields sent change; enabled: true enables a disabled endpoint again and resends what is pending at once')
  .register(apiSchemas, { id: 'WebhookPatch' });
export type WebhookPatch = z.output<typeof webhookPatchSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    eventId: z.string().describe("The body's id, also in Moveable-Delivery"),
    event: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).describe('pending (waiting for its next attempt), delivered (a 2xx answer), failed (no attempt left)'),
    attempts: z.number().int(),
    responseCode: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
    lastAttemptAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z
  .object({ items: z.array(webhookDeliverySchema).describe('Newest first') })
  .register(apiSchemas, { id: 'WebhookDeliveries' });
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;
