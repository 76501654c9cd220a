// W3C Trace Context (https://www.w3.org/TR/trace-context/): the browser's shared API client sends
// `traceparent: 00-{trace id}-{parent span id}-{flags}` (spec §7); the API continues that trace,
// so one user action can be followed from the browser through every log line it caused. A
// header that is not valid is ignored, as the recommendation asks: the request starts a trace of
// its own (it never fails because of a tracing header).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface TraceContext {
  /** 32 lowercase hex digits, shared by every request of the trace. */
  traceId: string;
  /** 16 lowercase hex digits: this request's own span. */
  spanId: string;
  /** The caller's span, or null when the trace starts here. */
  parentId: string | null;
  /** Two hex digits; 01 = sampled. */
  flags: string;
}

// version-traceid-parentid-flags. Version ff is forbidden; a later version may append fields
// after another '-', which a version-00 reader ignores (§ "Versioning of traceparent").
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

/** The trace context a valid header names, or null (missing, malformed, all-zero ids, version ff). */
export function parseTraceparent(header: string | string[] | undefined): { traceId: string; parentId: string; flags: string } | null {
  // Several traceparent headers: the recommendation says discard them all.
  if (typeof header !== 'string' || header.length > 512) return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentId)) return null;
  return { traceId, parentId, flags };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** This request's trace: the caller's continued with a new span, or a new sampled trace. */
export function traceContextFor(headers: IncomingMessage['headers']): TraceContext {
  const incoming = parseTraceparent(headers.traceparent);
  if (incoming) return { traceId: incoming.traceId, spanId: hex(8), parentId: incoming.parentId, flags: incoming.flags };
  return { traceId: hex(16), spanId: hex(8), parentId: null, flags: '01' };
}

/** The `traceresponse` header (Trace Context Level 2): which trace and span answered. */
export function formatTraceresponse({ traceId, spanId, flags }: TraceContext): string {
  return `00-${traceId}-${spanId}-${flags}`;
}

export const TRACE_RESPONSE_HEADER = 'traceresponse';
