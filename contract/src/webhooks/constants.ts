// Organisation webhooks (issue 15), without zod, for browser code too.
/** What an organisation's endpoint may subscribe to; 'ping' is only ever sent by "send test". */
export const WEBHOOK_EVENTS = ['spot.created', 'comment.created', 'spot.fixed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookDeliveryEvent = WebhookEvent | 'ping';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatusName = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Endpoints per organisation: a few integrations, not a fan-out service. */
export const MAX_WEBHOOKS = 10;
export const MAX_WEBHOOK_URL = 2000;
/** Deliveries listed per webhook, newest first. */
export const WEBHOOK_LOG_SIZE = 50;

/** The headers of a delivery (api/README.md, "Webhooks", shows how to check the signature). */
export const WEBHOOK_SIGNATURE_HEADER = 'Moveable-Signature';
export const WEBHOOK_EVENT_HEADER = 'Moveable-Event';
export const WEBHOOK_DELIVERY_HEADER = 'Moveable-Delivery';
