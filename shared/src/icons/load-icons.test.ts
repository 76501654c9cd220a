// Icons from our endpoint, the public service when ours is slow or broken, nothing (a warning)
// when both fail: against real local HTTP servers standing in for both.
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ICON_TIMEOUT_MS } from '@moveable/contract';
import { fetchIcons } from './load-icons.ts';

type Behaviour = 'answer' | 'hang' | 'fail';
const BIKE = { prefix: 'mdi', icons: { bike: { body: '<path d="M0 0h24v24H0z"/>' } }, aliases: { cycle: { parent: 'bike' } }, width: 24, height: 24 };

function iconServer() {
  const state = { behaviour: 'answer' as Behaviour, requests: [] as string[] };
  const server: Server = createServer((req, res) => {
    state.requests.push(req.url ?? '');
    if (state.behaviour === 'hang') return; // never answers
    if (state.behaviour === 'fail') return res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(BIKE));
  });
  return {
    state,
    server,
    url: () => {
      const address = server.address();
      return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    },
  };
}

const ours = iconServer();
const theirs = iconServer();
beforeAll(async () => {
  await Promise.all([ours, theirs].map((s) => new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve))));
});
afterAll(() => {
  for (const s of [ours, theirs]) s.server.closeAllConnections();
  return Promise.all([ours, theirs].map((s) => new Promise((resolve) => s.server.close(resolve))));
});
afterEach(() => {
  for (const s of [ours, theirs]) {
    s.state.behaviour = 'answer';
    s.state.requests = [];
  }
  vi.restoreAllMocks();
});

const load = (names: string[]) => fetchIcons(names, { apiBase: `${ours.url()}/api`, fallback: theirs.url() });

describe('fetchIcons', () => {
  it('asks our endpoint once for all names, aliases resolved, the collection’s size kept', async () => {
    const icons = await load(['bike', 'cycle', 'missing']);
    expect(ours.state.requests).toEqual(['/api/_nuxt_icon/mdi.json?icons=bike,cycle,missing']);
    expect(theirs.state.requests).toEqual([]);
    expect(icons.get('bike')).toEqual({ body: BIKE.icons.bike.body, width: 24, height: 24 });
    expect(icons.get('cycle')).toEqual(icons.get('bike'));
    expect(icons.get('missing')).toBeNull();
  });

  it('asks the public service when ours fails', async () => {
    ours.state.behaviour = 'fail';
    const icons = await load(['bike']);
    expect(theirs.state.requests).toEqual(['/mdi.json?icons=bike']);
    expect(icons.get('bike')?.body).toBe(BIKE.icons.bike.body);
  });

  it(`asks the public service when ours does not answer within ${ICON_TIMEOUT_MS} ms`, async () => {
    ours.state.behaviour = 'hang';
    const started = Date.now();
    const icons = await load(['bike']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ICON_TIMEOUT_MS - 50);
    expect(icons.get('bike')).not.toBeNull();
  });

  it('gives nothing and only warns when both fail', async () => {
    ours.state.behaviour = 'fail';
    theirs.state.behaviour = 'fail';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const icons = await load(['bike']);
    expect(icons.get('bike')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
