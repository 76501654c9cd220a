// Spec §7: tracing headers go to this page's origin and to the API base only, never to a third
// party (geocoder, tiles, icon service). What the API does with them: api/test/plugins/tracing.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, configure } from './config.ts';
import { createApiClient } from './api-client.ts';
import { currentTraceId, isTracedUrl, traceHeaders } from './trace-context.ts';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;
const API_BASE = 'https://api.moveable.test/api';
const saved = { ...config };

beforeEach(() => configure({ apiBase: API_BASE }));
afterEach(() => {
  configure(saved);
  history.replaceState(null, '', '/');
});

function parts(header: string | undefined): { traceId: string; spanId: string } {
  const match = TRACEPARENT.exec(header ?? '');
  expect(match, `traceparent ${header}`).not.toBeNull();
  return { traceId: match![1]!, spanId: match![2]! };
}

describe('traceHeaders: which requests carry a traceparent', () => {
  it.each([
    ['a path of this origin', '/api/spots'],
    ['this origin, absolute', `${location.origin}/builds/latest.json`],
    ['the API base on another origin', `${API_BASE}/spots?famed=false`],
    ['the API base’s origin, another path', 'https://api.moveable.test/health'],
  ])('%s: yes', (_name, url) => {
    expect(isTracedUrl(url)).toBe(true);
    parts(traceHeaders(url).traceparent);
  });

  it.each([
    ['the geocoder', 'https://nominatim.openstreetmap.org/search?format=jsonv2&q=Bern'],
    ['the tiles', 'https://tile.openstreetmap.org/12/2144/1434.png'],
    ['the icon service', 'https://api.iconify.design/mdi/bike.svg'],
    ['a look-alike of the API host', 'https://api.moveable.test.evil.example/api/spots'],
    ['the API host on another port', 'https://api.moveable.test:8443/api/spots'],
    ['the API host over http', 'http://api.moveable.test/api/spots'],
    ['a protocol-relative third party', '//cdn.example.org/x.js'],
    ['a data address', 'data:text/plain,hello'],
  ])('%s: no', (_name, url) => {
    expect(isTracedUrl(url)).toBe(false);
    expect(traceHeaders(url)).toEqual({});
  });

  it('one trace per page address, a new span per request; another address starts another trace', () => {
    const first = parts(traceHeaders('/api/spots').traceparent);
    const second = parts(traceHeaders(`${API_BASE}/categories`).traceparent);
    expect(second.traceId).toBe(first.traceId);
    expect(second.spanId).not.toBe(first.spanId);
    expect(currentTraceId()).toBe(first.traceId);
    history.pushState(null, '', '/map?famed=true');
    const next = parts(traceHeaders('/api/spots').traceparent);
    expect(next.traceId).not.toBe(first.traceId);
    history.replaceState(null, '', '/map?famed=true#spot-3');
    expect(currentTraceId()).toBe(next.traceId); // a hash is no new page address
  });
});

describe('the API client sends it where it may', () => {
  function recordingFetch() {
    const sent: Array<{ url: string; headers: Record<string, string> }> = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), headers: init?.headers as Record<string, string> });
      return new Response('[]', { status: 200 });
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
  }
  const context = () => ({ platform: 'bikeable' as const, country: 'ch', locale: 'de' as const });

  it('to the API base: a traceparent', async () => {
    const { fetch, sent } = recordingFetch();
    await createApiClient({ baseUrl: API_BASE, context, fetch }).get('/categories');
    parts(sent[0]!.headers.traceparent);
  });

  it('to the same origin: a traceparent', async () => {
    const { fetch, sent } = recordingFetch();
    await createApiClient({ baseUrl: '/api', context, fetch }).get('/categories');
    parts(sent[0]!.headers.traceparent);
  });

  it('a client pointed at another origin sends none', async () => {
    const { fetch, sent } = recordingFetch();
    await createApiClient({ baseUrl: 'https://cms.example.org/api', context, fetch }).get('/categories');
    expect(sent[0]!.url).toBe('https://cms.example.org/api/categories');
    expect(sent[0]!.headers).not.toHaveProperty('traceparent');
  });
});
