// A failed premium request → the key of its text in the 'partner' namespace (or 'shared:'). The
// API's messages are English for developers; the page shows its own, on the field the answer names.
import { ApiError } from '@moveable/shared';

export const PREMIUM_FIELDS = ['organisationName', 'contactName', 'email', 'type', 'message'] as const;
export type PremiumField = (typeof PREMIUM_FIELDS)[number];

export interface PremiumErrorText {
  key: string;
  field?: PremiumField;
}

/** The body's fields the API may name (the type travels inside the message). */
const API_FIELDS: Record<string, PremiumField> = {
  organisationName: 'organisationName',
  contactName: 'contactName',
  email: 'email',
  message: 'message',
};

export function describePremiumError(error: unknown): PremiumErrorText {
  if (error instanceof ApiError) {
    if (error.statusCode === 429 || error.code === 'rate_limited') return { key: 'premium.form.errors.rate_limited' };
    const field = error.field ? API_FIELDS[error.field] : undefined;
    if (error.statusCode === 400 && field) return { key: `premium.form.errors.${field}`, field };
    if (error.statusCode >= 500) return { key: 'shared:error.server' };
    return { key: 'shared:error.generic' };
  }
  if (error instanceof TypeError) return { key: 'shared:error.network' }; // fetch could not connect
  return { key: 'shared:error.generic' };
}
