// Tracing headers (spec §7): a W3C `traceparent` (https://www.w3.org/TR/trace-context/) on
// requests to this page's origin and to the API base, so the API's log lines of one user action
// carry the trace id the browser chose (api/src/plugins/tracing.ts). Never on other origins: a
// geocoder, tile or icon service learns nothing about our traces, and a header it does not allow
// would cost a CORS preflight or fail the request.
//
// One trace per page address, as browser tracers do per navigation: the requests a page view and
// what the person then does there cause share the trace id, each with a span id of its own; a new
// address (a route change, a filter in the query) starts a new trace.
import { config } from './config.ts';

export const TRACEPARENT_HEADER = 'traceparent';
/** Version 00, sampled: the API logs every request anyway, the flag only says the browser keeps it. */
const VERSION = '00';
const SAMPLED = '01';

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  const text = Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
  // An all-zero id is invalid (the receiver would start a trace of its own): 1 in 2^64 at worst.
  return /^0+$/.test(text) ? randomHex(bytes) : text;
}

let current: { address: string; traceId: string } | null = null;

function pageAddress(): string {
  return typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}${location.search}`;
}

/** The trace of the current page address (started on first use). */
export function currentTraceId(): string {
  const address = pageAddress();
  if (current?.address !== address) current = { address, traceId: randomHex(16) };
  return current.traceId;
}

function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Whether a request to `url` may carry our tracing headers: this page's origin or the API base's. */
export function isTracedUrl(url: string): boolean {
  const page = typeof location === 'undefined' ? undefined : location.href;
  const target = originOf(url, page);
  if (target === null || target === 'null') return false;
  return target === originOf(page ?? '') || target === originOf(config.apiBase, page);
}

/** `{ traceparent }` for a request to `url` when it is traced (a new span each call), else nothing. */
export function traceHeaders(url: string): Record<string, string> {
  if (!isTracedUrl(url)) return {};
  return { [TRACEPARENT_HEADER]: `${VERSION}-${currentTraceId()}-${randomHex(8)}-${SAMPLED}` };
}
