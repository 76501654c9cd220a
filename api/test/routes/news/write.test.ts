// News writes: create, edit, publish, schedule, unpublish, delete; what they accept (every error
// a 400 naming the field, a taken slug a 409, never a 500 and never a half-written article); the
// cover through the photo pipeline; and the audit row of each.
import { newsSourceSchema } from '@moveable/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnattachedPhotos } from '../../../src/jobs/remove-unattached-photos.ts';
import { localPhotoStorage } from '../../../src/storage/photo-storage.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { siteHeaders } from '../../helpers/news.ts';
import { uploadPhoto } from '../photos/photo-helpers.ts';
import { createSpot, send, uploadedPhoto } from '../spots/write-helpers.ts';
import { auditOf, createNews, newsInput, storedArticle, uniqueSlug } from './news-helpers.ts';

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;
let user: SignedIn;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
  member = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
  user = await signIn(t, DEMO_ACCOUNTS.user.email);
  png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#33BDCA' } })
    .png()
    .toBuffer();
});
afterAll(() => t.app.close());

const inPast = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const publicList = async (headers = siteHeaders('bikeable', 'ch')) =>
  (await t.get('/api/news?limit=50', headers)).body.items.map((i: { slug: string }) => i.slug) as string[];

describe('POST /news', () => {
  it('creates an article: 201, its source with every translation rendered, Location, listed when published', async () => {
    const input = newsInput({ tags: ['Infrastructure', 'lake', 'lake'] });
    const res = await send(t, 'POST', '/api/news', { token: admin.accessToken, body: input });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['location']).toBe(`/api/news/${input['slug']}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(newsSourceSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      slug: input['slug'],
      platform: 'bikeable',
      country: 'ch',
      status: 'published',
      organisation: null,
      author: { id: DEMO_ACCOUNTS.admin.id, username: 'velo_fan' },
      tags: ['infrastructure', 'lake'],
      coverPhoto: null,
    });
    expect(res.body.translations.map((tr: { locale: string }) => tr.locale)).toEqual(['de', 'fr']);
    expect(res.body.translations[0]).toMatchObject({
      body: 'Ab **Montag** wird markiert.',
      bodyHtml: '<p>Ab <strong>Montag</strong> wird markiert.</p>',
    });
    expect(Date.now() - Date.parse(res.body.publishedAt)).toBeLessThan(60_000);
    expect(await publicList()).toContain(input['slug']);
    expect((await t.get(`/api/news/${input['slug']}`, siteHeaders('bikeable', 'ch', 'fr'))).body).toMatchObject({
      locale: 'fr',
      bodyHtml: '<p>Dès <strong>lundi</strong>.</p>',
    });
  });

  it('a draft by default, kept from the public and listed for its editors', async () => {
    const { slug, status } = await createNews(t, admin.accessToken, { status: undefined });
    expect(status).toBe('draft');
    expect(await publicList()).not.toContain(slug);
    expect((await t.get(`/api/news/${slug}`, siteHeaders('bikeable', 'ch'))).status).toBe(404);
    const drafts = await send(t, 'GET', '/api/news/drafts?limit=50', { token: admin.accessToken });
    expect(drafts.body.items.map((i: { slug: string }) => i.slug)).toContain(slug);
  });

  it("world (or null) is every country of the platform; an organisation's news names it", async () => {
    const world = await createNews(t, admin.accessToken, { country: 'world' });
    expect(world.country).toBeNull();
    expect(await publicList(siteHeaders('bikeable', 'de'))).toContain(world.slug);
    const zurich = await createNews(t, member.accessToken, { organisation: 'zuerich' });
    expect(zurich).toMatchObject({ organisation: { slug: 'zuerich', name: 'Stadt Zürich' }, author: { id: DEMO_ACCOUNTS.organisationAdmin.id } });
    expect(await publicList(siteHeaders('bikeable', 'de'))).not.toContain(zurich.slug);
  });

  it('records who created what in the audit', async () => {
    const { slug } = await createNews(t, admin.accessToken);
    const [row, ...rest] = await auditOf(t, slug);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ action: 'create', user_id: DEMO_ACCOUNTS.admin.id, before: null });
    expect(row?.changed).toEqual(['slug', 'country', 'status', 'publishedAt', 'tags', 'translations.de', 'translations.fr']);
    expect(row?.after).toMatchObject({ slug, status: 'published', translations: { de: { title: 'Neue Velostreifen am See' } } });
  });

  const long = (n: number) => 'x'.repeat(n);
  const withDe = (de: Record<string, unknown>) => ({ translations: { de: { title: 'T', lead: 'L', body: 'B', ...de } } });
  it.each([
    ['a title over 140 characters', withDe({ title: long(141) }), 'translations.de.title', 'too_long'],
    ['a lead over 400 characters', withDe({ lead: long(401) }), 'translations.de.lead', 'too_long'],
    ['a body over 50,000 characters', withDe({ body: long(50_001) }), 'translations.de.body', 'too_long'],
    ['an empty title', withDe({ title: '   ' }), 'translations.de.title', 'required'],
    ['a NUL character', withDe({ body: 'a\u0000b' }), 'translations.de.body', 'invalid_text'],
    ['no language', { translations: {} }, 'translations', 'required'],
    ['no translations', { translations: undefined }, 'translations', undefined],
    ['an unknown language', { translations: { es: { title: 'T', lead: 'L', body: 'B' } } }, 'translations', 'required'],
    ['a slug with upper case', { slug: 'Neue-Velostreifen' }, 'slug', undefined],
    ['a slug with two hyphens in a row', { slug: 'neue--velostreifen' }, 'slug', undefined],
    ['a reserved slug', { slug: 'drafts' }, 'slug', 'reserved'],
    ['a country the platform has no site for', { country: 'in' }, 'country', 'unknown_country'],
    ['a country that is no code', { country: 'Schweiz' }, 'country', undefined],
    ['an unknown organisation', { organisation: 'nowhere' }, 'organisation', 'unknown_organisation'],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `tag-${i}`) }, 'tags', undefined],
    ['a tag with spaces', { tags: ['ok', 'not a tag'] }, 'tags.1', undefined],
    ['a status that does not exist', { status: 'archived' }, 'status', undefined],
    ['a date that is no date', { publishedAt: 'yesterday' }, 'publishedAt', undefined],
    ['published with a future date', { status: 'published', publishedAt: inFuture(3) }, 'publishedAt', 'in_future'],
    ['scheduled without a date', { status: 'scheduled' }, 'publishedAt', 'required'],
    ['scheduled with a past date', { status: 'scheduled', publishedAt: inPast(1) }, 'publishedAt', 'not_in_future'],
    ['a cover that is no id', { coverPhotoId: 'first' }, 'coverPhotoId', undefined],
  ])('%s is a 400 naming the field, and nothing is written', async (_name, overrides, field, code) => {
    const input = newsInput(overrides as Record<string, unknown>);
    const res = await send(t, 'POST', '/api/news', { token: admin.accessToken, body: input });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, field, ...(code ? { code } : {}) });
    expect(res.body.message).toEqual(expect.any(String));
    expect(await storedArticle(t, String(input['slug']))).toBeNull();
  });

  it('a slug the platform has is a 409; another platform may use it', async () => {
    const { slug } = await createNews(t, admin.accessToken);
    const again = await send(t, 'POST', '/api/news', { token: admin.accessToken, body: newsInput({ slug }) });
    expect(again).toMatchObject({ status: 409, body: { code: 'slug_taken', field: 'slug' } });
    const walkable = await send(t, 'POST', '/api/news', {
      token: admin.accessToken,
      body: newsInput({ slug }),
      headers: siteHeaders('walkable', 'ch'),
    });
    expect(walkable.status).toBe(201);
  });

  it('two creates with one slug at once: one 201, one 409', async () => {
    const slug = uniqueSlug('race');
    const answers = await Promise.all([1, 2].map(() => send(t, 'POST', '/api/news', { token: admin.accessToken, body: newsInput({ slug }) })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('a malformed JSON body is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...siteHeaders('bikeable', 'ch'), authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      payload: '{"slug": "x",',
    });
    expect(res.statusCode).toBe(400);
  });

  it('scheduled: public only from its date; publishedAt in the past publishes it', async () => {
    const scheduled = await createNews(t, admin.accessToken, { status: 'scheduled', publishedAt: inFuture(10) });
    expect(scheduled.status).toBe('scheduled');
    expect(await publicList()).not.toContain(scheduled.slug);
    expect((await t.get(`/api/news/${scheduled.slug}`, siteHeaders('bikeable', 'ch'))).status).toBe(404);
    // The time comes (here: the date moves into the past).
    const moved = await send(t, 'PATCH', `/api/news/${scheduled.slug}`, { token: admin.accessToken, body: { publishedAt: inPast(1) } });
    expect(moved.body.status).toBe('published');
    expect(await publicList()).toContain(scheduled.slug);
    // Back-dated imports keep their date and sort by it.
    const imported = await createNews(t, admin.accessToken, { status: 'published', publishedAt: '2019-03-01T08:00:00Z' });
    expect(imported.publishedAt).toBe('2019-03-01T08:00:00.000Z');
  });
});

describe('covers', () => {
  it('an upload of the editor becomes the cover; the clean-up job keeps it, as it removes a lone upload', async () => {
    const upload = await uploadPhoto(t, admin.accessToken, png, { filename: 'cover.png', type: 'image/png' });
    expect(upload.status).toBe(201);
    const lone = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const article = await createNews(t, admin.accessToken, { coverPhotoId: upload.body.id });
    expect(article.coverPhoto).toMatchObject({ id: upload.body.id, url: `/api/photos/${upload.body.id}`, width: 120, height: 80 });
    expect(article.coverPhoto.srcset).toContain(`/api/photos/${upload.body.id}?size=small 120w`);

    await sql`UPDATE photos SET created_at = now() - interval '3 days' WHERE id = ${upload.body.id}`.execute(t.db.kysely);
    await removeUnattachedPhotos(t.db.kysely, localPhotoStorage(t.config.photoDir));
    const { rows } = await sql<{ id: number }>`SELECT id FROM photos WHERE id IN (${upload.body.id}, ${lone})`.execute(t.db.kysely);
    expect(rows.map((r) => r.id)).toEqual([upload.body.id]);
    expect((await t.get(`/api/photos/${upload.body.id}?size=small`)).status).toBe(200);
  });

  it("refuses another person's upload, a spot's photo, another article's cover and an organisation's logo", async () => {
    const theirs = await uploadedPhoto(t, DEMO_ACCOUNTS.user.id);
    const spot = await createSpot(t, user.accessToken);
    const spotPhoto = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id, { spotId: spot.id });
    const mine = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id);
    await createNews(t, admin.accessToken, { coverPhotoId: mine });
    const logo = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id);
    await t.db.kysely
      .updateTable('organisations')
      .set({ logo_photo_id: logo })
      .where('slug', '=', 'zuerich')
      .where('platform', '=', 'bikeable')
      .execute();
    for (const coverPhotoId of [theirs, spotPhoto, mine, logo, 999_999]) {
      const input = newsInput({ coverPhotoId });
      const res = await send(t, 'POST', '/api/news', { token: admin.accessToken, body: input });
      expect(res, String(coverPhotoId)).toMatchObject({ status: 400, body: { field: 'coverPhotoId', code: 'unknown_photo' } });
      expect(await storedArticle(t, String(input['slug']))).toBeNull();
    }
    await t.db.kysely.updateTable('organisations').set({ logo_photo_id: null }).where('logo_photo_id', '=', logo).execute();
  });

  it('an author who deletes their account (anonymise) leaves the article and its cover, without their name', async () => {
    await sql`INSERT INTO organisation_members (organisation_id, user_id, role)
      SELECT id, ${DEMO_ACCOUNTS.commuter.id}, 'member' FROM organisations WHERE platform = 'bikeable' AND slug = 'zuerich'`.execute(t.db.kysely);
    const commuter = await signIn(t, DEMO_ACCOUNTS.commuter.email);
    const upload = await uploadPhoto(t, commuter.accessToken, png, { filename: 'cover.png', type: 'image/png' });
    const article = await createNews(t, commuter.accessToken, { organisation: 'zuerich', coverPhotoId: upload.body.id });
    expect(article.author).toMatchObject({ id: DEMO_ACCOUNTS.commuter.id });
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { spots: 'anonymise' },
      headers: bearer(commuter.accessToken),
    });
    expect(deletion.statusCode, deletion.body).toBe(204);
    const after = await t.get(`/api/news/${article.slug}`, siteHeaders('bikeable', 'ch'));
    expect(after.body).toMatchObject({ author: null, coverPhoto: { id: upload.body.id } });
    expect((await t.get(`/api/photos/${upload.body.id}`)).status).toBe(200);
  });

  it('an edit keeps the cover, replaces it or removes it', async () => {
    const first = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id);
    const second = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id);
    const { slug } = await createNews(t, admin.accessToken, { coverPhotoId: first });
    const same = await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { coverPhotoId: first, tags: ['other'] } });
    expect(same.body.coverPhoto.id).toBe(first);
    expect((await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { coverPhotoId: second } })).body.coverPhoto.id).toBe(
      second,
    );
    expect((await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { coverPhotoId: null } })).body.coverPhoto).toBeNull();
  });
});

describe('PATCH /news/:slug', () => {
  it('changes only what is sent and records the changed fields with before and after', async () => {
    const { slug, translations } = await createNews(t, admin.accessToken);
    const res = await send(t, 'PATCH', `/api/news/${slug}`, {
      token: admin.accessToken,
      body: {
        translations: {
          de: { title: 'Neue Velostreifen am Seeufer', lead: 'Geändert.', body: 'Neu.' },
          en: { title: 'New', lead: 'Lead', body: 'Body' },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.translations.map((tr: { locale: string }) => tr.locale)).toEqual(['de', 'fr', 'en']);
    expect(res.body.translations[1]).toEqual(translations[1]);
    const [, update] = await auditOf(t, slug);
    expect(update).toMatchObject({ action: 'update', user_id: DEMO_ACCOUNTS.admin.id, changed: ['translations.de', 'translations.en'] });
    expect(update?.before).toMatchObject({ translations: { de: { title: 'Neue Velostreifen am See' } } });
    expect(update?.after).toMatchObject({ translations: { de: { title: 'Neue Velostreifen am Seeufer' }, en: { title: 'New' } } });
  });

  it('null removes a language; removing the last one is a 400 and changes nothing', async () => {
    const { slug } = await createNews(t, admin.accessToken);
    const res = await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { translations: { fr: null } } });
    expect(res.body.translations.map((tr: { locale: string }) => tr.locale)).toEqual(['de']);
    const before = await storedArticle(t, slug);
    const last = await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { translations: { de: null }, tags: ['changed'] } });
    expect(last).toMatchObject({ status: 400, body: { field: 'translations', code: 'required' } });
    expect(await storedArticle(t, slug)).toEqual(before);
  });

  it('the slug cannot change; an edit that changes nothing writes no audit row', async () => {
    const { slug } = await createNews(t, admin.accessToken);
    const rename = await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { slug: 'another-slug' } });
    expect(rename).toMatchObject({ status: 400, body: { field: 'slug', code: 'immutable' } });
    const same = await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { country: 'ch', tags: ['infrastructure'] } });
    expect(same.status).toBe(200);
    expect((await auditOf(t, slug)).map((r) => r.action)).toEqual(['create']);
  });

  it('unpublish (status draft) hides it again; publish shows it with a new date', async () => {
    const { slug, publishedAt } = await createNews(t, admin.accessToken, { publishedAt: inPast(5) });
    const draft = await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { status: 'draft' } });
    expect(draft.body).toMatchObject({ status: 'draft', publishedAt });
    expect((await t.get(`/api/news/${slug}`, siteHeaders('bikeable', 'ch'))).status).toBe(404);
    const published = await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { status: 'published' } });
    expect(published.body.status).toBe('published');
    expect(Date.now() - Date.parse(published.body.publishedAt)).toBeLessThan(60_000);
    expect((await auditOf(t, slug)).map((r) => r.changed)).toEqual([
      ['slug', 'country', 'status', 'publishedAt', 'tags', 'translations.de', 'translations.fr'],
      ['status'],
      ['status', 'publishedAt'],
    ]);
  });

  it('a published article cannot lose its date, and an unknown slug is a 404', async () => {
    const { slug } = await createNews(t, admin.accessToken);
    expect(await send(t, 'PATCH', `/api/news/${slug}`, { token: admin.accessToken, body: { publishedAt: null } })).toMatchObject({
      status: 400,
      body: { field: 'publishedAt', code: 'required' },
    });
    expect((await send(t, 'PATCH', '/api/news/no-such-article', { token: admin.accessToken, body: { tags: [] } })).status).toBe(404);
  });
});

describe('DELETE /news/:slug', () => {
  it('deletes the article and its translations; the audit keeps what it was', async () => {
    const { slug } = await createNews(t, admin.accessToken);
    const res = await send(t, 'DELETE', `/api/news/${slug}`, { token: admin.accessToken });
    expect(res.status).toBe(204);
    expect(await storedArticle(t, slug)).toBeNull();
    expect((await t.get(`/api/news/${slug}`, siteHeaders('bikeable', 'ch'))).status).toBe(404);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM news_translations t
      WHERE NOT EXISTS (SELECT 1 FROM news_articles a WHERE a.id = t.article_id)`.execute(t.db.kysely);
    expect(rows[0]?.n).toBe(0);
    const trail = await auditOf(t, slug);
    expect(trail.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(trail[1]).toMatchObject({ after: null, before: { slug, translations: { de: { title: 'Neue Velostreifen am See' } } } });
    expect((await send(t, 'DELETE', `/api/news/${slug}`, { token: admin.accessToken })).status).toBe(404);
  });
});

describe('GET /news/drafts and GET /news/:slug/source', () => {
  it('lists what is not public yet, most recently changed first, keyset-paged, filtered by status', async () => {
    const draft = await createNews(t, admin.accessToken, { status: 'draft' });
    const scheduled = await createNews(t, admin.accessToken, { status: 'scheduled', publishedAt: inFuture(2) });
    const first = await send(t, 'GET', '/api/news/drafts?limit=1', { token: admin.accessToken });
    expect(first.body.items.map((i: { slug: string }) => i.slug)).toEqual([scheduled.slug]);
    const second = await send(t, 'GET', `/api/news/drafts?limit=1&cursor=${first.body.nextCursor}`, { token: admin.accessToken });
    expect(second.body.items.map((i: { slug: string }) => i.slug)).toEqual([draft.slug]);
    const drafts = await send(t, 'GET', '/api/news/drafts?status=draft&limit=50', { token: admin.accessToken });
    expect(new Set(drafts.body.items.map((i: { status: string }) => i.status))).toEqual(new Set(['draft']));
    const scheduledOnly = await send(t, 'GET', '/api/news/drafts?status=scheduled&limit=50', { token: admin.accessToken });
    expect(new Set(scheduledOnly.body.items.map((i: { status: string }) => i.status))).toEqual(new Set(['scheduled']));
    // A public list's cursor is not this list's.
    const publicCursor = (await t.get('/api/news?limit=1', siteHeaders('bikeable', 'ch'))).body.nextCursor;
    expect((await send(t, 'GET', `/api/news/drafts?cursor=${publicCursor}`, { token: admin.accessToken })).body).toMatchObject({ field: 'cursor' });
  });

  it("an organisation's member sees only that organisation's drafts", async () => {
    const platformDraft = await createNews(t, admin.accessToken, { status: 'draft' });
    const zurichDraft = await createNews(t, member.accessToken, { status: 'draft', organisation: 'zuerich' });
    const res = await send(t, 'GET', '/api/news/drafts?limit=50', { token: member.accessToken });
    const slugs = res.body.items.map((i: { slug: string }) => i.slug);
    expect(slugs).toContain(zurichDraft.slug);
    expect(slugs).not.toContain(platformDraft.slug);
    for (const item of res.body.items) expect(item.organisation?.slug).toBe('zuerich');
  });

  it('the source has every translation with its Markdown and preview', async () => {
    const res = await send(t, 'GET', '/api/news/bikeable-jahresbilanz-2026/source', { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.translations.map((tr: { locale: string }) => tr.locale)).toEqual(['de', 'fr', 'it', 'en']);
    expect(res.body.translations[0].body).toContain('## Was am häufigsten gemeldet wurde');
    expect(res.body.translations[0].bodyHtml).toContain('<h2>Was am häufigsten gemeldet wurde</h2>');
  });
});
