// Security headers on pages, API answers and assets; the pages' Content-Security-Policy with the
// hashes of exactly their inline scripts; who may frame site and embed pages; HSTS only on https.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PHOTO_CSP } from '../../src/http/image-csp.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { HTML, importmap } from './fixture-site.ts';
import { useSiteApp } from './site-app.ts';

const fixture = useSiteApp();

/** 'script-src' → its sources, from a CSP header. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The contents of every inline script of a page, as the browser hashes them. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

async function withApp<T>(overrides: Parameters<typeof buildTestApp>[2], run: (app: TestApp) => Promise<T>): Promise<T> {
  const other = await buildTestApp(fixture.t.db, fixture.t.data, {
    siteDir: fixture.site.dir,
    importmapPath: fixture.site.importmapPath,
    ...overrides,
  });
  try {
    return await run(other);
  } finally {
    await other.app.close();
  }
}

describe('Content-Security-Policy of the pages', () => {
  it('allows exactly the inline scripts of the page by hash, scripts otherwise only from our origin', async () => {
    const res = await fixture.t.app.inject({ url: '/spots', headers: HTML });
    const csp = directives(res.headers['content-security-policy']);
    const scripts = inlineScripts(res.body);
    expect(scripts).toHaveLength(2); // the import map and the bootstrap module
    expect(csp.get('script-src')).toEqual(["'self'", ...scripts.map(sha256)]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // The default tiles are OpenStreetMap's (shared/src/runtime/config.ts).
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.iconify.design']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // Violations are reported to POST /api/csp-report, by both mechanisms browsers know.
    expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
    expect(csp.get('report-to')).toEqual(['csp']);
    expect(res.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });

  it('follows a new import map: the new hash, and the old one no more', async () => {
    const before = directives((await fixture.t.app.inject({ url: '/', headers: HTML })).headers['content-security-policy']).get('script-src');
    await fixture.site.writeImportmap(importmap('/shell/root-config-NEWHASH1.js'));
    try {
      const res = await fixture.t.app.inject({ url: '/', headers: HTML });
      const after = directives(res.headers['content-security-policy']).get('script-src');
      expect(after).toContain(sha256(inlineScripts(res.body)[0]!));
      expect(after).not.toEqual(before);
      // A 304 keeps the body the browser has, and the policy that goes with it.
      const again = await fixture.t.app.inject({ url: '/', headers: { ...HTML, 'if-none-match': String(res.headers['etag']) } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    } finally {
      await fixture.site.writeImportmap(importmap());
    }
  });

  it('the 404 page runs under the same policy', async () => {
    const res = await fixture.t.app.inject({ url: '/no/such/page', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'", ...inlineScripts(res.body).map(sha256)]);
  });

  it('allows the configured tile server and geocoder, Sentry’s replay worker but not its host (reports go through our tunnel); upgrades requests on https', async () => {
    await withApp(
      {
        publicUrl: 'https://bikeable.example',
        pageMeta: {
          'moveable-tiles': 'https://{s}.tiles.example/{z}/{x}/{y}.png',
          'moveable-geocoder': 'http://127.0.0.1:8090/search?format=jsonv2&q={query}',
          'moveable-sentry-dsn': 'https://key@o1.ingest.sentry.example/2',
        },
      },
      async (other) => {
        const csp = directives((await other.app.inject({ url: '/map', headers: HTML })).headers['content-security-policy']);
        expect(csp.get('img-src')).toContain('https://*.tiles.example');
        expect(csp.get('img-src')).not.toContain('https://tile.openstreetmap.org');
        expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.iconify.design', 'http://127.0.0.1:8090']);
        expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
        expect(csp.get('upgrade-insecure-requests')).toEqual([]);
      },
    );
  });
});

describe('who may frame a page', () => {
  it('site pages: only our own origin', async () => {
    for (const url of ['/', '/spots', '/fr/map', '/login']) {
      const res = await fixture.t.app.inject({ url, headers: HTML });
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('embed pages: any origin by default', async () => {
    for (const url of ['/embed/spots/zuerich', '/fr/embed/spots/zuerich']) {
      const res = await fixture.t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(['*']);
    }
  });

  it('embed pages: only the listed partners when EMBED_FRAME_ANCESTORS says so; site pages stay ours', async () => {
    await withApp({ embedFrameAncestors: ['https://partner.example', 'https://*.town.example'] }, async (other) => {
      const embed = await other.app.inject({ url: '/embed/spots/zuerich', headers: HTML });
      expect(directives(embed.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'self'",
        'https://partner.example',
        'https://*.town.example',
      ]);
      const page = await other.app.inject({ url: '/spots', headers: HTML });
      expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    });
  });
});

describe('headers on every kind of answer', () => {
  const kinds = [
    ['page', '/spots', HTML],
    ['API JSON', '/api/health', {}],
    ['API error', '/api/nope', {}],
    ['asset', '/vendor/react-BUpEFuQu.js', { origin: 'https://partner.example' }],
    ['loader', '/embed.js', {}],
    ['import map', '/importmap.json', {}],
    ['missing file', '/vendor/missing-XXXXXXXX.js', { accept: '*/*' }],
  ] as const;

  it.each(kinds)('%s (%s): nosniff, referrer policy, permissions policy; no HSTS on http', async (_kind, url, headers) => {
    const res = await fixture.t.app.inject({ url, headers });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
    );
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The sign-in popup's opener must keep its handle on the popup (shared/src/session/popup.ts).
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('answers that are not pages can run and load nothing and cannot be framed', async () => {
    for (const url of ['/api/health', '/vendor/react-BUpEFuQu.js', '/importmap.json']) {
      expect((await fixture.t.app.inject({ url })).headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('assets stay loadable by partner pages (CORS and CORP)', async () => {
    const res = await fixture.t.app.inject({ url: '/vendor/react-BUpEFuQu.js', headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('a photo keeps the policy of its own route', async () => {
    const photo = fixture.t.data.photos[0]!;
    const res = await fixture.t.app.inject({ url: `/api/photos/${photo.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(PHOTO_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS only when PUBLIC_URL is https', async () => {
    await withApp({ publicUrl: 'https://bikeable.example' }, async (other) => {
      for (const [url, headers] of [
        ['/spots', HTML],
        ['/api/health', {}],
        ['/embed.js', {}],
      ] as const) {
        expect((await other.app.inject({ url, headers })).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    });
  });
});
