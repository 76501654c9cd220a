// Module preloads in the served page (src/site/preloads.ts): from a fixture module graph, each
// page carries <link rel="modulepreload"> for the shell's and its route owner's static graphs, its
// route's chunk and its language's translations, once each, own origin only, after the import map;
// and the graph itself for partner pages.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const INDEX = `<!doctype html><html><head><script type="importmap"></script></head><body><script type="module">import '@moveable/shell';</script></body></html>\n`;
const HTML = { accept: 'text/html' };

const IMPORTMAP = {
  imports: {
    '@moveable/shell': '/shell/root-config-AAAAAAAA.js',
    '@moveable/shared': '/shared/index-BBBBBBBB.js',
    '@moveable/shared/map': '/shared/map-CCCCCCCC.js',
    '@moveable/mf-spots': '/mf-spots/index-DDDDDDDD.js',
    '@moveable/mf-map': '/mf-map/index-EEEEEEEE.js',
    react: '/vendor/react-FFFFFFFF.js',
    leaflet: '/vendor/leaflet-GGGGGGGG.js',
    // an import map may point elsewhere: never preloaded
    '@sentry/browser': 'https://cdn.example/sentry.js',
  },
};

const GRAPH = {
  modules: {
    '@moveable/shell': {
      files: ['/shell/root-config-AAAAAAAA.js', '/shell/chunks/layout-HHHHHHHH.js'],
      imports: ['@moveable/shared', 'react'],
      lazy: { files: [], imports: ['@sentry/browser'] },
    },
    '@moveable/shared': { files: ['/shared/index-BBBBBBBB.js'], imports: ['react', '@sentry/browser'] },
    '@moveable/shared/map': { files: ['/shared/map-CCCCCCCC.js'], imports: ['@moveable/shared', 'leaflet'] },
    react: { files: ['/vendor/react-FFFFFFFF.js', '/vendor/chunks/react-IIIIIIII.js'], imports: [] },
    leaflet: { files: ['/vendor/leaflet-GGGGGGGG.js', '/vendor/chunks/leaflet-src-JJJJJJJJ.js'], imports: [] },
    '@moveable/mf-spots': {
      files: ['/mf-spots/index-DDDDDDDD.js', '/mf-spots/chunks/list-KKKKKKKK.js'],
      imports: ['@moveable/shared', 'react'],
      routes: {
        'spots-id': { files: ['/mf-spots/chunks/detail-LLLLLLLL.js', '/mf-spots/chunks/list-KKKKKKKK.js'], imports: ['react'] },
        spots: { files: ['/mf-spots/chunks/list-page-MMMMMMMM.js'], imports: [] },
      },
      translations: {
        de: { files: ['/mf-spots/chunks/de-NNNNNNNN.js'], imports: [] },
        fr: { files: ['/mf-spots/chunks/fr-OOOOOOOO.js'], imports: [] },
      },
      lazy: { files: [], imports: ['@moveable/shared/map'] },
    },
    '@moveable/mf-map': {
      files: ['/mf-map/index-EEEEEEEE.js', '/mf-map/chunks/styles-PPPPPPPP.js'],
      imports: ['@moveable/shared', '@moveable/shared/map', 'leaflet', 'react'],
    },
  },
};

const SHELL_FILES = [
  '/shell/root-config-AAAAAAAA.js',
  '/shell/chunks/layout-HHHHHHHH.js',
  '/shared/index-BBBBBBBB.js',
  '/vendor/react-FFFFFFFF.js',
  '/vendor/chunks/react-IIIIIIII.js',
];

let t: TestApp;
let site: string;
let tick = 0;

async function writeNewer(file: string, content: string) {
  await writeFile(file, content);
  tick += 10;
  const when = new Date(Date.now() + tick * 1000);
  await utimes(file, when, when);
}

/** The modulepreload hrefs of a page, in order, from the raw HTML. */
async function preloadsOf(url: string, status = 200): Promise<string[]> {
  const res = await t.app.inject({ url, headers: HTML });
  expect(res.statusCode).toBe(status);
  return [...res.body.matchAll(/<link rel="modulepreload" href="([^"]*)" \/>/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'moveable-preloads-'));
  await mkdir(site, { recursive: true });
  await writeFile(path.join(site, 'index.html'), INDEX);
  t = await createTestApp({ siteDir: site, importmapPath: path.join(site, 'importmap.json'), moduleGraphPath: path.join(site, 'graph.json') });
});

