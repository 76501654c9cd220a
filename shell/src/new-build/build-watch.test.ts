// The poller against a real HTTP server that plays the site: builds/latest.json as a release
// rewrites it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { watchBuilds, type BuildWatch } from './build-watch.ts';

let server: Server;
let url: string;
let latest: { status: number; body: string };
let requests: { cache: string | undefined; accept: string | undefined }[];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/builds/latest.json') return void res.writeHead(404).end();
    requests.push({ cache: req.headers['cache-control'], accept: req.headers.accept });
    res.writeHead(latest.status, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(latest.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/builds/latest.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let watch: BuildWatch | undefined;
afterEach(() => watch?.stop());

const release = (id: string) => (latest = { status: 200, body: JSON.stringify({ id, time: new Date().toISOString() }) });
const until = async (condition: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('watching for a new build', () => {
  it('asks soon after start, keeps that id as the page’s build, and says when a poll finds another', async () => {
    requests = [];
    release('build-1');
    const seen: string[] = [];
    watch = watchBuilds({ url, firstCheckMs: 20, pollMs: 60, onNewBuild: (id) => seen.push(id) });
    expect(watch.startId).toBeNull();
    await until(() => watch!.startId !== null);
    expect(watch.startId).toBe('build-1');
    expect(requests[0]?.accept).toBe('application/json');
    // Polls with the same build say nothing.
    await until(() => requests.length >= 3);
    expect(seen).toEqual([]);
    release('build-2');
    await until(() => seen.length > 0);
    expect(seen).toEqual(['build-2']);
    // Said once: the poller stops asking.
    const asked = requests.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(requests.length).toBe(asked);
  });

  it('asks again when the tab becomes visible', async () => {
    requests = [];
    release('build-1');
    const seen: string[] = [];
    watch = watchBuilds({ url, firstCheckMs: 0, pollMs: 60 * 60_000, onNewBuild: (id) => seen.push(id) });
    await until(() => watch!.startId === 'build-1');
    release('build-3');
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => seen.length > 0);
    expect(seen).toEqual(['build-3']);
  });

  it('takes a failed or odd answer as no answer, and keeps asking', async () => {
    requests = [];
    latest = { status: 503, body: '{"message":"down"}' };
    const seen: string[] = [];
    watch = watchBuilds({ url, firstCheckMs: 0, pollMs: 30, onNewBuild: (id) => seen.push(id) });
    await until(() => requests.length >= 2);
    expect(watch.startId).toBeNull();
    latest = { status: 200, body: '<!doctype html>' };
    await until(() => requests.length >= 4);
    expect(watch.startId).toBeNull();
    release('build-1');
    await until(() => watch!.startId === 'build-1');
    expect(seen).toEqual([]);
  });
});
