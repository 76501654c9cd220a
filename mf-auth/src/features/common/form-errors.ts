// Server answers → texts in the person's language. The API writes English messages for
// developers; the browser shows its own translations, chosen by `code`, `field` and status
// (docs/accounts-api.md). Keys are namespaced ('auth:…', 'session:…', 'shared:…').
import { ApiError, SessionError } from '@moveable/shared';

export interface ErrorText {
  /** i18n key with its namespace. */
  key: string;
  /** The form field it belongs to; none: a message for the whole form. */
  field?: string;
}

export const ERROR_CODES = [
  'invalid_credentials',
  'email_taken',
  'username_taken',
  'terms_required',
  'weak_password',
  'token_invalid',
  'token_expired',
  'rate_limited',
  'sign_in_delayed',
  'account_blocked',
] as const;

/** Codes that belong to a field even when the answer names none. */
const CODE_FIELDS: Record<string, string> = {
  email_taken: 'email',
  username_taken: 'username',
  terms_required: 'acceptTerms',
  weak_password: 'password',
};

/** Fields with a text of their own for "this value is not valid". */
export const FIELD_TEXTS = ['email', 'password', 'username', 'bio', 'acceptTerms', 'locale', 'countryCode', 'file', 'spots'] as const;

export function describeError(error: unknown): ErrorText {
  if (error instanceof SessionError) return { key: error.i18nKey };
  if (error instanceof ApiError) {
    const code = error.code;
    // A password to confirm an action (export, deletion) is answered 403; a failed login 401.
    if (code === 'invalid_credentials' && error.statusCode === 403) return { key: 'auth:errors.wrongPassword', field: 'password' };
    if (code === 'reauthentication_required') return { key: 'auth:errors.reauthentication_required', field: 'password' };
    if (code === 'invalid_credentials') return { key: 'session:loginFailed', field: error.field };
    if (code && (ERROR_CODES as readonly string[]).includes(code)) return { key: `auth:errors.${code}`, field: error.field ?? CODE_FIELDS[code] };
    if (error.statusCode === 429) return { key: 'auth:errors.rate_limited' };
    // An upload (the profile picture): the image's pixels, and the server's decoding queue.
    if (code === 'too_many_pixels') return { key: 'auth:errors.fileTooManyPixels', field: error.field ?? 'file' };
    if (code === 'busy') return { key: 'auth:errors.busy', field: error.field ?? 'file' };
    if (error.statusCode === 413) return { key: 'auth:errors.fileTooLarge', field: error.field ?? 'file' };
    if (error.statusCode === 415) return { key: 'auth:errors.fileType', field: error.field ?? 'file' };
    if (error.statusCode === 401) return { key: 'shared:error.unauthorized' };
    if (error.statusCode === 403) return { key: 'shared:error.forbidden' };
    if (error.statusCode === 400 && error.field) {
      const known = (FIELD_TEXTS as readonly string[]).includes(error.field);
      return { key: known ? `auth:errors.field.${error.field}` : 'auth:errors.invalid', field: error.field };
    }
    if (error.statusCode >= 500) return { key: 'shared:error.server' };
    return { key: 'shared:error.generic' };
  }
  if (error instanceof TypeError) return { key: 'shared:error.network' }; // fetch could not connect
  return { key: 'shared:error.generic' };
}
