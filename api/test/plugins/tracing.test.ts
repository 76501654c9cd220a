// Spec §7: the API continues the browser's trace. Every log line of a request names the trace id
// its `traceparent` sent (the app logs into a captured stream here), the answer names the trace in
// `traceresponse`, and a header that is not a valid traceparent starts a new trace, never an error.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseTraceparent } from '../../src/http/trace-context.ts';
import { testConfig } from '../helpers/app.ts';
import { testDatabase } from '../helpers/database.ts';

interface LogLine {
  reqId?: string;
  traceId?: string;
  spanId?: string;
  msg?: string;
}

let lines: LogLine[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n')) if (text.trim()) lines.push(JSON.parse(text) as LogLine);
    done();
  },
});

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const VALID = `00-${TRACE_ID}-${PARENT_ID}-01`;
const TRACERESPONSE = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  // trace level: Fastify's own "incoming request" and "request completed" lines are written too.
  app = await buildApp(await testConfig({ logLevel: 'trace' }), { database: await testDatabase(), logStream: stream });
  app.get('/api/test/traced', async (request) => {
    request.log.info('inside the handler');
    return { ok: true };
  });
  app.get('/api/test/failing', async () => {
    throw new Error('something broke');
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  lines = [];
});

/** The log lines of the one request made since the test began. */
function requestLines(): LogLine[] {
  const ids = new Set(lines.map((line) => line.reqId).filter(Boolean));
  expect(ids.size).toBe(1);
  return lines.filter((line) => line.reqId !== undefined);
}

function answeredTrace(header: unknown): { traceId: string; spanId: string; flags: string } {
  const match = TRACERESPONSE.exec(String(header));
  expect(match, `traceresponse ${String(header)}`).not.toBeNull();
  return { traceId: match![1]!, spanId: match![2]!, flags: match![3]! };
}

describe('tracing: the API continues the browser’s trace', () => {
  it('puts the incoming trace id on every log line of the request and names it in traceresponse', async () => {
    const res = await app.inject({ url: '/api/test/traced', headers: { traceparent: VALID } });
    expect(res.statusCode).toBe(200);
    const answered = answeredTrace(res.headers.traceresponse);
    expect(answered.traceId).toBe(TRACE_ID);
    expect(answered.flags).toBe('01');
    // the API's own span, a child of the browser's
    expect(answered.spanId).not.toBe(PARENT_ID);
    const logged = requestLines();
    expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'inside the handler', 'request completed']));
    for (const line of logged) expect(line).toMatchObject({ traceId: TRACE_ID, spanId: answered.spanId });
  });

  it('the error handler’s line of a failing request names the trace too', async () => {
    const res = await app.inject({ url: '/api/test/failing', headers: { traceparent: VALID } });
    expect(res.statusCode).toBe(500);
    expect(answeredTrace(res.headers.traceresponse).traceId).toBe(TRACE_ID);
    const errorLines = requestLines().filter((line) => (line as { level?: number }).level! >= 50);
    expect(errorLines.length).toBeGreaterThan(0);
    for (const line of errorLines) expect(line.traceId).toBe(TRACE_ID);
  });

  it('an unknown path (the 404 handler) and a validation error keep the trace', async () => {
    for (const url of ['/api/no/such/route', '/api/spots?famed=maybe']) {
      lines = [];
      const res = await app.inject({ url, headers: { traceparent: VALID } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(answeredTrace(res.headers.traceresponse).traceId).toBe(TRACE_ID);
      for (const line of requestLines()) expect(line.traceId).toBe(TRACE_ID);
    }
  });

  it.each([
    ['no header', undefined],
    ['upper-case hex', `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${PARENT_ID}-01`],
    ['an all-zero parent id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    ['version ff', `ff-${TRACE_ID}-${PARENT_ID}-01`],
    ['a short trace id', `00-${TRACE_ID.slice(1)}-${PARENT_ID}-01`],
    ['extra fields on version 00', `${VALID}-extra`],
    ['garbage', 'hello; drop table spots'],
  ])('%s: a new trace, and the request is answered as usual', async (_name, traceparent) => {
    const res = await app.inject({ url: '/api/test/traced', headers: traceparent === undefined ? {} : { traceparent } });
    expect(res.statusCode).toBe(200);
    const answered = answeredTrace(res.headers.traceresponse);
    expect(answered.traceId).not.toBe(TRACE_ID);
    expect(answered.traceId).not.toMatch(/^0+$/);
    for (const line of requestLines()) expect(line.traceId).toBe(answered.traceId);
  });

  it('two requests without a header are two traces', async () => {
    const a = answeredTrace((await app.inject({ url: '/api/health' })).headers.traceresponse);
    const b = answeredTrace((await app.inject({ url: '/api/health' })).headers.traceresponse);
    expect(a.traceId).not.toBe(b.traceId);
  });

  it('a later version’s header is read by its first four fields', () => {
    expect(parseTraceparent(`01-${TRACE_ID}-${PARENT_ID}-00-more`)).toEqual({ traceId: TRACE_ID, parentId: PARENT_ID, flags: '00' });
    expect(parseTraceparent([VALID, VALID])).toBeNull();
  });
});

describe('tracing across origins (an API base on another origin, a partner page)', () => {
  const PARTNER = 'https://www.stadt-zuerich.ch';

  it('the preflight of a public read allows traceparent', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/spots',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'traceparent, moveable-platform' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('traceparent');
  });

  it('a public read lets the other origin read traceresponse', async () => {
    const res = await app.inject({ url: '/api/categories', headers: { origin: PARTNER, traceparent: VALID } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('traceresponse');
    expect(answeredTrace(res.headers.traceresponse).traceId).toBe(TRACE_ID);
  });
});
