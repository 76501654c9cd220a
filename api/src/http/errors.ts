// The one error shape of the API: { statusCode, error, code, message, field? }. Throw an HttpError
// anywhere (hooks, handlers, repositories); the errors plugin turns it into a response. `code` is
// always there: the browser translates it (docs/accounts-api.md lists the codes); an error without
// a reason of its own gets its status's (STATUS_CODES below).
import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  statusCode: number;
  error: string;
  /** A stable, machine-readable reason, e.g. invalid_credentials, email_taken or not_found. */
  code: string;
  message: string;
  /** The query parameter, path parameter, header or body field that was wrong. */
  field?: string;
}

export interface HttpErrorOptions {
  field?: string | undefined;
  code?: string | undefined;
  /** Response headers that belong to the error, e.g. retry-after or www-authenticate. */
  headers?: Record<string, string> | undefined;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly code: string | undefined;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, options: string | HttpErrorOptions = {}) {
    super(message);
    const o = typeof options === 'string' ? { field: options } : options;
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = o.field;
    this.code = o.code;
    this.headers = o.headers ?? {};
  }
}

export const badRequest = (message: string, field?: string, code?: string) => new HttpError(400, message, { field, code });
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, { code });
export const conflict = (message: string, code: string, field: string) => new HttpError(409, message, { code, field });
/** 409 of an interaction write: the request was fine, the spot's or comment's state says no (already_voted, spot_fixed, …). */
export const stateConflict = (message: string, code: string) => new HttpError(409, message, { code });

/** 401 with the header RFC 6750 asks for; `code` tells the browser why (token_expired → refresh). */
export function unauthorized(message: string, code?: string): HttpError {
  const error = code === 'token_expired' || code === 'token_invalid' ? `Bearer error="invalid_token"` : 'Bearer';
  return new HttpError(401, message, { code, headers: { 'www-authenticate': error } });
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, {
    code: 'rate_limited',
    headers: { 'retry-after': String(seconds) },
  });
}

/** Seconds a client should wait before trying again while the database is out of reach (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * 503 while PostgreSQL cannot be reached (restart, failover): try again shortly. Not "nothing was
 * saved": a COMMIT the server applied just before the connection broke is answered 503 too.
 */
export function databaseUnavailable(): HttpError {
  return new HttpError(503, 'The database cannot be reached at the moment. Please try again shortly.', {
    code: 'database_unavailable',
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

/** 503 while the photo storage cannot be reached: nothing was kept, try again shortly. */
export function storageUnavailable(): HttpError {
  return new HttpError(503, 'Photos cannot be stored or read at the moment. Please try again shortly.', {
    code: 'storage_unavailable',
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

/** The code of an error that has no reason of its own than its status. */
const STATUS_ERROR_CODES: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'timeout',
};

export function statusErrorCode(statusCode: number): string {
  return STATUS_ERROR_CODES[statusCode] ?? (statusCode >= 500 ? 'internal_error' : 'bad_request');
}

export function errorBody(statusCode: number, message: string, field?: string, code?: string): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: code || statusErrorCode(statusCode),
    message,
    ...(field ? { field } : {}),
  };
}
