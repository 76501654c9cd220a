// POST /api/premium-requests (the /premium form) and the administrators' GET: a request is stored
// with the site it came from and mailed to that site's contact address (spec §9) through the
// outbox, in the sender's language, with what they wrote escaped; bad input is a 400 naming the
// field with nothing stored or sent; one address may send a few an hour (the write limits).
import { contactEmail, premiumRequestPageSchema, premiumRequestSchema } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMITS } from '../../../src/rate-limit/write-limits.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { siteHeaders } from '../../helpers/news.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
});
afterAll(() => t.app.close());

let serial = 0;
const freshAddress = () => `10.30.${Math.floor(++serial / 250)}.${serial % 250}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  organisationName: 'Gemeinde Köniz',
  contactName: 'Anna Muster',
  email: 'Anna.Muster@Example.org',
  message: 'Wir möchten die Karte auf unserer Website zeigen.\n\nGeht das auch für Schulwege?',
  ...overrides,
});

function post(app: TestApp, body: unknown, headers: Record<string, string> = siteHeaders('bikeable', 'ch'), remoteAddress = freshAddress()) {
  return app.app.inject({ method: 'POST', url: '/api/premium-requests', payload: body as object, headers, remoteAddress });
}

const outbox = () =>
  t.db.kysely.selectFrom('email_outbox').select(['recipient', 'subject', 'text_body', 'html_body', 'headers']).orderBy('id', 'desc').execute();
const storedCount = async () => (await t.db.kysely.selectFrom('premium_requests').select('id').execute()).length;

describe('POST /premium-requests', () => {
  it('stores the request with its site and mails the platform contact address, with Reply-To the sender', async () => {
    const res = await post(t, form());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = premiumRequestSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      platform: 'bikeable',
      country: 'ch',
      locale: 'de',
      organisationName: 'Gemeinde Köniz',
      contactName: 'Anna Muster',
      email: 'anna.muster@example.org',
      message: 'Wir möchten die Karte auf unserer Website zeigen.\n\nGeht das auch für Schulwege?',
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      recipient: 'hello@bikeable.ch',
      subject: 'Premium-Anfrage: Gemeinde Köniz',
      headers: { 'Reply-To': 'anna.muster@example.org' },
    });
    expect(mail!.text_body).toContain('Anna Muster von Gemeinde Köniz möchte Premium-Partner von bikeable werden');
    expect(mail!.text_body).toContain('Geht das auch für Schulwege?');
    expect(mail!.html_body).toContain('href="mailto:anna.muster@example.org?subject=');
  });

  it.each([
    ['walkable', 'world', 'fr', 'hello@walkable-world.org', 'Demande premium : Gemeinde Köniz'],
    ['bikeable', 'de', 'fr', 'hello@bikeable.de', 'Premium-Anfrage: Gemeinde Köniz'],
    ['bikeable', 'it', 'de', 'hello@bikeable-world.org', 'Richiesta premium: Gemeinde Köniz'],
    ['accessable', 'ch', 'en', 'hello@accessable.ch', 'Premium request: Gemeinde Köniz'],
  ] as const)('%s/%s in %s: mailed to %s in the site language', async (platform, country, language, recipient, subject) => {
    expect(contactEmail(platform, country)).toBe(recipient);
    const res = await post(t, form(), siteHeaders(platform, country, language));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ platform, country: country === 'world' ? null : country, locale: language });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ recipient, subject });
  });

  it('what the sender wrote reaches the HTML part escaped', async () => {
    await post(t, form({ organisationName: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' }));
    const [mail] = await outbox();
    expect(mail!.html_body).not.toMatch(/<script|<img/);
    expect(mail!.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a signed-in person may send one too (the route reads no token)', async () => {
    const user = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await post(t, form(), { ...siteHeaders('bikeable', 'ch'), ...bearer(user.accessToken) });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['no body', undefined, undefined],
    ['an array', [form()], undefined],
    ['no organisation name', form({ organisationName: '  ' }), 'organisationName'],
    ['no contact name', form({ contactName: undefined }), 'contactName'],
    ['not an address', form({ email: 'anna at example' }), 'email'],
    ['a message too long', form({ message: 'x'.repeat(4001) }), 'message'],
    ['a message with NUL', form({ message: 'a\u0000b' }), 'message'],
    ['an unknown field', form({ platform: 'walkable' }), 'platform'],
  ])('refuses %s: 400 naming the field, nothing stored or sent', async (_name, body, field) => {
    const [stored, mails] = [await storedCount(), (await outbox()).length];
    const res = await post(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    if (field) expect(res.json().field).toBe(field);
    expect(await storedCount()).toBe(stored);
    expect((await outbox()).length).toBe(mails);
  });
});

describe('limits (the write limits, per address)', () => {
  it('the sixth request of an hour from one address is a 429 with Retry-After, stored and sent nothing; another address goes on', async () => {
    const limited = await buildTestApp(t.db, t.data, { writeLimits: DEFAULT_WRITE_LIMITS });
    try {
      const ip = freshAddress();
      for (let i = 0; i < 5; i++) expect((await post(limited, form(), undefined, ip)).statusCode, `request ${i + 1}`).toBe(201);
      const [stored, mails] = [await storedCount(), (await outbox()).length];
      const refused = await post(limited, form(), undefined, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(await storedCount()).toBe(stored);
      expect((await outbox()).length).toBe(mails);
      expect((await post(limited, form(), undefined, freshAddress())).statusCode).toBe(201);
    } finally {
      await limited.app.close();
    }
  });
});

describe('GET /premium-requests', () => {
  it("lists the platform's requests newest first over keyset pages, for its admins", async () => {
    for (const name of ['Erste', 'Zweite', 'Dritte']) await post(t, form({ organisationName: name }), siteHeaders('walkable', 'ch'));
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/premium-requests?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: { ...siteHeaders('walkable', 'ch'), ...bearer(admin.accessToken) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = premiumRequestPageSchema.strict().parse(res.json());
      expect(page.items.every((i) => i.platform === 'walkable')).toBe(true);
      names.push(...page.items.map((i) => i.organisationName));
      cursor = page.nextCursor;
    } while (cursor);
    // Only walkable's, newest first (the earlier walkable/world request of this file included).
    expect(names.slice(0, 3)).toEqual(['Dritte', 'Zweite', 'Erste']);
    const { rows } = await t.db.kysely
      .selectFrom('premium_requests')
      .select('id')
      .where('platform', '=', 'walkable')
      .execute()
      .then((r) => ({ rows: r }));
    expect(names).toHaveLength(rows.length);
  });

  it('a cursor that is not one is a 400 naming cursor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/premium-requests?cursor=abc', headers: bearer(admin.accessToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('cursor');
  });
});
