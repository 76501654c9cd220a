// A failed newsletter request → the key of its text in the 'news' namespace (or 'shared:'). The
// API's messages are English for developers; the page shows its own, chosen by `code`, `field`
// and status, on the field the answer names when the form has it.
import { ApiError } from '@moveable/shared';

export const SUBSCRIBE_FIELDS = ['email', 'consent'] as const;
export type SubscribeField = (typeof SUBSCRIBE_FIELDS)[number];

export interface NewsletterErrorText {
  key: string;
  field?: SubscribeField;
}

/** The API's field names → the form's (the consent checkbox sends consentTextVersion). */
const FORM_FIELDS: Record<string, SubscribeField> = { email: 'email', consentTextVersion: 'consent' };

export function describeNewsletterError(error: unknown): NewsletterErrorText {
  if (error instanceof ApiError) {
    const code = error.code;
    if (code === 'token_expired' || code === 'token_invalid') return { key: `newsletter.errors.${code}` };
    // a link cut short in the mail program: the token is not even shaped like one
    if (error.statusCode === 400 && error.field === 'token') return { key: 'newsletter.errors.token_invalid' };
    if (error.statusCode === 429 || code === 'rate_limited') return { key: 'newsletter.errors.rate_limited' };
    const field = error.field ? FORM_FIELDS[error.field] : undefined;
    if (error.statusCode === 400 && field) return { key: `newsletter.errors.${field}`, field };
    if (error.statusCode >= 500) return { key: 'shared:error.server' };
    return { key: 'shared:error.generic' };
  }
  if (error instanceof TypeError) return { key: 'shared:error.network' }; // fetch could not connect
  return { key: 'shared:error.generic' };
}
