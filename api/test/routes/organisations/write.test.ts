// Organisation writes: create and edit; what they accept (every error a 400 naming the field, a
// taken slug a 409, never a 500 and never a half-written organisation); texts per language merged
// by an edit; the logo through the photo pipeline; and the audit row of each.
import { organisationSchema } from '@moveable/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnattachedPhotos } from '../../../src/jobs/remove-unattached-photos.ts';
import { localPhotoStorage } from '../../../src/storage/photo-storage.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { siteHeaders } from '../../helpers/news.ts';
import { uploadPhoto } from '../photos/photo-helpers.ts';
import { createSpot, send, uploadedPhoto } from '../spots/write-helpers.ts';
import { auditOf, createOrganisation, organisationInput, storedOrganisation, uniqueSlug } from './organisation-helpers.ts';

let t: TestApp;
let admin: SignedIn;
let zurichAdmin: SignedIn;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
  zurichAdmin = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
  png = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 51, g: 189, b: 202, alpha: 0.5 } } })
    .png()
    .toBuffer();
});
afterAll(() => t.app.close());

const regionId = (slug: string) => t.data.regions.find((r) => r.slug === slug)!.id;
const listed = async (query = 'country=world&limit=100') =>
  (await t.get(`/api/organisations?${query}`, siteHeaders('bikeable', 'ch'))).body.items.map((i: { slug: string }) => i.slug) as string[];

