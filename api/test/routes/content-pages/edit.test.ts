// Administrators edit content pages: every save is a revision (who, when, the text as written),
// the page shows the newest, the history lists them and returns each for a diff; concurrent
// edits are caught with baseRevisionId; bad input is a 400 naming the field and saves nothing;
// script in a page never reaches its HTML. The seed adds missing pages only, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedContentPages } from '../../../src/db/seed/content/seed-content-pages.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, signIn, type SignedIn } from '../../helpers/auth.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
});
afterAll(() => t.app.close());

const BIKEABLE = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
const WALKABLE = { 'moveable-platform': 'walkable', 'moveable-countrycode': 'ch' };

function save(page: string, locale: string, payload: unknown, headers: Record<string, string> = BIKEABLE) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/content/${page}/${locale}`,
    payload: payload as object,
    headers: { ...headers, ...bearer(admin.accessToken) },
  });
}
const adminGet = (url: string, headers: Record<string, string> = BIKEABLE) => t.get(url, { ...headers, ...bearer(admin.accessToken) });
const revisionCount = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM content_page_revisions`.execute(t.db.kysely)).rows[0]?.n);

const TEXT = {
  title: 'About {{platformName}}',
  description: 'Who we are and why {{platformName}} exists.',
  bodyMarkdown: '## Who we are\n\nWrite to [{{contactEmail}}](mailto:{{contactEmail}}).\n\nUpdated {{lastUpdated}}.',
};

