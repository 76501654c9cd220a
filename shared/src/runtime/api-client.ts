// The one way to call the API: every request carries the headers of spec §7, and every failure
// becomes an ApiError with the status and the parsed body, so screens can show what went wrong.
// Calls name a route of the contract by its path template, and the contract types them:
//   api.get('/spots/:id', { params: { id } })        → Promise<SpotDetail>
//   api.post('/spots/:id/comments', { params: { id }, body: { body: text } })
// A path the contract does not have does not compile. Only types come from the contract.
import type { ApiBody, ApiPath, ApiQuery, ApiReply, HasParams, Method, PathParams, QueryValue } from '@moveable/contract';
import type { PageContext } from './page-context.ts';
import { traceHeaders } from './trace-context.ts';

export type { QueryValue };

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

/** What a call sends besides its path: the path's parameters, query, body, headers and an abort signal. */
export type ApiCallInit<M extends Method, P extends ApiPath<M>> = (HasParams<P> extends true ? { params: PathParams<P> } : { params?: undefined }) & {
  query?: ApiQuery<M, P>;
  body?: ApiBody<M, P>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (fetch's keepalive): a save sent as the page is left. */
  keepalive?: boolean;
};
type CallArgs<M extends Method, P extends ApiPath<M>> = HasParams<P> extends true ? [init: ApiCallInit<M, P>] : [init?: ApiCallInit<M, P>];

/**
 * Holds each answer against the contract: tests install @moveable/contract's checkResponse here
 * (tools/vitest-setup.ts), so a server that stops sending what the types promise fails the test.
 * Production pages install nothing and carry no schema.
 */
export type ResponseCheck = (method: Method, path: string, status: number, body: unknown) => void;
let responseCheck: ResponseCheck | null = null;
export function setResponseCheck(check: ResponseCheck | null): void {
  responseCheck = check;
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

/** '/spots/:id/comments' with { id: 7 } → '/spots/7/comments' (each value URI-encoded). */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
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

interface RequestInit {
  params?: Record<string, string | number> | undefined;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  keepalive?: boolean | undefined;
}

export function createApiClient(opts: ApiClientOptions) {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(method: Method, url: string, init: RequestInit, token: string | null): Promise<Response> {
    // The tracing header only where it may go: this origin and the API base (trace-context.ts).
    const headers = { ...apiHeaders(opts, token), ...traceHeaders(url), ...init.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof URLSearchParams) body = init.body;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    return doFetch(url, { method, headers, body, signal: init.signal, keepalive: init.keepalive });
  }

  async function answer(method: Method, path: string, res: Response): Promise<unknown> {
    const body = await parseBody(res);
    responseCheck?.(method, path, res.status, body);
    return body;
  }

  async function failure(method: Method, path: string, res: Response): Promise<ApiError> {
    const body = (await answer(method, path, res)) as ApiErrorBody | string | null;
    // §8: a failed call is logged with its status and body, then thrown; error reporting keeps
    // the line as a breadcrumb of whatever goes wrong next.
    console.warn(`${method} ${path}: ${res.status} ${res.statusText}`, body);
    return new ApiError(res.status, body, res.statusText);
  }

  async function request(method: Method, path: string, init: RequestInit = {}): Promise<unknown> {
    const url = `${opts.baseUrl.replace(/\/$/, '')}${fillPath(path, init.params)}${buildQuery(init.query)}`;
    // Waits while the session renews an expired token, so the request leaves with a valid one.
    const token = (await opts.accessToken?.()) ?? null;
    let res = await send(method, url, init, token);
    if (res.status === 401 && token && opts.renewAccessToken) {
      // The server no longer accepts the token (revoked, or expired on the way): renew once.
      const rejected = await failure(method, path, res);
      const renewed = await opts.renewAccessToken(token, rejected);
      if (!renewed) throw rejected;
      res = await send(method, url, init, renewed);
      if (res.status === 401) {
        const again = await failure(method, path, res);
        opts.onAuthRejected?.(renewed, again);
        throw again;
      }
    }
    if (!res.ok) throw await failure(method, path, res);
    return answer(method, path, res);
  }

  const call =
    <M extends Method>(method: M) =>
    <P extends ApiPath<M>>(path: P, ...[init]: CallArgs<M, P>): Promise<ApiReply<M, P>> =>
      request(method, path, init as RequestInit | undefined) as Promise<ApiReply<M, P>>;

  return { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') };
}

export type ApiClient = ReturnType<typeof createApiClient>;
