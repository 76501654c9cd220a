// POST /api/monitoring/envelope, the error-reporting tunnel: a real HTTP receiver on 127.0.0.1
// stands in for Sentry. Envelopes for the configured DSN arrive there byte for byte at the DSN's
// envelope path; anything for another host or project, too large, or sent while reporting is off
// goes nowhere.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../src/config.ts';
import { parseSentryDsn } from '../../../src/monitoring/sentry-dsn.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  forwardedFor: string | undefined;
  body: Buffer;
}

let receiver: Server;
let port: number;
let received: Received[] = [];
let answer: { status: number; headers?: Record<string, string> } = { status: 200 };

let t: TestApp;
let dsn: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        contentType: req.headers['content-type'],
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  dsn = `http://publickey@127.0.0.1:${port}/42`;
  t = await createTestApp({
    sentry: { ...parseSentryDsn(dsn)!, environment: 'test' },
    rateLimits: { ...DEFAULT_RATE_LIMITS, envelopesPerIpPerMinute: 5 },
  });
});
afterAll(async () => {
  await t.app.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  answer = { status: 200 };
});

/** An envelope as the SDK writes it: a header line, then items (here one event and one binary). */
function envelope(headerDsn: string | undefined, binary = Buffer.from([0, 1, 2, 0x0a, 0xfe, 0xff])): Buffer {
  const header = JSON.stringify({
    event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
    sent_at: '2026-11-27T01:38:20.000Z',
    ...(headerDsn ? { dsn: headerDsn } : {}),
  });
  const event = JSON.stringify({ message: 'Grüezi ✓', level: 'error' });
  return Buffer.concat([
    Buffer.from(`${header}\n{"type":"event","length":${Buffer.byteLength(event)}}\n${event}\n`),
    Buffer.from(`{"type":"replay_recording","length":${binary.length}}\n`),
    binary,
  ]);
}

let ip = 0;
/** Each test posts from an address of its own, so the per-IP limit is its own. */
const post = (body: Buffer, { app = t.app, remoteAddress = `10.1.0.${++ip}` } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/monitoring/envelope',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: body,
    remoteAddress,
  });

describe('POST /api/monitoring/envelope', () => {
  it('forwards an envelope for the configured DSN byte for byte to its envelope path', async () => {
    const body = envelope(dsn);
    const res = await post(body);
    expect(res.statusCode).toBe(204);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/42/envelope/', contentType: 'application/x-sentry-envelope' });
    expect(received[0]!.body.equals(body)).toBe(true);
    // The visitor's address stays with us.
    expect(received[0]!.forwardedFor).toBeUndefined();
  });

  it('refuses an envelope for another host or another project, and one that names no DSN (400, nothing sent)', async () => {
    for (const [other, field] of [
      [`http://publickey@evil.example:${port}/42`, 'dsn'],
      [`http://publickey@127.0.0.1:${port + 1}/42`, 'dsn'],
      [`http://publickey@127.0.0.1:${port}/43`, 'dsn'],
      [undefined, 'dsn'],
    ] as const) {
      const res = await post(envelope(other));
      expect(res.statusCode, other).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field });
    }
    for (const junk of ['not json\n{}', '', '["an array"]\n']) {
      const res = await post(Buffer.from(junk));
      expect(res.statusCode, junk).toBe(400);
    }
    expect(received).toEqual([]);
  });

  it('refuses an envelope over 1 MB (413, nothing sent)', async () => {
    const res = await post(envelope(dsn, Buffer.alloc(1024 * 1024, 7)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    expect(received).toEqual([]);
  });

  it('passes the tracker’s rate limit back (429 with its headers), and a tracker that fails is a 502', async () => {
    answer = { status: 429, headers: { 'retry-after': '60', 'x-sentry-rate-limits': '60:error:organization' } };
    const limited = await post(envelope(dsn));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['x-sentry-rate-limits']).toBe('60:error:organization');
    answer = { status: 500 };
    const failed = await post(envelope(dsn));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ statusCode: 502, code: 'bad_gateway' });
  });

  it('counts envelopes per IP address (429 beyond the limit)', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(envelope(dsn), { remoteAddress: '10.2.0.1' })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect(received).toHaveLength(5);
  });

  it('without a DSN configured, answers 404 and sends nothing', async () => {
    const off = await buildTestApp(t.db, t.data, {});
    try {
      const res = await post(envelope(dsn), { app: off.app });
      expect(res.statusCode).toBe(404);
      expect(received).toEqual([]);
    } finally {
      await off.app.close();
    }
  });
});
