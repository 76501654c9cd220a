// The admin e-mail page's constants, without zod, for browser code too.
/** Every kind of mail the platform sends; `unknown` marks outbox rows older than the column. */
export const EMAIL_TEMPLATES = [
  'confirm',
  'reset',
  'invite',
  'membership',
  'newsletter-confirm',
  'newsletter-subscribed',
  'premium-request',
  'organisation-alert',
  'organisation-digest',
  'webhook-disabled',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
export const EMAIL_TEMPLATE_FILTERS = [...EMAIL_TEMPLATES, 'unknown'] as const;

/** sent: delivered; pending: not (yet) tried or no SMTP; failed: a temporary failure; bounced: refused for good (5xx). */
export const EMAIL_STATUSES = ['sent', 'pending', 'failed', 'bounced'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
/** A failed or bounced message may be sent again. */
export const RESENDABLE_EMAIL_STATUSES: readonly EmailStatus[] = ['failed', 'bounced'];

export const DEFAULT_EMAIL_PAGE = 25;
export const MAX_EMAIL_PAGE = 100;