beforeEach(async () => {
  await writeNewer(path.join(site, 'importmap.json'), JSON.stringify(IMPORTMAP));
  await writeNewer(path.join(site, 'graph.json'), JSON.stringify(GRAPH));
});

afterAll(async () => {
  await t.app.close();
  await rm(site, { recursive: true, force: true });
});

describe('modulepreload links', () => {
  it('/map: the shell, mf-map and everything they import statically, Leaflet included', async () => {
    expect(await preloadsOf('/map')).toEqual([
      ...SHELL_FILES,
      '/mf-map/index-EEEEEEEE.js',
      '/mf-map/chunks/styles-PPPPPPPP.js',
      '/shared/map-CCCCCCCC.js',
      '/vendor/leaflet-GGGGGGGG.js',
      '/vendor/chunks/leaflet-src-JJJJJJJJ.js',
    ]);
  });

  it('/spots/1: mf-spots, the spot page chunk and the German translations; nothing twice, no lazy map kit', async () => {
    const links = await preloadsOf('/spots/1');
    expect(links).toEqual([
      ...SHELL_FILES,
      '/mf-spots/index-DDDDDDDD.js',
      '/mf-spots/chunks/list-KKKKKKKK.js',
      '/mf-spots/chunks/de-NNNNNNNN.js',
      '/mf-spots/chunks/detail-LLLLLLLL.js',
    ]);
    expect(new Set(links).size).toBe(links.length);
  });

  it('the language of the path picks the translations: /fr/spots/1', async () => {
    const links = await preloadsOf('/fr/spots/1');
    expect(links).toContain('/mf-spots/chunks/fr-OOOOOOOO.js');
    expect(links).not.toContain('/mf-spots/chunks/de-NNNNNNNN.js');
  });

  it('only own-origin URLs, after the import map and before the bootstrap script', async () => {
    const res = await t.app.inject({ url: '/spots', headers: HTML });
    // @moveable/shared imports @sentry/browser statically, which this import map puts on a CDN
    const links = [...res.body.matchAll(/<link rel="modulepreload" href="([^"]*)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/[^/]/);
    const map = res.body.indexOf('<script type="importmap">');
    const firstLink = res.body.indexOf('<link rel="modulepreload"');
    const bootstrap = res.body.indexOf('<script type="module">');
    expect(map).toBeGreaterThan(-1);
    expect(firstLink).toBeGreaterThan(map);
    expect(bootstrap).toBeGreaterThan(res.body.lastIndexOf('<link rel="modulepreload"'));
  });

  it('an unknown page (the 404 page) preloads the shell only', async () => {
    expect(await preloadsOf('/no/such/page', 404)).toEqual(SHELL_FILES);
  });

  it('a graph of another release than the import map: only what the import map names', async () => {
    const stale = structuredClone(GRAPH) as typeof GRAPH;
    stale.modules['@moveable/mf-map'].files[0] = '/mf-map/index-OLDOLDOL.js';
    await writeNewer(path.join(site, 'graph.json'), JSON.stringify(stale));
    const links = await preloadsOf('/map');
    expect(links).toContain('/mf-map/index-EEEEEEEE.js');
    expect(links).not.toContain('/mf-map/index-OLDOLDOL.js');
    expect(links).not.toContain('/mf-map/chunks/styles-PPPPPPPP.js');
  });

  it('follows a new graph without a restart; pages still render without one', async () => {
    const next = structuredClone(GRAPH) as typeof GRAPH;
    next.modules['@moveable/mf-map'].files.push('/mf-map/chunks/new-QQQQQQQQ.js');
    const before = await t.app.inject({ url: '/map', headers: HTML });
    await writeNewer(path.join(site, 'graph.json'), JSON.stringify(next));
    const after = await t.app.inject({ url: '/map', headers: HTML });
    expect(after.body).toContain('/mf-map/chunks/new-QQQQQQQQ.js');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    await rm(path.join(site, 'graph.json'));
    const none = await t.app.inject({ url: '/map', headers: HTML });
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('modulepreload');
  });
});

describe('GET /module-graph.json', () => {
  it('serves the graph to any origin, uncached: /embed.js preloads partner pages from it', async () => {
    const res = await t.app.inject({ url: '/module-graph.json', headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual(GRAPH);
    const again = await t.app.inject({ url: '/module-graph.json', headers: { 'if-none-match': String(res.headers['etag']) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 before a build wrote it', async () => {
    await rm(path.join(site, 'graph.json'));
    expect((await t.app.inject({ url: '/module-graph.json' })).statusCode).toBe(404);
  });
});
