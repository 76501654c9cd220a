// Tracing headers (spec §7): a W3C `traceparent` (https://www.w3.org/TR/trace-context/, version
// 00, sampled) on requests to this page's origin and to the API base, so the API's log lines of
// one user action carry the trace id the browser chose (api/src/plugins/tracing.ts). Never on
// other origins: a geocoder, tile or icon service learns nothing about our traces, and a header
// it does not allow would cost a CORS preflight or fail the request.
//
// One trace per page address, as browser tracers do per navigation: the requests of a page view
// and of what the person then does there share the trace id, each with a span id of its own; a
// new address (a route change, a filter in the query) starts a new trace. Ids come from
// crypto.getRandomValues (an all-zero id, which receivers ignore, has a chance of 2^-64 at most).
import { config } from './config.ts';

const hex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => (b | 256).toString(16).slice(1)).join('');

let trace: [address: string, traceId: string] | undefined;

/** The trace of the current page address (started on first use). */
export function currentTraceId(): string {
  const address = location.origin + location.pathname + location.search;
  if (trace?.[0] !== address) trace = [address, hex(16)];
  return trace[1];
}

function originOf(url: string): string | null {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return null;
  }
}

/** Whether a request to `url` may carry our tracing headers: this page's origin or the API base's. */
export function isTracedUrl(url: string): boolean {
  const target = originOf(url);
  // 'null': the opaque origin of data:, blob:, file: addresses, equal to nothing of ours.
  return !!target && target !== 'null' && (target === location.origin || target === originOf(config.apiBase));
}

/** `{ traceparent }` for a request to `url` when it is traced (a new span each call), else nothing. */
export function traceHeaders(url: string): Record<string, string> {
  return isTracedUrl(url) ? { traceparent: `00-${currentTraceId()}-${hex(8)}-01` } : {};
}
