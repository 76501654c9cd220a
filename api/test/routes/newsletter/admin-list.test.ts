// GET /api/newsletter/subscriptions (administrators): the request's platform only, current
// subscriptions only (neither pending requests nor ended ones), counted per country and language,
// filtered and paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { CONSENT } from './helpers.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
  const now = new Date();
  const row = (email: string, platform: 'bikeable' | 'walkable', country: string, locale: 'de' | 'fr' | 'it' | 'en', ended = false) => ({
    email,
    platform,
    country,
    locale,
    consent_text_version: CONSENT,
    requested_at: now,
    confirmed_at: now,
    unsubscribe_nonce: `nonce-${email}`,
    unsubscribed_at: ended ? now : null,
  });
  await t.db.kysely
    .insertInto('newsletter_subscriptions')
    .values([
      row('a@example.org', 'bikeable', 'ch', 'de'),
      row('b@example.org', 'bikeable', 'ch', 'de'),
      row('c@example.org', 'bikeable', 'ch', 'fr'),
      row('d@example.org', 'bikeable', 'de', 'de'),
      row('e@example.org', 'bikeable', 'world', 'en'),
      row('gone@example.org', 'bikeable', 'ch', 'de', true),
      row('w@example.org', 'walkable', 'ch', 'it'),
    ])
    .execute();
  await t.db.kysely
    .insertInto('newsletter_requests')
    .values({
      email: 'pending@example.org',
      platform: 'bikeable',
      country: 'ch',
      locale: 'de',
      consent_text_version: CONSENT,
      token_hash: 'x',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
});
afterAll(() => t.app.close());

const list = (query = '', platform = 'bikeable') =>
  t.get(`/api/newsletter/subscriptions${query}`, { 'moveable-platform': platform, ...bearer(admin.accessToken) });

describe('the subscriptions of a platform', () => {
  it('counts per country and language and lists the current ones, oldest first, without the pending or ended', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.total).toBe(5);
    expect(res.body.counts).toEqual([
      { country: 'ch', locale: 'de', count: 2 },
      { country: 'ch', locale: 'fr', count: 1 },
      { country: 'de', locale: 'de', count: 1 },
      { country: 'world', locale: 'en', count: 1 },
    ]);
    expect(res.body.items.map((s: { email: string }) => s.email)).toEqual([
      'a@example.org',
      'b@example.org',
      'c@example.org',
      'd@example.org',
      'e@example.org',
    ]);
    expect(res.body.items[0]).toEqual({
      id: expect.any(Number),
      email: 'a@example.org',
      country: 'ch',
      locale: 'de',
      consentTextVersion: CONSENT,
      requestedAt: expect.any(String),
      confirmedAt: expect.any(String),
    });
    expect(res.body.nextCursor).toBeNull();
  });

  it('filters by country and language (the counts stay the platform’s), pages with a cursor', async () => {
    const ch = await list('?country=CH&locale=de&limit=1');
    expect(ch.body.total).toBe(5);
    expect(ch.body.items.map((s: { email: string }) => s.email)).toEqual(['a@example.org']);
    const next = await list(`?country=ch&locale=de&limit=1&cursor=${ch.body.nextCursor}`);
    expect(next.body.items.map((s: { email: string }) => s.email)).toEqual(['b@example.org']);
    expect(next.body.nextCursor).toBeNull();
    expect((await list('?country=world')).body.items.map((s: { email: string }) => s.email)).toEqual(['e@example.org']);
  });

  it('another platform sees its own', async () => {
    const res = await list('', 'walkable');
    expect(res.body).toMatchObject({ total: 1, counts: [{ country: 'ch', locale: 'it', count: 1 }], items: [{ email: 'w@example.org' }] });
    expect((await list('', 'accessable')).body).toEqual({ total: 0, counts: [], items: [], nextCursor: null });
  });

  it('bad filters are a 400 naming them', async () => {
    expect((await list('?country=switzerland')).body).toMatchObject({ statusCode: 400, field: 'country' });
    expect((await list('?locale=es')).body).toMatchObject({ statusCode: 400, field: 'locale' });
    expect((await list('?limit=501')).body).toMatchObject({ statusCode: 400, field: 'limit' });
    expect((await list('?cursor=abc')).body).toMatchObject({ statusCode: 400, field: 'cursor' });
  });
});
