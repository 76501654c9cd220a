// Static site serving: files with the right cache lifetimes, the SPA fallback with the import map
// inlined, reloads when importmap.json or index.html change, and the 503 before a build.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../helpers/app.ts';
import { fixtureSite, HTML, importmap, INDEX, type FixtureSite } from './fixture-site.ts';

let t: TestApp;
let site: FixtureSite;

beforeAll(async () => {
  site = await fixtureSite();
  t = await createTestApp({ siteDir: site.dir, importmapPath: site.importmapPath });
});

beforeEach(async () => {
  await site.write('index.html', INDEX);
  await site.writeImportmap(importmap());
});

afterAll(async () => {
  await t.app.close();
  await site.remove();
});

describe('static files', () => {
  it('serves content-hashed files of the packages for a year', async () => {
    for (const url of ['/vendor/react-BUpEFuQu.js', '/vendor/chunks/jsx-runtime-a1_b2-C3.js', '/shell/root-config-Dk3j2x_Q.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Partner pages load our modules cross-origin.
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('serves unhashed files (embed loader, manifest) with no-cache', async () => {
    for (const url of ['/embed.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the build record: latest.json asked anew every time, a build’s meta file as it is', async () => {
    const id = '20261127T013820Z-1a2b3c4d';
    await site.write('builds/latest.json', JSON.stringify({ id, time: '2026-11-27T01:38:20.000Z' }));
    await site.write(`builds/meta/${id}.json`, JSON.stringify({ id, entries: { '@moveable/shell': '/shell/root-config-Dk3j2x_Q.js' } }));
    const latest = await t.app.inject({ url: '/builds/latest.json', headers: { accept: 'application/json' } });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
    expect(latest.headers['content-type']).toMatch(/^application\/json/);
    expect(latest.json()).toMatchObject({ id });
    const meta = await t.app.inject({ url: `/builds/meta/${id}.json` });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toMatchObject({ id, entries: { '@moveable/shell': '/shell/root-config-Dk3j2x_Q.js' } });
    // A release rewrites it: the next poll reads the new id (nothing kept in the server).
    await site.write('builds/latest.json', JSON.stringify({ id: 'next', time: '2026-11-27T02:00:00.000Z' }));
    expect((await t.app.inject({ url: '/builds/latest.json' })).json()).toMatchObject({ id: 'next' });
  });

  it('a missing asset is a 404, not the HTML page', async () => {
    const res = await t.app.inject({ url: '/vendor/react-XXXXXXXX.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('source maps answer 404 unless SERVE_SOURCE_MAPS is on (staging)', async () => {
    await site.write('shell/root-config-Dk3j2x_Q.js.map', '{"version":3,"sources":["secret.ts"]}\n');
    const url = '/shell/root-config-Dk3j2x_Q.js.map';
    for (const headers of [{ accept: '*/*' }, HTML]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
    const staging = await buildTestApp(t.db, t.data, { siteDir: site.dir, importmapPath: site.importmapPath, serveSourceMaps: true });
    try {
      const res = await staging.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ version: 3, sources: ['secret.ts'] });
    } finally {
      await staging.app.close();
    }
  });

  it('never serves dotfiles or anything outside the site folder', async () => {
    expect((await t.app.inject({ url: '/.env', headers: { accept: '*/*' } })).statusCode).toBe(404);
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/vendor/%2e%2e/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });
});

describe('pages', () => {
  it.each(['/', '/spots', '/spots/123', '/entries/hd2Tr4c3G5CoZ3BrW', '/fr/spots', '/it/map', '/en/login'])(
    '%s answers the shell page with the import map inlined',
    async (url) => {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<script type="importmap"></script>');
      const inlined = /<script type="importmap">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(inlined!)).toEqual(JSON.parse(importmap()));
    },
  );

  it('only for GET/HEAD requests, never under /api', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/spots', headers: HTML })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/spots', headers: HTML })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/unknown', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Route GET /api/unknown not found');
  });

  it('escapes "<" in the import map so it cannot close the script element', async () => {
    await site.writeImportmap(JSON.stringify({ imports: { evil: '/x</script><script>alert(1)</script>', c: '<!--' } }));
    const res = await t.app.inject({ url: '/', headers: HTML });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('<!--');
    const inlined = /<script type="importmap">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(inlined!).imports.evil).toBe('/x</script><script>alert(1)</script>');
  });

  it('adds the configured browser settings as meta tags, escaped', async () => {
    const configured = await buildTestApp(t.db, t.data, {
      siteDir: site.dir,
      importmapPath: site.importmapPath,
      pageMeta: { 'moveable-geocoder': 'http://127.0.0.1:1/search?q={query}&a="b"' },
    });
    try {
      const res = await configured.app.inject({ url: '/addSpot', headers: HTML });
      expect(res.body).toContain('<meta name="moveable-geocoder" content="http://127.0.0.1:1/search?q={query}&amp;a=&quot;b&quot;" />');
    } finally {
      await configured.app.close();
    }
  });

  it('serves the service worker from the root, revalidated each time, under a policy that lets it reach our origin only', async () => {
    await site.write('sw.js', 'self.addEventListener("fetch", () => {});');
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    // any other script keeps the policy that forbids everything
    expect((await t.app.inject({ url: '/embed.js' })).headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("names the visitor's country from the CDN's header (GEO_COUNTRY_HEADER) in the page, and varies on it", async () => {
    const configured = await buildTestApp(t.db, t.data, { siteDir: site.dir, importmapPath: site.importmapPath, geoCountryHeader: 'cf-ipcountry' });
    try {
      const german = await configured.app.inject({ url: '/map', headers: { ...HTML, 'cf-ipcountry': 'DE' } });
      expect(german.body).toContain('<meta name="moveable-geo-country" content="de" />');
      expect(german.headers['vary']).toContain('cf-ipcountry');
      // Cloudflare's "unknown" and Tor, a malformed value, no header: no country
      for (const value of ['XX', 'T1', 'd"e', 'deu']) {
        const res = await configured.app.inject({ url: '/map', headers: { ...HTML, 'cf-ipcountry': value } });
        expect(res.body, value).not.toContain('moveable-geo-country');
      }
      expect((await configured.app.inject({ url: '/map', headers: HTML })).body).not.toContain('moveable-geo-country');
      // without the setting the header means nothing
      expect((await t.app.inject({ url: '/map', headers: { ...HTML, 'cf-ipcountry': 'DE' } })).body).not.toContain('moveable-geo-country');
    } finally {
      await configured.app.close();
    }
  });

  it('picks up a changed import map without a restart (a micro-frontend release)', async () => {
    const before = await t.app.inject({ url: '/map', headers: HTML });
    expect(before.body).toContain('root-config-Dk3j2x_Q.js');
    await site.writeImportmap(importmap('/shell/root-config-NEWHASH1.js'));
    const after = await t.app.inject({ url: '/map', headers: HTML });
    expect(after.body).toContain('root-config-NEWHASH1.js');
    expect(after.body).not.toContain('root-config-Dk3j2x_Q.js');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('picks up a rebuilt index.html', async () => {
    await site.write('index.html', INDEX.replace('<body>', '<body><p>rebuilt</p>'));
    expect((await t.app.inject({ url: '/', headers: HTML })).body).toContain('<p>rebuilt</p>');
  });

  it('keeps the last good import map while a new one is half written', async () => {
    await t.app.inject({ url: '/', headers: HTML });
    await site.writeImportmap('{"imports": {"@moveable/shell": "/shell/ro');
    const res = await t.app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('root-config-Dk3j2x_Q.js');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/', headers: HTML });
    const second = await t.app.inject({ url: '/', headers: { ...HTML, 'if-none-match': String(first.headers['etag']) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('GET /importmap.json', () => {
  it('serves the current map, uncached, to any origin', async () => {
    const res = await t.app.inject({ url: '/importmap.json', headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual(JSON.parse(importmap()));
    await site.writeImportmap(importmap('/shell/root-config-v2v2v2v2.js'));
    expect((await t.app.inject({ url: '/importmap.json' })).json().imports['@moveable/shell']).toBe('/shell/root-config-v2v2v2v2.js');
  });
});

describe('before the site is built', () => {
  it('pages answer 503 with a clear message; the API keeps working', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'moveable-empty-site-'));
    const bare = await buildTestApp(t.db, t.data, { siteDir: empty, importmapPath: path.join(empty, 'importmap.json') });
    try {
      const res = await bare.app.inject({ url: '/spots', headers: HTML });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'unavailable',
        message: 'site not built: run npm run build',
      });
      expect((await bare.get('/api/health')).status).toBe(200);
      expect((await bare.app.inject({ url: '/importmap.json' })).statusCode).toBe(404);
      // Built later: served without a restart.
      await writeFile(path.join(empty, 'index.html'), INDEX);
      await writeFile(path.join(empty, 'importmap.json'), importmap('/shell/late-AAAAAAAA.js'));
      expect((await bare.app.inject({ url: '/spots', headers: HTML })).body).toContain('/shell/late-AAAAAAAA.js');
    } finally {
      await bare.app.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
