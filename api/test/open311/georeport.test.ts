// Open311 GeoReport v2 at /api/open311/v2 (issue 15): every answer, in JSON and in XML, is read by
// georeport-client.ts, which knows the standard's field lists and not our code; both formats must
// say the same. Reads (discovery, services, a service's definition, requests with the standard's
// filters), POST with an organisation's API key, the official-answer extension, and errors in the
// standard's shape with the right status, in both formats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { GENEROUS_LIMITS } from '../helpers/auth.ts';
import { signInActors, type Actors } from '../helpers/admin-actors.ts';
import { readAnswer, readError, type Answer, type Format, type Item } from './georeport-client.ts';

let t: TestApp;
let actors: Actors;
let zuerichKey: string;
let baselKey: string;

const BASE = '/api/open311/v2';
const ZURICH = { lat: '47.3769', long: '8.5417' };

async function makeKey(slug: string, actor: 'organisationAdmin' | 'otherMember'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/organisations/${slug}/api-keys`,
    headers: actors.headers(actor),
    payload: { name: 'Town system' },
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().key;
}

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
  zuerichKey = await makeKey('zuerich', 'organisationAdmin');
  baselKey = await makeKey('basel', 'otherMember');
});
afterAll(() => t.app.close());

const answerOf = (res: { statusCode: number; headers: Record<string, unknown>; body: string }): Answer => ({
  status: res.statusCode,
  contentType: String(res.headers['content-type'] ?? ''),
  body: res.body,
});

async function get(path: string, format: Format, headers: Record<string, string> = {}): Promise<Answer> {
  const [p, q] = path.split('?');
  return answerOf(await t.app.inject({ method: 'GET', url: `${BASE}/${p}.${format}${q ? `?${q}` : ''}`, headers }));
}

async function post(path: string, format: Format, fields: Record<string, string>): Promise<Answer> {
  return answerOf(
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/${path}.${format}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    }),
  );
}

/** Both formats, checked by the client, must give the same items. */
async function both<T extends 'services' | 'serviceRequests' | 'discovery' | 'serviceDefinition'>(
  type: T,
  path: string,
  headers: Record<string, string> = {},
) {
  const json = readAnswer(type, 'json', await get(path, 'json', headers));
  const xml = readAnswer(type, 'xml', await get(path, 'xml', headers));
  expect(xml).toEqual(json);
  return json;
}

async function postSpot(fields: Record<string, string> = {}, format: Format = 'json'): Promise<string> {
  const answer = await post('requests', format, {
    api_key: zuerichKey,
    service_code: 'other',
    ...ZURICH,
    description: 'Schlagloch\nTief, mitten auf der Spur.',
    ...fields,
  });
  expect(answer.status).toBe(201);
  const [posted] = readAnswer('postedRequests', format, answer) as Item[];
  return String(posted!['service_request_id']);
}

describe('discovery and services', () => {
  it('discovery names this endpoint, GeoReport v2 and both formats', async () => {
    const d = (await both('discovery', 'discovery')) as Item;
    const [endpoint] = d['endpoints'] as Item[];
    expect(endpoint).toMatchObject({ url: `${t.config.publicUrl}/api/open311/v2`, type: 'production' });
    expect(String(endpoint!['specification'])).toContain('GeoReport_v2');
    expect((endpoint!['formats'] as string[]).sort()).toEqual(['application/json', 'text/xml']);
  });

  it("services are the platform's categories plus other, in the request's language", async () => {
    const categories = await t.db.kysely
      .selectFrom('categories')
      .select(['slug', 'labels'])
      .where((eb) => eb(eb.val('bikeable'), '=', eb.fn.any('platforms')))
      .execute();
    const services = (await both('services', 'services', { 'accept-language': 'fr' })) as Item[];
    expect(services.map((s) => s['service_code']).sort()).toEqual([...categories.map((c) => c.slug), 'other'].sort());
    const first = categories[0]!;
    expect(services.find((s) => s['service_code'] === first.slug)).toMatchObject({
      service_name: first.labels.fr,
      metadata: false,
      type: 'realtime',
    });
  });

  it('jurisdiction_id picks the platform like the headers do', async () => {
    const walkable = (await both('services', 'services?jurisdiction_id=walkable.ch')) as Item[];
    const viaHeader = (await both('services', 'services', { 'moveable-platform': 'walkable' })) as Item[];
    expect(walkable).toEqual(viaHeader);
    expect(walkable.every((s) => s['group'] === 'walkable')).toBe(true);
  });

  it('a service definition has no attributes (metadata false); an unknown service is a 404', async () => {
    const [service] = (await both('services', 'services')) as Item[];
    expect(await both('serviceDefinition', `services/${String(service!['service_code'])}`)).toEqual({
      service_code: service!['service_code'],
      attributes: [],
    });
    for (const format of ['json', 'xml'] as const) {
      const answer = await get('services/no-such-service', format);
      expect(answer.status).toBe(404);
      expect(readError(format, answer)[0]!['description']).toContain('no-such-service');
    }
  });
});

describe('POST requests with an API key', () => {
  it('makes a spot of the key’s organisation, without author; the requester’s contact is kept, never shown', async () => {
    const id = await postSpot({ email: 'anna@example.com', first_name: 'Anna', last_name: 'Muster', address_string: 'Bahnhofstrasse 1' });
    const spot = await t.db.kysely.selectFrom('spots').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(spot).toMatchObject({
      platform: 'bikeable',
      country: 'ch',
      title: 'Schlagloch',
      description: 'Tief, mitten auf der Spur.',
      author_id: null,
      famed: false,
      street: 'Bahnhofstrasse 1',
    });
    expect(spot.api_key_id).not.toBeNull();
    const requester = await t.db.kysely.selectFrom('open311_requesters').selectAll().where('spot_id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(requester).toMatchObject({ email: 'anna@example.com', first_name: 'Anna', last_name: 'Muster' });
    const [request] = (await both('serviceRequests', `requests/${id}`)) as Item[];
    expect(request).toMatchObject({
      service_request_id: id,
      status: 'open',
      service_code: 'other',
      description: 'Schlagloch\n\nTief, mitten auf der Spur.',
      lat: 47.3769,
      long: 8.5417,
      address: 'Bahnhofstrasse 1',
      expected_datetime: null,
    });
    expect(String(request!['agency_responsible'])).toContain('Stadt Zürich');
    const spotJson = await t.app.inject({ method: 'GET', url: `/api/spots/${id}`, headers: actors.headers('anonymous') });
    expect(spotJson.statusCode).toBe(200);
    for (const body of [spotJson.body, (await get(`requests/${id}`, 'json')).body, (await get(`requests/${id}`, 'xml')).body]) {
      expect(body).not.toContain('anna@example.com');
      expect(body).not.toContain('Muster');
    }
  });

  it('takes a category as service and attribute[title] as the title; answers XML when posted to .xml', async () => {
    const category = await t.db.kysely.selectFrom('categories').select(['id', 'slug']).where('slug', '=', 'bike-lane').executeTakeFirstOrThrow();
    const id = await postSpot({ service_code: 'bike-lane', 'attribute[title]': 'Velostreifen endet', description: 'Abrupt.' }, 'xml');
    const spot = await t.db.kysely
      .selectFrom('spots')
      .select(['title', 'description', 'category_ids'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(spot).toEqual({ title: 'Velostreifen endet', description: 'Abrupt.', category_ids: [category.id] });
    const [request] = (await both('serviceRequests', `requests/${id}`)) as Item[];
    expect(request).toMatchObject({ service_code: 'bike-lane' });
  });

  it('refuses what the standard calls errors, in its shape and both formats', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ service_code: 'other', ...ZURICH, description: 'x' }, 400, 'api_key'],
      [{ api_key: 'mvk_not-a-real-key', service_code: 'other', ...ZURICH, description: 'x' }, 403, 'api_key'],
      [{ api_key: zuerichKey, ...ZURICH, description: 'x' }, 400, 'service_code'],
      [{ api_key: zuerichKey, service_code: 'no-such-service', ...ZURICH, description: 'x' }, 400, 'service_code'],
      [{ api_key: zuerichKey, service_code: 'other', address_string: 'Bahnhofstrasse 1', description: 'x' }, 400, 'geocode'],
      [{ api_key: zuerichKey, service_code: 'other', lat: '91', long: '8.5', description: 'x' }, 400, 'lat'],
      [{ api_key: zuerichKey, service_code: 'other', ...ZURICH }, 400, 'description'],
      [{ api_key: zuerichKey, service_code: 'other', ...ZURICH, description: 'x'.repeat(121) }, 400, 'title'],
      [{ api_key: zuerichKey, service_code: 'other', ...ZURICH, description: 'Loch\u0000' }, 400, 'description'],
      [{ api_key: zuerichKey, service_code: 'other', ...ZURICH, description: 'x', jurisdiction_id: 'walkable.ch' }, 400, 'jurisdiction_id'],
    ];
    for (const [fields, status, mention] of cases) {
      for (const format of ['json', 'xml'] as const) {
        const answer = await post('requests', format, fields);
        expect(answer.status, `${JSON.stringify(fields)} ${format}`).toBe(status);
        expect(String(readError(format, answer)[0]!['description'])).toContain(mention);
      }
    }
  });
});

describe('GET requests', () => {
  it('lists the last 90 days by default, newest first, filtered by status and service_code', async () => {
    const id = await postSpot();
    const all = (await both('serviceRequests', 'requests')) as Item[];
    expect(all.length).toBeLessThanOrEqual(1000);
    expect(all[0]!['service_request_id']).toBe(id);
    const since = Date.now() - 90 * 24 * 3600_000 - 60_000;
    expect(all.every((r) => Date.parse(String(r['requested_datetime'])) >= since)).toBe(true);
    const times = all.map((r) => Date.parse(String(r['requested_datetime'])));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(((await both('serviceRequests', 'requests?status=open&service_code=other')) as Item[]).map((r) => r['service_request_id'])).toContain(id);
    expect(((await both('serviceRequests', 'requests?status=closed')) as Item[]).map((r) => r['service_request_id'])).not.toContain(id);
    expect(((await both('serviceRequests', 'requests?service_code=bike-lane')) as Item[]).every((r) => r['service_code'] === 'bike-lane')).toBe(true);
  });

  it('takes a range of start_date and end_date (W3C) up to 90 days, and at most 1000 answers', async () => {
    const newest = await t.db.kysely
      .selectFrom('spots')
      .select('created_at')
      .where('platform', '=', 'bikeable')
      .where('deleted_at', 'is', null)
      .where('api_key_id', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const end = new Date(newest.created_at);
    const start = new Date(end.getTime() - 89 * 24 * 3600_000);
    const q = `start_date=${encodeURIComponent(start.toISOString().replace(/\.\d+Z$/, '+00:00'))}&end_date=${encodeURIComponent(end.toISOString())}`;
    const inRange = (await both('serviceRequests', `requests?${q}`)) as Item[];
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThanOrEqual(1000);
    for (const r of inRange) {
      const at = Date.parse(String(r['requested_datetime']));
      expect(at).toBeGreaterThanOrEqual(start.getTime() - 1000);
      expect(at).toBeLessThanOrEqual(end.getTime() + 1000);
    }
  });

  it('service_request_id picks requests by id, commas between; the other filters are then ignored', async () => {
    const a = await postSpot();
    const b = await postSpot();
    const found = (await both('serviceRequests', `requests?service_request_id=${a},${b}&status=closed`)) as Item[];
    expect(found.map((r) => r['service_request_id']).sort()).toEqual([a, b].sort());
  });

  it('refuses a bad date, a range over 90 days, an unknown status and an unknown jurisdiction', async () => {
    for (const [query, mention] of [
      ['start_date=yesterday', 'start_date'],
      ['start_date=2026-01-01T00:00:00Z&end_date=2026-06-01T00:00:00Z', '90 days'],
      ['status=pending', 'status'],
      ['jurisdiction_id=skateable.ch', 'jurisdiction_id'],
    ] as const) {
      for (const format of ['json', 'xml'] as const) {
        const answer = await get(`requests?${query}`, format);
        expect(answer.status, query).toBe(400);
        expect(String(readError(format, answer)[0]!['description'])).toContain(mention);
      }
    }
  });

  it('maps fixed and archived to closed, the latest official answer to status_notes, the cover photo to an absolute media_url', async () => {
    const fixed = await postSpot();
    await t.db.kysely.updateTable('spots').set({ fixed: true }).where('id', '=', Number(fixed)).execute();
    const archived = await postSpot();
    await t.db.kysely.updateTable('spots').set({ archived: true }).where('id', '=', Number(archived)).execute();
    const closed = (await both('serviceRequests', `requests?service_request_id=${fixed},${archived}`)) as Item[];
    expect(closed.map((r) => r['status'])).toEqual(['closed', 'closed']);
    const withPhoto = await t.db.kysely
      .selectFrom('spots')
      .select('id')
      .where('platform', '=', 'bikeable')
      .where('country', '=', 'ch')
      .where('deleted_at', 'is', null)
      .where('cover_photo_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const [photographed] = (await both('serviceRequests', `requests/${withPhoto.id}`)) as Item[];
    expect(String(photographed!['media_url'])).toMatch(/^http:\/\/localhost:8080\/api\/photos\/\d+$/);
  });

  it('a hidden or deleted spot is not found; nor is an id that is no number', async () => {
    const id = await postSpot();
    await t.db.kysely.updateTable('spots').set({ deleted_at: new Date() }).where('id', '=', Number(id)).execute();
    for (const path of [`requests/${id}`, 'requests/abc']) {
      for (const format of ['json', 'xml'] as const) {
        const answer = await get(path, format);
        expect(answer.status).toBe(404);
        readError(format, answer);
      }
    }
    expect((await both('serviceRequests', `requests?service_request_id=${id}`)) as Item[]).toEqual([]);
  });
});

describe('extension: the official answer of the key’s organisation', () => {
  it('answers a spot it is responsible for; "fixed" closes it; status_notes and service_notice follow', async () => {
    const id = await postSpot();
    const planned = await post(`requests/${id}/answer`, 'xml', {
      api_key: zuerichKey,
      status: 'planned',
      status_notes: 'Wir reparieren es im Frühling.',
      expected_datetime: '2027-04-01',
    });
    expect(planned.status).toBe(201);
    const [request] = readAnswer('serviceRequests', 'xml', planned) as Item[];
    expect(request).toMatchObject({
      status: 'open',
      status_notes: 'Wir reparieren es im Frühling.',
      service_notice: 'planned 2027-04-01',
      expected_datetime: '2027-04-01T00:00:00Z',
    });
    const answer = await t.db.kysely.selectFrom('official_answers').selectAll().where('spot_id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(answer).toMatchObject({ status: 'planned', user_id: null });
    const done = await post(`requests/${id}/answer`, 'json', { api_key: zuerichKey, status: 'fixed', status_notes: 'Repariert.' });
    expect(readAnswer('serviceRequests', 'json', done)[0]).toMatchObject({ status: 'closed', status_notes: 'Repariert.' });
  });

  it('refuses a spot outside its responsibility (403), a bad status or text (400), an unknown spot (404)', async () => {
    const id = await postSpot();
    for (const format of ['json', 'xml'] as const) {
      const other = await post(`requests/${id}/answer`, format, { api_key: baselKey, status: 'acknowledged', status_notes: 'Gesehen.' });
      expect(other.status).toBe(403);
      readError(format, other);
      const badStatus = await post(`requests/${id}/answer`, format, { api_key: zuerichKey, status: 'done', status_notes: 'x' });
      expect(badStatus.status).toBe(400);
      expect(String(readError(format, badStatus)[0]!['description'])).toContain('status');
      const noText = await post(`requests/${id}/answer`, format, { api_key: zuerichKey, status: 'acknowledged' });
      expect(noText.status).toBe(400);
      expect(String(readError(format, noText)[0]!['description'])).toContain('status_notes');
      const unknown = await post('requests/999999999/answer', format, { api_key: zuerichKey, status: 'acknowledged', status_notes: 'x' });
      expect(unknown.status).toBe(404);
    }
  });
});

describe('the limit per key', () => {
  it('answers 429 in the standard shape once a key sends more than its limit in a minute; another key is not affected', async () => {
    const limited = await createTestApp({ ...GENEROUS_LIMITS, rateLimits: { ...GENEROUS_LIMITS.rateLimits!, apiKeyPerMinute: 2 } });
    try {
      const limitedActors = await signInActors(limited);
      const keyOf = async (slug: string, actor: 'organisationAdmin' | 'otherMember') =>
        (
          await limited.app.inject({
            method: 'POST',
            url: `/api/organisations/${slug}/api-keys`,
            headers: limitedActors.headers(actor),
            payload: { name: 'Limited' },
          })
        ).json().key as string;
      const [one, two] = [await keyOf('zuerich', 'organisationAdmin'), await keyOf('basel', 'otherMember')];
      const send = (key: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${BASE}/requests.json`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ api_key: key, service_code: 'other', ...ZURICH, description: 'x' }).toString(),
        });
      expect((await send(one)).statusCode).toBe(201);
      expect((await send(one)).statusCode).toBe(201);
      const third = await send(one);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      readError('json', answerOf(third));
      expect((await send(two)).statusCode).toBe(201);
    } finally {
      await limited.app.close();
    }
  });
});