describe('POST /organisations', () => {
  it('adds an organisation: 201 with Location, its detail, listed, and an audit row', async () => {
    const input = organisationInput({ regionIds: [regionId('bern'), regionId('bern')], premium: true, country: 'ch' });
    const res = await send(t, 'POST', '/api/organisations', { token: admin.accessToken, body: input });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.location).toBe(`/api/organisations/${input.slug}`);
    expect(res.headers['cache-control']).toBe('no-store');
    organisationSchema.strict().parse(res.body);
    expect(res.body).toMatchObject({
      slug: input.slug,
      type: 'partner',
      platform: 'bikeable',
      country: 'ch',
      name: 'Pro Velo Thun',
      ownName: 'Pro Velo Thun',
      names: { fr: 'Pro Vélo Thoune' },
      description: 'Velofahren in Thun, sicher und gern.',
      locale: 'de',
      locales: ['de', 'fr'],
      website: 'https://www.provelothun.ch',
      contactEmail: 'info@provelothun.ch',
      premium: true,
      regionIds: [regionId('bern')],
      counts: { spots: expect.any(Number), officialAnswers: 0 },
    });
    expect(res.body.counts.spots).toBeGreaterThan(0);
    expect(await listed()).toContain(input.slug);
    expect(await listed('type=partner&premium=true')).toContain(input.slug);
    const [entry] = await auditOf(t, input.slug as string);
    expect(entry).toMatchObject({ action: 'create', user_id: DEMO_ACCOUNTS.admin.id, before: null });
    expect(entry!.changed).toEqual(expect.arrayContaining(['type', 'name', 'descriptions', 'website', 'regionIds']));
    expect(entry!.after).toMatchObject({ slug: input.slug, premium: true, regionIds: [regionId('bern')] });
  });

  it('is scoped to the platform of the request: the same slug may exist on another', async () => {
    const res = await send(t, 'POST', '/api/organisations', {
      token: admin.accessToken,
      body: organisationInput({ slug: 'zuerich', type: 'town', name: 'Stadt Zürich', regionIds: [regionId('zuerich')] }),
      headers: { 'moveable-platform': 'accessable' },
    });
    expect(res.status).toBe(201);
    expect((await t.get('/api/organisations/zuerich', { 'moveable-platform': 'accessable' })).body.type).toBe('town');
  });

  it('a taken slug is a 409 naming slug', async () => {
    const res = await send(t, 'POST', '/api/organisations', { token: admin.accessToken, body: organisationInput({ slug: 'zuerich' }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'slug_taken', field: 'slug' });
  });

  it('two creates with one slug at once: one 201, one 409', async () => {
    const body = organisationInput();
    const answers = await Promise.all([1, 2].map(() => send(t, 'POST', '/api/organisations', { token: admin.accessToken, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['a slug with capitals', { slug: 'Pro-Velo' }, 'slug', 'invalid_input'],
    ['a one-letter slug', { slug: 'p' }, 'slug', 'invalid_input'],
    ['an unknown type', { type: 'city' }, 'type', 'invalid_input'],
    ['no name', { name: '   ' }, 'name', 'required'],
    ['a name too long', { name: long(121) }, 'name', 'too_long'],
    ['a name with NUL', { name: 'Pro\u0000Velo' }, 'name', 'invalid_text'],
    ['a description too long', { descriptions: { de: long(2001) } }, 'descriptions.de', 'too_long'],
    ['a description in an unknown language', { descriptions: { rm: 'Velo' } }, 'descriptions.rm', 'unknown_field'],
    ['descriptions that are a text', { descriptions: 'Velo' }, 'descriptions', 'invalid_input'],
    ['an http website', { website: 'http://www.provelo.ch' }, 'website', 'invalid_url'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website', 'invalid_url'],
    ['a website with credentials', { website: 'https://user:pw@provelo.ch' }, 'website', 'invalid_url'],
    ['a website that is no URL', { website: 'provelo.ch' }, 'website', 'invalid_url'],
    ['a contact that is no address', { contactEmail: 'info at provelo' }, 'contactEmail', 'invalid_input'],
    ['premium as a text', { premium: 'yes' }, 'premium', 'invalid_input'],
    ['a region that is no id', { regionIds: ['bern'] }, 'regionIds.0', 'invalid_input'],
    ['an unknown region', { regionIds: [999_999] }, 'regionIds.0', 'unknown_region'],
    ['a region past int4', { regionIds: [2_147_483_648] }, 'regionIds.0', 'invalid_input'],
    ['a country the platform has no site in', { country: 'nl' }, 'country', 'unknown_country'],
    ['an unknown field', { role: 'admin' }, 'role', 'unknown_field'],
    ['a logo that is no photo', { logoPhotoId: 999_999_999 }, 'logoPhotoId', 'unknown_photo'],
  ])('refuses %s: 400 naming the field, nothing written', async (_name, overrides, field, code) => {
    const body = organisationInput(overrides);
    const res = await send(t, 'POST', '/api/organisations', { token: admin.accessToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, field, code });
    if (typeof body.slug === 'string' && /^[a-z0-9-]+$/.test(body.slug)) expect(await storedOrganisation(t, body.slug)).toBeNull();
  });
});

describe('PATCH /organisations/:slug', () => {
  it('changes only the fields sent; texts per language merge, null removes one; an audit row names the changes', async () => {
    const { slug } = await createOrganisation(t, admin.accessToken);
    const res = await send(t, 'PATCH', `/api/organisations/${slug}`, {
      token: admin.accessToken,
      body: { descriptions: { fr: null, it: 'Andare in bici a Thun.' }, names: { en: 'Pro Velo Thun (EN)' }, regionIds: [regionId('bern')] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      descriptions: { de: 'Velofahren in Thun, sicher und gern.', it: 'Andare in bici a Thun.' },
      names: { fr: 'Pro Vélo Thoune', en: 'Pro Velo Thun (EN)' },
      locales: ['de', 'it'],
      website: 'https://www.provelothun.ch',
      regionIds: [regionId('bern')],
    });
    const audit = await auditOf(t, slug);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.changed).toEqual(['names', 'descriptions', 'regionIds']);
    expect(audit[1]!.before).toMatchObject({ descriptions: { de: expect.any(String), fr: expect.any(String) }, regionIds: [] });
    expect(audit[1]!.after).toMatchObject({ descriptions: { de: expect.any(String), it: 'Andare in bici a Thun.' } });
  });

  it("lets Zürich's administrator edit its description, website and contact, and audits who did", async () => {
    const before = await storedOrganisation(t, 'zuerich');
    const res = await send(t, 'PATCH', '/api/organisations/zuerich', {
      token: zurichAdmin.accessToken,
      body: { descriptions: { en: 'Cycling in Zurich.' }, website: 'https://www.stadt-zuerich.ch/velo', contactEmail: 'Velo@Zuerich.ch' },
      headers: siteHeaders('bikeable', 'ch', 'en'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: 'Cycling in Zurich.',
      website: 'https://www.stadt-zuerich.ch/velo',
      contactEmail: 'velo@zuerich.ch',
    });
    const after = await storedOrganisation(t, 'zuerich');
    expect(after!.updated_at).not.toEqual(before!.updated_at);
    expect((await auditOf(t, 'zuerich')).at(-1)).toMatchObject({ action: 'update', user_id: DEMO_ACCOUNTS.organisationAdmin.id });
  });

  it('an edit that changes nothing writes no audit row and keeps updatedAt', async () => {
    const created = await createOrganisation(t, admin.accessToken);
    const res = await send(t, 'PATCH', `/api/organisations/${created.slug}`, { token: admin.accessToken, body: { website: created.website } });
    expect(res.status).toBe(200);
    expect(res.body.updatedAt).toBe(created.updatedAt);
    expect(await auditOf(t, created.slug)).toHaveLength(1);
  });

  it.each([
    ['the slug', { slug: 'other-slug' }, 'slug', 'unknown_field'],
    ['an empty name', { name: '' }, 'name', 'required'],
    ['an http website', { website: 'http://x.example.ch' }, 'website', 'invalid_url'],
    ['an unknown region', { regionIds: [0] }, 'regionIds.0', 'invalid_input'],
    ['a country of another platform', { country: 'in' }, 'country', 'unknown_country'],
  ])('refuses %s: 400 naming the field, nothing changed', async (_name, body, field, code) => {
    const { slug } = await createOrganisation(t, admin.accessToken);
    const before = await storedOrganisation(t, slug);
    const res = await send(t, 'PATCH', `/api/organisations/${slug}`, { token: admin.accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, code });
    expect(await storedOrganisation(t, slug)).toEqual(before);
  });

  it('an unknown organisation is a 404 in the one error shape', async () => {
    const res = await send(t, 'PATCH', '/api/organisations/nobody-here', { token: admin.accessToken, body: { premium: true } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Organisation nobody-here not found' });
  });
});

describe('logos', () => {
  it('an upload of the editor becomes the logo (WebP sizes); the clean-up job keeps it', async () => {
    const upload = await uploadPhoto(t, zurichAdmin.accessToken, png, { filename: 'logo.png', type: 'image/png' });
    expect(upload.status).toBe(201);
    const res = await send(t, 'PATCH', '/api/organisations/zuerich', { token: zurichAdmin.accessToken, body: { logoPhotoId: upload.body.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.logo).toMatchObject({ id: upload.body.id, url: `/api/photos/${upload.body.id}`, width: 200, height: 100 });
    expect(res.body.logo.srcset).toContain(`/api/photos/${upload.body.id}?size=small 200w`);
    // A logo on a coloured card keeps its transparency.
    const webp = await t.app.inject({ method: 'GET', url: `/api/photos/${upload.body.id}?size=small` });
    expect((await sharp(webp.rawPayload).metadata()).hasAlpha).toBe(true);
    // The list shows it too.
    const item = (await t.get('/api/organisations?type=town')).body.items.find((i: { slug: string }) => i.slug === 'zuerich');
    expect(item.logo.id).toBe(upload.body.id);

    const lone = await uploadedPhoto(t, DEMO_ACCOUNTS.organisationAdmin.id, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    await sql`UPDATE photos SET created_at = now() - interval '3 days' WHERE id = ${upload.body.id}`.execute(t.db.kysely);
    await removeUnattachedPhotos(t.db.kysely, localPhotoStorage(t.config.photoDir));
    const { rows } = await sql<{ id: number }>`SELECT id FROM photos WHERE id IN (${upload.body.id}, ${lone})`.execute(t.db.kysely);
    expect(rows.map((r) => r.id)).toEqual([upload.body.id]);

    // Keeping the current logo is fine; removing it leaves none.
    expect(
      (await send(t, 'PATCH', '/api/organisations/zuerich', { token: zurichAdmin.accessToken, body: { logoPhotoId: upload.body.id } })).status,
    ).toBe(200);
    const removed = await send(t, 'PATCH', '/api/organisations/zuerich', { token: zurichAdmin.accessToken, body: { logoPhotoId: null } });
    expect(removed.body.logo).toBeNull();
  });

  it("refuses another person's upload, a spot's photo and another organisation's logo", async () => {
    const theirs = await uploadedPhoto(t, DEMO_ACCOUNTS.user.id);
    const spot = await createSpot(t, admin.accessToken);
    const spotPhoto = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id, { spotId: spot.id });
    const taken = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id);
    await createOrganisation(t, admin.accessToken, { logoPhotoId: taken });
    const { slug } = await createOrganisation(t, admin.accessToken);
    for (const id of [theirs, spotPhoto, taken]) {
      const res = await send(t, 'PATCH', `/api/organisations/${slug}`, { token: admin.accessToken, body: { logoPhotoId: id } });
      expect(res.status, `photo ${id}`).toBe(400);
      expect(res.body).toMatchObject({ field: 'logoPhotoId', code: 'unknown_photo' });
    }
  });

  it('deleting the photo leaves the organisation without a logo', async () => {
    const photo = await uploadedPhoto(t, DEMO_ACCOUNTS.admin.id);
    const { slug } = await createOrganisation(t, admin.accessToken, { logoPhotoId: photo });
    await sql`DELETE FROM photos WHERE id = ${photo}`.execute(t.db.kysely);
    expect((await t.get(`/api/organisations/${slug}`)).body.logo).toBeNull();
  });
});

describe('official answers come from towns only', () => {
  it('a partner whose area covers a spot is not among who may answer it', async () => {
    const spot = await createSpot(t, admin.accessToken);
    await createOrganisation(t, admin.accessToken, { slug: uniqueSlug('partner-zh'), type: 'partner', regionIds: [regionId('zuerich')] });
    const viewer = await send(t, 'GET', `/api/spots/${spot.id}/viewer`, { token: admin.accessToken });
    expect(viewer.status).toBe(200);
    expect(viewer.body.can.answerAs.map((o: { slug: string }) => o.slug)).toEqual(['zuerich']);
  });
});
