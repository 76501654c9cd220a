// Who may do what with news: every news endpoint, called by each kind of person against a fresh
// article, so that no cell depends on another. Writers are platform admins (all of the platform's
// news) and members of an organisation (that organisation's news). zuerich@bikeable.ch is the
// admin of `zuerich`; nachbar@bikeable.ch is made a plain member of `berlin` here, a member of
// another organisation. A refused write leaves the article as it was; an article that is not
// public is a 404 for anyone who may not edit it (its existence is not given away), a public one
// a 403.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { createNews, newsInput, storedArticle, uniqueSlug } from './news-helpers.ts';

type Actor = 'anonymous' | 'user' | 'member' | 'otherMember' | 'moderator' | 'admin';
type Person = Exclude<Actor, 'anonymous'>;
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

let t: TestApp;
const sessions = new Map<Actor, SignedIn>();

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  await sql`INSERT INTO organisation_members (organisation_id, user_id, role)
    SELECT id, ${DEMO_ACCOUNTS.neighbour.id}, 'member' FROM organisations WHERE platform = 'bikeable' AND slug = 'berlin'`.execute(t.db.kysely);
  sessions.set('user', await signIn(t, DEMO_ACCOUNTS.user.email));
  sessions.set('member', await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email));
  sessions.set('otherMember', await signIn(t, DEMO_ACCOUNTS.neighbour.email));
  sessions.set('moderator', await signIn(t, DEMO_ACCOUNTS.moderator.email));
  sessions.set('admin', await signIn(t, DEMO_ACCOUNTS.admin.email));
});
afterAll(() => t.app.close());

interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  json?: Record<string, unknown>;
}

function send(r: Request, actor: Actor) {
  const session = sessions.get(actor);
  return t.app.inject({
    method: r.method,
    url: r.url,
    ...(r.json ? { payload: r.json } : {}),
    headers: { ...HEADERS, ...(session ? bearer(session.accessToken) : {}) },
  });
}

/** The article each cell works on: the platform's or Zürich's, published or a draft. */
type Target = { kind: 'platform' | 'zuerich'; status: 'published' | 'draft' };
const token = (actor: Person) => sessions.get(actor)?.accessToken ?? '';

async function freshArticle(target: Target | undefined): Promise<string> {
  if (!target) return uniqueSlug('unused');
  const article = await createNews(t, token('admin'), { status: target.status, ...(target.kind === 'zuerich' ? { organisation: 'zuerich' } : {}) });
  return article.slug;
}

type Expected = Record<Person, number>;
const only = (allowed: Partial<Expected>, otherwise: number): Expected => ({
  user: otherwise,
  member: otherwise,
  otherMember: otherwise,
  moderator: otherwise,
  admin: otherwise,
  ...allowed,
});

const PLATFORM_PUBLISHED: Target = { kind: 'platform', status: 'published' };
const PLATFORM_DRAFT: Target = { kind: 'platform', status: 'draft' };
const ZURICH_PUBLISHED: Target = { kind: 'zuerich', status: 'published' };
const ZURICH_DRAFT: Target = { kind: 'zuerich', status: 'draft' };

interface Cell {
  name: string;
  target?: Target;
  request: (slug: string) => Request;
  expected: Expected;
  /** Needs a signed-in person (anonymous: 401); public reads answer anonymous visitors. */
  anonymous: number;
}

const edit = { tags: ['edited'] };

