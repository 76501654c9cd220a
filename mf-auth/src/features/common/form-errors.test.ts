import { describe, expect, it } from 'vitest';
import { ApiError, SessionError, LOGIN_FAILED_KEY } from '@moveable/shared';
import { describeError } from './form-errors.ts';

const api = (status: number, body: Record<string, unknown> = {}) => new ApiError(status, { statusCode: status, message: 'English', ...body });

describe('describeError: server answers → translated texts, on the right field', () => {
  it.each<[string, unknown, { key: string; field?: string }]>([
    ['login answered without a token (spec §4)', new SessionError(LOGIN_FAILED_KEY, 'x'), { key: 'session:loginFailed' }],
    ['wrong credentials at login', api(401, { code: 'invalid_credentials' }), { key: 'session:loginFailed' }],
    ['wrong password to confirm an action', api(403, { code: 'invalid_credentials' }), { key: 'auth:errors.wrongPassword', field: 'password' }],
    [
      'password needed to confirm',
      api(403, { code: 'reauthentication_required' }),
      { key: 'auth:errors.reauthentication_required', field: 'password' },
    ],
    ['e-mail taken → email', api(409, { code: 'email_taken', field: 'email' }), { key: 'auth:errors.email_taken', field: 'email' }],
    ['username taken without field → username', api(409, { code: 'username_taken' }), { key: 'auth:errors.username_taken', field: 'username' }],
    ['terms not accepted', api(400, { code: 'terms_required' }), { key: 'auth:errors.terms_required', field: 'acceptTerms' }],
    ['weak password', api(400, { code: 'weak_password', field: 'password' }), { key: 'auth:errors.weak_password', field: 'password' }],
    ['reset link invalid', api(400, { code: 'token_invalid' }), { key: 'auth:errors.token_invalid' }],
    ['reset link expired', api(400, { code: 'token_expired' }), { key: 'auth:errors.token_expired' }],
    ['rate limited by code', api(429, { code: 'rate_limited' }), { key: 'auth:errors.rate_limited' }],
    ['rate limited without code', api(429), { key: 'auth:errors.rate_limited' }],
    ['sign-in delayed for the account', api(429, { code: 'sign_in_delayed' }), { key: 'auth:errors.sign_in_delayed' }],
    ['account blocked at sign-in', api(403, { code: 'account_blocked' }), { key: 'auth:errors.account_blocked' }],
    ['file too large', api(413), { key: 'auth:errors.fileTooLarge', field: 'file' }],
    ['file type', api(415), { key: 'auth:errors.fileType', field: 'file' }],
    ['picture over 40 megapixels', api(413, { code: 'too_many_pixels', field: 'file' }), { key: 'auth:errors.fileTooManyPixels', field: 'file' }],
    ['picture too large by code', api(413, { code: 'too_large', field: 'file' }), { key: 'auth:errors.fileTooLarge', field: 'file' }],
    ['pictures queue full', api(503, { code: 'busy', field: 'file' }), { key: 'auth:errors.busy', field: 'file' }],
    ['400 naming a known field', api(400, { field: 'email' }), { key: 'auth:errors.field.email', field: 'email' }],
    ['400 naming another field', api(400, { field: 'firstLogin' }), { key: 'auth:errors.invalid', field: 'firstLogin' }],
    ['400 naming no field', api(400), { key: 'shared:error.generic' }],
    ['401 otherwise', api(401), { key: 'shared:error.unauthorized' }],
    ['403', api(403), { key: 'shared:error.forbidden' }],
    ['500', api(500), { key: 'shared:error.server' }],
    ['network failure', new TypeError('fetch failed'), { key: 'shared:error.network' }],
    ['anything else', new Error('?'), { key: 'shared:error.generic' }],
  ])('%s', (_name, error, expected) => {
    expect(describeError(error)).toEqual(expected);
  });
});
