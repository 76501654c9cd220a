// Tracing (spec §7): every request belongs to a trace, the browser's when it sent a valid
// `traceparent`, else a new one. Its log lines carry `traceId` (and this request's `spanId`), so
// `grep <trace id>` finds everything one user action caused, and the answer names the trace in
// `traceresponse`, so the id can be read off the browser's network panel too.
//
// The log bindings are made where Fastify makes the request's logger (its childLoggerFactory
// option): that logger writes every line of the request, from the first hook to the error
// handler and the 404 answer. The hook below finds the same trace through the raw request.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { formatTraceresponse, TRACE_RESPONSE_HEADER, traceContextFor, type TraceContext } from '../http/trace-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    trace: TraceContext;
  }
}

const traces = new WeakMap<IncomingMessage, TraceContext>();

function traceOf(raw: IncomingMessage): TraceContext {
  let trace = traces.get(raw);
  if (!trace) {
    trace = traceContextFor(raw.headers);
    traces.set(raw, trace);
  }
  return trace;
}

/** Fastify's `childLoggerFactory` option: the request's logger with its trace and span. */
export const tracedChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options, raw) => {
  const { traceId, spanId } = traceOf(raw as IncomingMessage);
  return logger.child({ ...bindings, traceId, spanId }, options);
};

export default fp(
  async function tracingPlugin(app: FastifyInstance) {
    app.decorateRequest('trace', null as unknown as TraceContext);
    app.addHook('onRequest', async (request, reply) => {
      request.trace = traceOf(request.raw);
      reply.header(TRACE_RESPONSE_HEADER, formatTraceresponse(request.trace));
    });
  },
  { name: 'tracing' },
);