const CELLS: Cell[] = [
  {
    name: "POST /news (the platform's)",
    request: () => ({ method: 'POST', url: '/api/news', json: newsInput() }),
    expected: only({ admin: 201 }, 403),
    anonymous: 401,
  },
  {
    name: "POST /news (Zürich's)",
    request: () => ({ method: 'POST', url: '/api/news', json: newsInput({ organisation: 'zuerich' }) }),
    expected: only({ member: 201, admin: 201 }, 403),
    anonymous: 401,
  },
  {
    name: "PATCH /news/:slug (the platform's, published)",
    target: PLATFORM_PUBLISHED,
    request: (slug) => ({ method: 'PATCH', url: `/api/news/${slug}`, json: edit }),
    expected: only({ admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: "PATCH /news/:slug (the platform's, draft)",
    target: PLATFORM_DRAFT,
    request: (slug) => ({ method: 'PATCH', url: `/api/news/${slug}`, json: edit }),
    expected: only({ admin: 200 }, 404),
    anonymous: 401,
  },
  {
    name: "PATCH /news/:slug (Zürich's, published)",
    target: ZURICH_PUBLISHED,
    request: (slug) => ({ method: 'PATCH', url: `/api/news/${slug}`, json: edit }),
    expected: only({ member: 200, admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: "PATCH /news/:slug (Zürich's, draft)",
    target: ZURICH_DRAFT,
    request: (slug) => ({ method: 'PATCH', url: `/api/news/${slug}`, json: { status: 'published' } }),
    expected: only({ member: 200, admin: 200 }, 404),
    anonymous: 401,
  },
  {
    name: "PATCH /news/:slug (Zürich's, moved to the platform's news)",
    target: ZURICH_PUBLISHED,
    request: (slug) => ({ method: 'PATCH', url: `/api/news/${slug}`, json: { organisation: null } }),
    expected: only({ admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: "PATCH /news/:slug (Zürich's, moved to Berlin's news)",
    target: ZURICH_PUBLISHED,
    request: (slug) => ({ method: 'PATCH', url: `/api/news/${slug}`, json: { organisation: 'berlin' } }),
    expected: only({ admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: "DELETE /news/:slug (the platform's, published)",
    target: PLATFORM_PUBLISHED,
    request: (slug) => ({ method: 'DELETE', url: `/api/news/${slug}` }),
    expected: only({ admin: 204 }, 403),
    anonymous: 401,
  },
  {
    name: "DELETE /news/:slug (Zürich's, published)",
    target: ZURICH_PUBLISHED,
    request: (slug) => ({ method: 'DELETE', url: `/api/news/${slug}` }),
    expected: only({ member: 204, admin: 204 }, 403),
    anonymous: 401,
  },
  {
    name: "DELETE /news/:slug (Zürich's, draft)",
    target: ZURICH_DRAFT,
    request: (slug) => ({ method: 'DELETE', url: `/api/news/${slug}` }),
    expected: only({ member: 204, admin: 204 }, 404),
    anonymous: 401,
  },
  {
    name: "GET /news/:slug/source (Zürich's, published)",
    target: ZURICH_PUBLISHED,
    request: (slug) => ({ method: 'GET', url: `/api/news/${slug}/source` }),
    expected: only({ member: 200, admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: "GET /news/:slug/source (Zürich's, draft)",
    target: ZURICH_DRAFT,
    request: (slug) => ({ method: 'GET', url: `/api/news/${slug}/source` }),
    expected: only({ member: 200, admin: 200 }, 404),
    anonymous: 401,
  },
  {
    name: 'GET /news/drafts',
    request: () => ({ method: 'GET', url: '/api/news/drafts' }),
    expected: only({ member: 200, otherMember: 200, admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: "GET /news/:slug (Zürich's, draft)",
    target: ZURICH_DRAFT,
    request: (slug) => ({ method: 'GET', url: `/api/news/${slug}` }),
    expected: only({ member: 200, admin: 200 }, 404),
    anonymous: 404,
  },
  {
    name: "GET /news/:slug (the platform's, draft)",
    target: PLATFORM_DRAFT,
    request: (slug) => ({ method: 'GET', url: `/api/news/${slug}` }),
    expected: only({ admin: 200 }, 404),
    anonymous: 404,
  },
  {
    name: "GET /news/:slug (Zürich's, published)",
    target: ZURICH_PUBLISHED,
    request: (slug) => ({ method: 'GET', url: `/api/news/${slug}` }),
    expected: only({}, 200),
    anonymous: 200,
  },
  {
    name: 'GET /news',
    request: () => ({ method: 'GET', url: '/api/news' }),
    expected: only({}, 200),
    anonymous: 200,
  },
  {
    name: 'GET /news.rss',
    request: () => ({ method: 'GET', url: '/api/news.rss' }),
    expected: only({}, 200),
    anonymous: 200,
  },
  {
    name: 'GET /news.atom',
    request: () => ({ method: 'GET', url: '/api/news.atom' }),
    expected: only({}, 200),
    anonymous: 200,
  },
];

const isWrite = (r: Request) => r.method !== 'GET';

async function check(cell: Cell, actor: Actor, status: number) {
  const slug = await freshArticle(cell.target);
  const before = cell.target ? await storedArticle(t, slug) : null;
  const res = await send(cell.request(slug), actor);
  expect(res.statusCode, res.body).toBe(status);
  if (status >= 400) {
    expect(res.json()).toMatchObject({ statusCode: status });
    // A refused request leaves the article as it was (and a 404 says nothing a missing slug would not).
    if (cell.target) expect(await storedArticle(t, slug)).toEqual(before);
    if (status === 404) expect(res.json().message).toBe(`Article ${slug} not found`);
  } else if (cell.target && isWrite(cell.request(slug))) {
    expect(await storedArticle(t, slug)).not.toEqual(before);
  }
}

describe('every news endpoint, by each kind of person', () => {
  it.each(CELLS.map((c) => [c.name, c] as const))('%s: anonymous', async (_name, cell) => {
    await check(cell, 'anonymous', cell.anonymous);
  });

  const cells = CELLS.flatMap((cell) =>
    (Object.entries(cell.expected) as [Person, number][]).map(([actor, status]) => [cell.name, actor, status, cell] as const),
  );
  it.each(cells)('%s as %s: %i', async (_name, actor, status, cell) => {
    await check(cell, actor, status);
  });
});
