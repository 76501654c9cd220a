// The one way to call the API: every request carries the headers of spec §7, and every failure
// becomes an ApiError with the status and the parsed body, so screens can show what went wrong.
import type { PageContext } from './page-context.ts';

export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  field?: string;
  /** Machine-readable reason where a form needs a specific text (docs/accounts-api.md). */
  code?: string;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ApiErrorBody | string | null;
  constructor(statusCode: number, body: ApiErrorBody | string | null, statusText = '') {
    const message = typeof body === 'object' && body?.message ? body.message : statusText || `HTTP ${statusCode}`;
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
  }
  get field(): string | undefined {
    return typeof this.body === 'object' && this.body ? this.body.field : undefined;
  }
  get code(): string | undefined {
    return typeof this.body === 'object' && this.body ? this.body.code : undefined;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Where the bearer token comes from. It may answer later (a promise): the session module lets
 * a request wait while an expired access token is renewed (spec §4).
 */
export type AccessTokenSource = () => string | null | PromiseLike<string | null>;

export interface ApiClientOptions {
  baseUrl: string;
  context: () => Pick<PageContext, 'platform' | 'country' | 'locale'>;
  accessToken?: AccessTokenSource;
  /**
   * A request sent with `rejected` as its bearer token was answered 401. Resolve a renewed
   * token to send the request once more with, or null to give up (the 401 is then thrown).
   */
  renewAccessToken?: (rejected: string, error: ApiError) => Promise<string | null>;
  /** The repeat with a renewed token was answered 401 as well. */
  onAuthRejected?: (token: string, error: ApiError) => void;
  fetch?: typeof fetch;
}

export interface ApiRequestInit {
  query?: Record<string, QueryValue>;
  /** JSON, or FormData/URLSearchParams sent as they are (multipart, form bodies). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The headers of spec §7. `token` is the bearer token to send; left out, it is taken from a
 * token source that answers at once (one that answers later is awaited by the client instead).
 */
export function apiHeaders(opts: Pick<ApiClientOptions, 'context' | 'accessToken'>, token?: string | null): Record<string, string> {
  const ctx = opts.context();
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    'accept-language': ctx.locale,
    'moveable-platform': ctx.platform,
    'moveable-countrycode': ctx.country,
    accept: 'application/json',
  };
  const bearer = token !== undefined ? token : immediate(opts.accessToken?.());
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return headers;
}

function immediate(value: string | null | PromiseLike<string | null> | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(opts: ApiClientOptions) {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(method: string, url: string, init: ApiRequestInit, token: string | null): Promise<Response> {
    const headers = { ...apiHeaders(opts, token), ...init.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof URLSearchParams) body = init.body;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    return doFetch(url, { method, headers, body, signal: init.signal });
  }

  async function failure(res: Response): Promise<ApiError> {
    return new ApiError(res.status, (await parseBody(res)) as ApiErrorBody | string | null, res.statusText);
  }

  async function request<T>(method: string, path: string, init: ApiRequestInit = {}): Promise<T> {
    const url = `${opts.baseUrl.replace(/\/$/, '')}${path}${buildQuery(init.query)}`;
    // Waits while the session renews an expired token, so the request leaves with a valid one.
    const token = (await opts.accessToken?.()) ?? null;
    let res = await send(method, url, init, token);
    if (res.status === 401 && token && opts.renewAccessToken) {
      // The server no longer accepts the token (revoked, or expired on the way): renew once.
      const rejected = await failure(res);
      const renewed = await opts.renewAccessToken(token, rejected);
      if (!renewed) throw rejected;
      res = await send(method, url, init, renewed);
      if (res.status === 401) {
        const again = await failure(res);
        opts.onAuthRejected?.(renewed, again);
        throw again;
      }
    }
    if (!res.ok) throw await failure(res);
    return (await parseBody(res)) as T;
  }

  return {
    get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
    request,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
