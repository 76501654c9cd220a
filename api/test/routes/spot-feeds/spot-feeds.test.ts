// GET /organisations/{slug}/spots.atom|.rss and /regions/{id}/spots.atom|.rss (issue 15), read back
// with a feed parser (@rowanmanning/feed-parser) as a feed reader would: the newest spots of the
// area, newest first, absolute links to their pages in the feed's language, text that comes back
// exactly as typed (no markup gets through), categories by name, the author only when the
// profile is public, hidden and deleted spots never; ETag and Last-Modified answered with 304.
import { parseFeed } from '@rowanmanning/feed-parser';
import { SPOT_FEED_SIZE } from '@moveable/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS } from '../../helpers/auth.ts';

let t: TestApp;
let zuerich: number;
let zuerichRegion: number;
const ORIGIN = 'http://localhost:8080';
const HOSTILE = `<script>alert("x")</script> & <b>fett</b> ]]> 'quotes'`;

beforeAll(async () => {
  t = await createTestApp();
  zuerich = (
    await t.db.kysely
      .selectFrom('organisations')
      .select('id')
      .where('platform', '=', 'bikeable')
      .where('slug', '=', 'zuerich')
      .executeTakeFirstOrThrow()
  ).id;
  zuerichRegion = (
    await t.db.kysely.selectFrom('organisation_regions').select('region_id').where('organisation_id', '=', zuerich).executeTakeFirstOrThrow()
  ).region_id;
});
afterAll(() => t.app.close());

