// Error reporting end to end (spec §9, issue 14): a server of its own with SENTRY_DSN pointing at
// an envelope receiver this spec starts on 127.0.0.1, standing in for Sentry. A page error in
// Chromium travels through the API's tunnel (POST /api/monitoring/envelope) to the receiver; the
// session replay sent with it has every text masked.
//
// The page runs on 127.0.0.1, which the browser once treated as "local, report nothing". What
// switches reporting off is the server's profile instead (SENTRY_ENVIRONMENT, "local" unless
// NODE_ENV=production), so this server names its own profile, e2e, and reports like production.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { expect, test } from './contract';
import { startTestServer } from '../../tools/test-server.mjs';

interface Item {
  header: { type: string; length?: number };
  payload: Buffer;
}
interface Envelope {
  header: { dsn?: string };
  items: Item[];
}

/** Sentry's envelope format: a header line, then items, each a header line and a payload of `length` bytes (or up to the next newline). */
function parseEnvelope(body: Buffer): Envelope {
  let pos = body.indexOf(10);
  const header = JSON.parse(body.subarray(0, pos).toString('utf8')) as Envelope['header'];
  pos++;
  const items: Item[] = [];
  while (pos < body.length) {
    let end = body.indexOf(10, pos);
    if (end === -1) end = body.length;
    const line = body.subarray(pos, end).toString('utf8').trim();
    pos = end + 1;
    if (!line) continue;
    const itemHeader = JSON.parse(line) as Item['header'];
    let payload: Buffer;
    if (itemHeader.length !== undefined) {
      payload = body.subarray(pos, pos + itemHeader.length);
      pos += itemHeader.length + 1;
    } else {
      let stop = body.indexOf(10, pos);
      if (stop === -1) stop = body.length;
      payload = body.subarray(pos, stop);
      pos = stop + 1;
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/** A replay segment: `{"segment_id":n}\n` and the rrweb events, deflated unless the worker failed. */
function recordingText(payload: Buffer): string {
  const events = payload.subarray(payload.indexOf(10) + 1);
  try {
    return inflateSync(events).toString('utf8');
  } catch {
    return events.toString('utf8');
  }
}

let receiver: Server;
let receiverPort: number;
const envelopes: { path: string; body: Buffer }[] = [];
let site: { url: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      envelopes.push({ path: req.url ?? '', body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  site = await startTestServer('e2e-sentry', {
    env: { SENTRY_DSN: `http://e2epublickey@127.0.0.1:${receiverPort}/7`, SENTRY_ENVIRONMENT: 'e2e' },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('a page error reaches the envelope receiver through the API’s tunnel, with a failed API call as a breadcrumb and the replay’s text masked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const direct: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(receiverPort)) direct.push(request.url());
  });
  await page.goto(`${site.url}/spots`);
  const firstTitle = (await page.locator('.mv-spot-card h2, .mv-spot-card h3').first().innerText()).trim();
  expect(firstTitle.length).toBeGreaterThan(3);
  // Sentry loads lazily; wait for its client.
  await page.waitForFunction(() => {
    const carrier = (window as unknown as { __SENTRY__?: Record<string, unknown> & { version?: string } }).__SENTRY__;
    const current = carrier?.version
      ? (carrier[carrier.version] as { defaultCurrentScope?: { getClient(): unknown }; stack?: { getScope(): { getClient(): unknown } } })
      : undefined;
    return Boolean(current?.stack?.getScope().getClient() ?? current?.defaultCurrentScope?.getClient());
  });

  const tunnel = page.waitForResponse((r) => r.url() === `${site.url}/api/monitoring/envelope` && r.request().method() === 'POST');
  await page.evaluate(async () => {
    await fetch('/api/spots/999999999', { headers: { accept: 'application/json' } });
    setTimeout(() => {
      throw new Error('moveable e2e: a page error');
    });
  });
  expect((await tunnel).status()).toBe(204);

  const received = () => envelopes.map((e) => ({ ...e, envelope: parseEnvelope(e.body) }));
  await expect.poll(() => received().some((e) => e.envelope.items.some((i) => i.header.type === 'event')), { timeout: 30_000 }).toBe(true);
  const withEvent = received().find((e) => e.envelope.items.some((i) => i.header.type === 'event'))!;
  expect(withEvent.path).toBe('/api/7/envelope/');
  expect(withEvent.envelope.header.dsn).toBe(`http://e2epublickey@127.0.0.1:${receiverPort}/7`);
  const event = JSON.parse(withEvent.envelope.items.find((i) => i.header.type === 'event')!.payload.toString('utf8')) as {
    environment: string;
    exception: { values: { value: string }[] };
    breadcrumbs?: { category: string; data?: { url?: string; status_code?: number } }[];
  };
  expect(event.environment).toBe('e2e');
  expect(event.exception.values.map((v) => v.value)).toContain('moveable e2e: a page error');
  expect(event.breadcrumbs?.some((b) => b.category === 'fetch' && b.data?.url?.includes('/api/spots/999999999') && b.data.status_code === 404)).toBe(
    true,
  );

  // The replay of the error's session (on-error rate 1): the page's structure, none of its text.
  await expect.poll(() => received().some((e) => e.envelope.items.some((i) => i.header.type === 'replay_recording')), { timeout: 30_000 }).toBe(true);
  const recordings = received()
    .flatMap((e) => e.envelope.items)
    .filter((i) => i.header.type === 'replay_recording')
    .map((i) => recordingText(i.payload))
    .join('\n');
  // (Booleans, not the recording itself, in a failure: it is hundreds of kB.)
  expect(recordings.includes('mv-spot-card'), 'the replay records the page’s structure').toBe(true);
  expect(recordings.includes(firstTitle), 'the replay shows a spot’s title').toBe(false);
  expect(/\*{4,}/.test(recordings), 'the replay has masked text').toBe(true);
  // The browser never spoke to the tracker itself.
  expect(direct).toEqual([]);
});