describe('saving a revision', () => {
  it('the page shows it at once, filled; the history has it on top with author and time, the seed below', async () => {
    const before = await t.get('/api/content/about?lang=en', BIKEABLE);
    const res = await save('about', 'en', { ...TEXT, baseRevisionId: before.body.revisionId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = res.json();
    expect(saved).toMatchObject({
      page: 'about',
      locale: 'en',
      ...TEXT,
      author: { id: DEMO_ACCOUNTS.admin.id, username: 'velo_fan' },
      current: true,
    });
    expect(Date.now() - Date.parse(saved.createdAt)).toBeLessThan(60_000);

    const page = await t.get('/api/content/about?lang=en', BIKEABLE);
    expect(page.body).toMatchObject({
      title: 'About bikeable',
      description: 'Who we are and why bikeable exists.',
      revisionId: saved.id,
      updatedAt: saved.createdAt,
    });
    const today = new Intl.DateTimeFormat('en-CH', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(page.body.bodyHtml).toBe(
      `<h2>Who we are</h2>\n<p>Write to <a href="mailto:hello@bikeable.ch">hello@bikeable.ch</a>.</p>\n<p>Updated ${today}.</p>`,
    );

    const history = await adminGet('/api/content/about/en/revisions');
    expect(history.status).toBe(200);
    expect(history.body.items).toEqual([
      { id: saved.id, title: TEXT.title, author: { id: DEMO_ACCOUNTS.admin.id, username: 'velo_fan' }, createdAt: saved.createdAt, current: true },
      { id: before.body.revisionId, title: 'About {{platformName}}', author: null, createdAt: before.body.updatedAt, current: false },
    ]);
    expect(history.body.nextCursor).toBeNull();

    const old = await adminGet(`/api/content/about/en/revisions/${before.body.revisionId}`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: before.body.revisionId, page: 'about', locale: 'en', current: false, author: null });
    expect(old.body.bodyMarkdown).toContain('{{platformName}}');
    expect(old.headers['cache-control']).toBe('no-store');
  });

  it('is per platform and language: the others keep their text', async () => {
    const walkable = await t.get('/api/content/guidelines?lang=de', WALKABLE);
    const res = await save('guidelines', 'de', TEXT);
    expect(res.statusCode).toBe(200);
    expect((await t.get('/api/content/guidelines?lang=de', WALKABLE)).body).toEqual(walkable.body);
    expect((await t.get('/api/content/guidelines?lang=fr', BIKEABLE)).body.title).not.toBe('About bikeable');
    expect((await t.get('/api/content/guidelines?lang=de', BIKEABLE)).body.title).toBe('About bikeable');
    // Another platform's revision is not found under this one.
    expect((await adminGet(`/api/content/guidelines/de/revisions/${res.json().id}`, WALKABLE)).status).toBe(404);
  });

  it('creates the page in a language it lacked', async () => {
    await t.db.kysely
      .deleteFrom('content_pages')
      .where('platform', '=', 'walkable')
      .where('page', '=', 'app-about')
      .where('locale', '=', 'it')
      .execute();
    expect((await t.get('/api/content/app-about?lang=it', WALKABLE)).body.locale).toBe('en');
    expect((await adminGet('/api/content/app-about/it/revisions', WALKABLE)).status).toBe(404);
    expect((await save('app-about', 'it', TEXT, WALKABLE)).statusCode).toBe(200);
    expect((await t.get('/api/content/app-about?lang=it', WALKABLE)).body).toMatchObject({ locale: 'it', title: 'About walkable' });
  });

  it('a save from an older revision is a 409 and keeps the newer text', async () => {
    const current = (await t.get('/api/content/terms?lang=fr', BIKEABLE)).body.revisionId;
    expect((await save('terms', 'fr', { ...TEXT, title: 'First', baseRevisionId: current })).statusCode).toBe(200);
    const stale = await save('terms', 'fr', { ...TEXT, title: 'Second', baseRevisionId: current });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ statusCode: 409, code: 'revision_conflict' });
    expect((await t.get('/api/content/terms?lang=fr', BIKEABLE)).body.title).toBe('First');
  });

  it('two saves from the same revision at once: one wins, the other is told', async () => {
    const current = (await t.get('/api/content/imprint?lang=it', BIKEABLE)).body.revisionId;
    const answers = await Promise.all(['A', 'B'].map((title) => save('imprint', 'it', { ...TEXT, title, baseRevisionId: current })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect((await t.get('/api/content/imprint?lang=it', BIKEABLE)).body).toMatchObject({ title: winner.title, revisionId: winner.id });
  });

  it('the history pages newest first', async () => {
    for (const title of ['one', 'two', 'three']) expect((await save('privacy', 'de', { ...TEXT, title })).statusCode).toBe(200);
    const first = await adminGet('/api/content/privacy/de/revisions?limit=2');
    expect(first.body.items.map((r: { title: string }) => r.title)).toEqual(['three', 'two']);
    expect(first.body.items.map((r: { current: boolean }) => r.current)).toEqual([true, false]);
    const second = await adminGet(`/api/content/privacy/de/revisions?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((r: { title: string }) => r.title)).toEqual(['one', 'Datenschutzerklärung']);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('what a page may contain', () => {
  it('script, event handlers and javascript: links are removed from the HTML; the text is kept as written', async () => {
    const bodyMarkdown =
      '## Hi\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) <a href="//evil.example">x</a> <b onclick="alert(4)">bold</b>\n\n<iframe src="https://evil.example"></iframe>';
    const res = await save('app-terms', 'en', { ...TEXT, bodyMarkdown });
    expect(res.statusCode).toBe(200);
    expect(res.json().bodyMarkdown).toBe(bodyMarkdown);
    const html = (await t.get('/api/content/app-terms?lang=en', BIKEABLE)).body.bodyHtml as string;
    for (const bad of ['<script', 'alert(', '<img', 'onerror', 'javascript:', 'evil.example', 'onclick', '<iframe']) expect(html).not.toContain(bad);
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).toContain('<a>click</a>');
    expect(html).toContain('bold');
  });

  it('an # heading becomes h2 (the title is the page’s h1)', async () => {
    expect((await save('app-privacy', 'en', { ...TEXT, bodyMarkdown: '# Top\n\ntext' })).statusCode).toBe(200);
    expect((await t.get('/api/content/app-privacy?lang=en', BIKEABLE)).body.bodyHtml).toBe('<h2>Top</h2>\n<p>text</p>');
  });
});

describe('bad input: 400 naming the field, 404 for what does not exist, nothing saved', () => {
  it.each([
    ['no body', undefined, undefined],
    ['no title', { description: 'd', bodyMarkdown: 'b' }, 'title'],
    ['an empty title', { ...TEXT, title: '   ' }, 'title'],
    ['a long title', { ...TEXT, title: 'x'.repeat(201) }, 'title'],
    ['a long description', { ...TEXT, description: 'x'.repeat(301) }, 'description'],
    ['an empty body', { ...TEXT, bodyMarkdown: '' }, 'bodyMarkdown'],
    ['a NUL in the body', { ...TEXT, bodyMarkdown: 'a\u0000b' }, 'bodyMarkdown'],
    ['a body of 100,001 characters', { ...TEXT, bodyMarkdown: 'x'.repeat(100_001) }, 'bodyMarkdown'],
    ['an unknown placeholder', { ...TEXT, bodyMarkdown: 'Write to {{email}}' }, 'bodyMarkdown'],
    ['an unknown placeholder in the title', { ...TEXT, title: '{{ platform }}' }, 'title'],
    ['a base revision that is no number', { ...TEXT, baseRevisionId: 'latest' }, 'baseRevisionId'],
  ])('%s', async (_name, payload, field) => {
    const before = await revisionCount();
    const res = await save('about', 'de', payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json()).toMatchObject({ statusCode: 400, field });
    expect(await revisionCount()).toBe(before);
  });

  it('an unknown placeholder says which and carries a code', async () => {
    expect((await save('about', 'de', { ...TEXT, bodyMarkdown: 'Write to {{email}}' })).json()).toMatchObject({
      code: 'unknown_placeholder',
      message: expect.stringContaining('{{email}}'),
    });
  });

  it('unknown page or language, revisions of other pages', async () => {
    expect((await save('impressum', 'de', TEXT)).statusCode).toBe(404);
    expect((await save('about', 'es', TEXT)).json()).toMatchObject({ statusCode: 400, field: 'locale' });
    expect((await adminGet('/api/content/impressum/de/revisions')).status).toBe(404);
    const aboutDe = (await t.get('/api/content/about?lang=de', BIKEABLE)).body.revisionId;
    expect((await adminGet(`/api/content/about/de/revisions/${aboutDe}`)).status).toBe(200);
    expect((await adminGet(`/api/content/about/fr/revisions/${aboutDe}`)).status).toBe(404);
    expect((await adminGet(`/api/content/imprint/de/revisions/${aboutDe}`)).status).toBe(404);
    expect((await adminGet('/api/content/about/de/revisions/999999')).status).toBe(404);
    expect((await adminGet('/api/content/about/de/revisions/x')).body).toMatchObject({ statusCode: 400, field: 'id' });
    expect((await adminGet('/api/content/about/de/revisions?limit=0')).body).toMatchObject({ statusCode: 400, field: 'limit' });
  });
});

describe('the seed', () => {
  it('adds only missing pages, never over an edit, and once when two instances start together', async () => {
    expect((await save('about', 'fr', TEXT)).statusCode).toBe(200);
    await t.db.kysely.deleteFrom('content_pages').where('platform', '=', 'accessable').where('page', '=', 'imprint').execute();
    const counts = await Promise.all([seedContentPages(t.db.kysely), seedContentPages(t.db.kysely)]);
    expect(counts.sort()).toEqual([0, 4]);
    expect((await t.get('/api/content/about?lang=fr', BIKEABLE)).body.title).toBe('About bikeable');
    const imprint = await t.get('/api/content/imprint?lang=fr', { 'moveable-platform': 'accessable' });
    expect(imprint.body).toMatchObject({ locale: 'fr', title: 'Mentions légales' });
    // 3 platforms × 10 pages × 4 languages, none seeded twice.
    const { rows } = await sql<{ pages: number; twice: number }>`SELECT count(*)::int AS pages,
      count(*) FILTER (WHERE (SELECT count(*) FROM content_page_revisions r WHERE r.page_id = p.id AND r.author_id IS NULL) > 1)::int AS twice
      FROM content_pages p`.execute(t.db.kysely);
    expect(rows[0]).toEqual({ pages: 120, twice: 0 });
  });

  it('a restart (which seeds on every start) keeps an edit as the page text and in the history', async () => {
    const before = await t.get('/api/content/guidelines?lang=it', BIKEABLE);
    const edited = { ...TEXT, title: 'Regole modificate' };
    const saved = (await save('guidelines', 'it', { ...edited, baseRevisionId: before.body.revisionId })).json();
    // A second app over the same database runs the start path: migrations, then the seed.
    const restarted = await buildTestApp(t.db, t.data);
    try {
      const page = await restarted.get('/api/content/guidelines?lang=it', BIKEABLE);
      expect(page.body).toMatchObject({ title: 'Regole modificate', revisionId: saved.id });
      const history = await restarted.get('/api/content/guidelines/it/revisions', { ...BIKEABLE, ...bearer(admin.accessToken) });
      expect(history.body.items.map((r: { id: number }) => r.id)).toEqual([saved.id, before.body.revisionId]);
    } finally {
      await restarted.app.close();
    }
  });
});
