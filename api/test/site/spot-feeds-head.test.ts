// A town's and a partner's page link the feeds of new spots of the organisation's area in their
// <head> (issue 15), as the server writes it (the shell applies the same contract pageHead on
// navigation): Atom and RSS, absolute, in the page's language; both answer as feeds. Other pages
// link none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { importmap, fixtureSiteWithRealTemplate, type FixtureSite } from './fixture-site.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ORIGIN = 'https://bikeable.example';

let site: FixtureSite;
let t: TestApp;

beforeAll(async () => {
  site = await fixtureSiteWithRealTemplate();
  const map = JSON.parse(importmap()) as { imports: Record<string, string> };
  map.imports['@moveable/mf-partner'] = '/mf-partner/index-EEEEEEEE.js';
  await site.writeImportmap(JSON.stringify(map));
  t = await createTestApp({ siteDir: site.dir, importmapPath: site.importmapPath, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t.app.close();
  await site.remove();
});

/** The feed links of a page's head: [type, title, href]. */
async function feedLinks(url: string): Promise<string[][]> {
  const res = await t.app.inject({ url, headers: HTML });
  expect(res.statusCode, url).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return [...head.matchAll(/<link rel="alternate" href="([^"]*)" type="(application\/(?:atom|rss)\+xml)" title="([^"]*)"/g)].map((m) => [
    m[2]!,
    m[3]!,
    m[1]!.replaceAll('&amp;', '&'),
  ]);
}

describe('the feeds of new spots in the head', () => {
  it('/town/zuerich links the Atom and RSS feeds of the area in the page language', async () => {
    expect(await feedLinks('/town/zuerich')).toEqual([
      ['application/atom+xml', 'bikeable: Neue Spots (Atom)', `${ORIGIN}/api/organisations/zuerich/spots.atom?platform=bikeable&lang=de`],
      ['application/rss+xml', 'bikeable: Neue Spots (RSS)', `${ORIGIN}/api/organisations/zuerich/spots.rss?platform=bikeable&lang=de`],
    ]);
    const fr = await feedLinks('/fr/partners/zuerich');
    expect(fr.map((l) => l[2])).toEqual([
      `${ORIGIN}/api/organisations/zuerich/spots.atom?platform=bikeable&lang=fr`,
      `${ORIGIN}/api/organisations/zuerich/spots.rss?platform=bikeable&lang=fr`,
    ]);
    for (const [type, , href] of fr) {
      const res = await t.app.inject({ url: href!.slice(ORIGIN.length) });
      expect(res.statusCode, href).toBe(200);
      expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
    }
  });

  it('other pages link none', async () => {
    expect(await feedLinks('/spots')).toEqual([]);
    expect(await feedLinks('/')).toEqual([]);
  });
});