async function spot(title: string, description: string, authorId: number | null, at: Date) {
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO spots (platform, country, title, description, famed, location, author_id, created_at, updated_at)
    VALUES ('bikeable', 'ch', ${title}, ${description}, false, point(8.5417, 47.3769), ${authorId}, ${at}, ${at}) RETURNING id`.execute(t.db.kysely);
  await sql`INSERT INTO spot_categories (spot_id, category_id) VALUES (${rows[0]!.id}, 1)`.execute(t.db.kysely);
  return rows[0]!.id;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The area's visible spots, newest first, as the feed should hold them. */
async function expectedIds(area: 'organisation' | 'region'): Promise<number[]> {
  const rows = await t.db.kysely
    .selectFrom('spots as s')
    .select('s.id')
    .where('s.platform', '=', 'bikeable')
    .where('s.deleted_at', 'is', null)
    .where(
      area === 'organisation'
        ? sql<boolean>`s.region_ids && ARRAY(SELECT region_id FROM organisation_regions WHERE organisation_id = ${zuerich})`
        : sql<boolean>`${zuerichRegion} = ANY(s.region_ids)`,
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(SPOT_FEED_SIZE)
    .execute();
  return rows.map((r) => r.id);
}

describe.each([
  ['atom', 'application/atom+xml; charset=utf-8', 'atom', '1.0'],
  ['rss', 'application/rss+xml; charset=utf-8', 'rss', '2.0'],
])('spots.%s', (format, contentType, type, version) => {
  let hostile: number;
  let hidden: number;
  let blockedAuthor: number;
  beforeAll(async () => {
    hostile = await spot(HOSTILE, `Zeile 1\n${HOSTILE}`, DEMO_ACCOUNTS.user.id, new Date('2031-01-03T10:00:00Z'));
    hidden = await spot('Versteckt', '', DEMO_ACCOUNTS.user.id, new Date('2031-01-04T10:00:00Z'));
    await t.db.kysely
      .updateTable('spots')
      .set({ hidden_at: new Date(), deleted_at: new Date(), hidden_note: 'x' })
      .where('id', '=', hidden)
      .execute();
    blockedAuthor = await spot('Von Gesperrtem', '', DEMO_ACCOUNTS.commuter.id, new Date('2031-01-02T10:00:00Z'));
    await t.db.kysely.updateTable('users').set({ blocked_at: new Date() }).where('id', '=', DEMO_ACCOUNTS.commuter.id).execute();
  });
  afterAll(async () => {
    await t.db.kysely.updateTable('users').set({ blocked_at: null }).where('id', '=', DEMO_ACCOUNTS.commuter.id).execute();
    await t.db.kysely.updateTable('spots').set({ deleted_at: new Date() }).where('id', 'in', [hostile, blockedAuthor]).execute();
  });

  it(`the organisation's area as ${type} ${version}: newest visible spots, absolute links, escaped text`, async () => {
    const res = await get(`/api/organisations/zuerich/spots.${format}?platform=bikeable&lang=de`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<b>');
    const parsed = parseFeed(res.body);
    expect(parsed.meta).toEqual({ type, version });
    expect(parsed.title).toBe('Neue Spots: Stadt Zürich');
    expect(parsed.url).toBe(`${ORIGIN}/town/zuerich`);
    expect(parsed.self).toBe(`${ORIGIN}/api/organisations/zuerich/spots.${format}?platform=bikeable&lang=de`);
    const ids = await expectedIds('organisation');
    expect(ids.length).toBeGreaterThan(2);
    expect(parsed.items.map((i) => i.url)).toEqual(ids.map((id) => `${ORIGIN}/spots/${id}`));
    expect(parsed.items.map((i) => i.id)).toEqual(ids.map((id) => `${ORIGIN}/spots/${id}`));
    expect(ids).not.toContain(hidden);
    const item = parsed.items[ids.indexOf(hostile)]!;
    expect(item.title).toBe(HOSTILE);
    expect(item.description).toBe(`Zeile 1\n${HOSTILE}`);
    expect(item.categories.map((c) => c.term)).toEqual(['Veloweg']);
    expect(item.published?.toISOString()).toBe('2031-01-03T10:00:00.000Z');
    const username = (await t.db.kysely.selectFrom('users').select('username').where('id', '=', DEMO_ACCOUNTS.user.id).executeTakeFirstOrThrow())
      .username;
    expect(item.authors.map((a) => a.name)).toEqual([username]);
    expect(parsed.items[ids.indexOf(blockedAuthor)]!.authors).toEqual([]);
  });

  it('in another language: links to the French pages', async () => {
    const parsed = parseFeed((await get(`/api/organisations/zuerich/spots.${format}?platform=bikeable&lang=fr`)).body);
    expect(parsed.title).toBe('Nouveaux spots : Stadt Zürich');
    expect(parsed.items[0]!.url).toMatch(new RegExp(`^${ORIGIN}/fr/spots/\\d+$`));
  });

  it('a region', async () => {
    const res = await get(`/api/regions/${zuerichRegion}/spots.${format}?platform=bikeable`);
    expect(res.statusCode, res.body).toBe(200);
    const parsed = parseFeed(res.body);
    expect(parsed.items.map((i) => i.url)).toEqual((await expectedIds('region')).map((id) => `${ORIGIN}/spots/${id}`));
    expect(parsed.url).toBe(`${ORIGIN}/?regionId=${zuerichRegion}`);
    const walkable = parseFeed((await get(`/api/regions/${zuerichRegion}/spots.${format}?platform=walkable`)).body);
    expect(walkable.url).toBe(`${ORIGIN}/?platform=walkable&regionId=${zuerichRegion}`);
  });

  it('answers 304 to If-None-Match and If-Modified-Since until a spot changes', async () => {
    const url = `/api/organisations/zuerich/spots.${format}?platform=bikeable&lang=de`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Date(lastModified).toISOString()).toBe('2031-01-03T10:00:00.000Z');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(url, { 'if-modified-since': new Date('2031-01-03T09:59:59Z').toUTCString() })).statusCode).toBe(200);
    await t.db.kysely
      .updateTable('spots')
      .set({ title: 'Geändert', updated_at: new Date('2031-01-05T00:00:00Z') })
      .where('id', '=', hostile)
      .execute();
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await t.db.kysely
      .updateTable('spots')
      .set({ title: HOSTILE, updated_at: new Date('2031-01-03T10:00:00Z') })
      .where('id', '=', hostile)
      .execute();
  });

  it('404 for an organisation or region that does not exist on the platform, 400 for a bad platform', async () => {
    expect((await get(`/api/organisations/nirgendwo/spots.${format}?platform=bikeable`)).statusCode).toBe(404);
    expect((await get(`/api/regions/999999/spots.${format}`)).statusCode).toBe(404);
    expect((await get(`/api/regions/${zuerichRegion}/spots.${format}?platform=nope`)).statusCode).toBe(400);
  });
});
