// Who may do what with organisations and premium requests: every endpoint, called by each kind of
// person against a fresh organisation, so that no cell depends on another. Platform admins add
// organisations and change anything; an organisation's own administrators change its descriptions,
// logo, website and contact; its plain members, administrators of another organisation,
// moderators and users change nothing. The premium form is open to everyone; its list to platform
// admins. A refused write leaves the organisation as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { addMember, createOrganisation, organisationInput, storedOrganisation, uniqueSlug } from './organisation-helpers.ts';

type Actor = 'anonymous' | 'user' | 'orgAdmin' | 'orgMember' | 'otherOrgAdmin' | 'moderator' | 'admin';
type Person = Exclude<Actor, 'anonymous'>;
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

let t: TestApp;
const sessions = new Map<Actor, SignedIn>();
const PEOPLE = {
  user: DEMO_ACCOUNTS.user,
  orgAdmin: DEMO_ACCOUNTS.organisationAdmin,
  orgMember: DEMO_ACCOUNTS.neighbour,
  otherOrgAdmin: DEMO_ACCOUNTS.commuter,
  moderator: DEMO_ACCOUNTS.moderator,
  admin: DEMO_ACCOUNTS.admin,
} as const;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  for (const [actor, account] of Object.entries(PEOPLE)) sessions.set(actor as Actor, await signIn(t, account.email));
});
afterAll(() => t.app.close());

interface Request {
  method: 'GET' | 'POST' | 'PATCH';
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

/**
 * The organisation a cell works on: `own` has orgAdmin as its administrator and orgMember as a
 * plain member; `other` has otherOrgAdmin as its administrator.
 */
type Target = 'own' | 'other';

async function freshOrganisation(target: Target | undefined): Promise<string> {
  if (!target) return uniqueSlug('unused');
  const { slug } = await createOrganisation(t, sessions.get('admin')!.accessToken);
  if (target === 'own') {
    await addMember(t, 'bikeable', slug, PEOPLE.orgAdmin.id, 'admin');
    await addMember(t, 'bikeable', slug, PEOPLE.orgMember.id, 'member');
  } else {
    await addMember(t, 'bikeable', slug, PEOPLE.otherOrgAdmin.id, 'admin');
  }
  return slug;
}

type Expected = Record<Person, number>;
const only = (allowed: Partial<Expected>, otherwise: number): Expected => ({
  user: otherwise,
  orgAdmin: otherwise,
  orgMember: otherwise,
  otherOrgAdmin: otherwise,
  moderator: otherwise,
  admin: otherwise,
  ...allowed,
});

interface Cell {
  name: string;
  target?: Target;
  request: (slug: string) => Request;
  expected: Expected;
  anonymous: number;
  /** For a 403 naming the field an organisation admin may not change. */
  field?: string;
}

const patch = (json: Record<string, unknown>) => (slug: string) => ({ method: 'PATCH' as const, url: `/api/organisations/${slug}`, json });
const premiumRequest = {
  organisationName: 'Gemeinde Köniz',
  contactName: 'Anna Muster',
  email: 'anna.muster@example.org',
  message: 'Wir möchten die Karte auf unserer Website zeigen.',
};

const CELLS: Cell[] = [
  {
    name: 'POST /organisations',
    request: () => ({ method: 'POST', url: '/api/organisations', json: organisationInput() }),
    expected: only({ admin: 201 }, 403),
    anonymous: 401,
  },
  ...(
    [
      ['descriptions', { descriptions: { it: 'Nuova descrizione.' } }],
      ['website', { website: 'https://neu.example.ch' }],
      ['contactEmail', { contactEmail: 'neu@example.ch' }],
      // Removing a logo it does not have changes nothing: a 200 all the same.
      ['logoPhotoId', { logoPhotoId: null }],
    ] as const
  ).map(([field, json]): Cell => ({
    name: `PATCH /organisations/:slug (its own, ${field})`,
    target: 'own',
    request: patch(json),
    expected: only({ orgAdmin: 200, admin: 200 }, 403),
    anonymous: 401,
  })),
  ...(
    [
      ['name', { name: 'Neuer Name' }],
      ['names', { names: { en: 'New name' } }],
      ['type', { type: 'sponsor' }],
      ['premium', { premium: true }],
      ['regionIds', { regionIds: [1] }],
      ['country', { country: 'de' }],
    ] as const
  ).map(([field, json]): Cell => ({
    name: `PATCH /organisations/:slug (its own, ${field}: platform admins only)`,
    target: 'own',
    request: patch(json),
    expected: only({ admin: 200 }, 403),
    anonymous: 401,
    field,
  })),
  {
    name: 'PATCH /organisations/:slug (its own, descriptions and premium at once)',
    target: 'own',
    request: patch({ descriptions: { en: 'Premium now' }, premium: true }),
    expected: only({ admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: "PATCH /organisations/:slug (another's, descriptions)",
    target: 'other',
    request: patch({ descriptions: { en: 'Ours now' } }),
    expected: only({ otherOrgAdmin: 200, admin: 200 }, 403),
    anonymous: 401,
  },
  {
    name: 'PATCH /organisations/:slug (unknown)',
    request: patch({ descriptions: { en: 'Nobody' } }),
    expected: only({}, 404),
    anonymous: 401,
  },
  {
    name: 'GET /organisations',
    request: () => ({ method: 'GET', url: '/api/organisations' }),
    expected: only({}, 200),
    anonymous: 200,
  },
  {
    name: 'GET /organisations/:slug',
    target: 'own',
    request: (slug) => ({ method: 'GET', url: `/api/organisations/${slug}` }),
    expected: only({}, 200),
    anonymous: 200,
  },
  {
    name: 'GET /organisations/:slug/statistics',
    target: 'own',
    request: (slug) => ({ method: 'GET', url: `/api/organisations/${slug}/statistics` }),
    expected: only({}, 200),
    anonymous: 200,
  },
  {
    name: 'GET /organisations/:slug/official-answers',
    target: 'own',
    request: (slug) => ({ method: 'GET', url: `/api/organisations/${slug}/official-answers` }),
    expected: only({}, 200),
    anonymous: 200,
  },
  {
    name: 'POST /premium-requests',
    request: () => ({ method: 'POST', url: '/api/premium-requests', json: premiumRequest }),
    expected: only({}, 201),
    anonymous: 201,
  },
  {
    name: 'GET /premium-requests',
    request: () => ({ method: 'GET', url: '/api/premium-requests' }),
    expected: only({ admin: 200 }, 403),
    anonymous: 401,
  },
];

async function check(cell: Cell, actor: Actor, status: number) {
  const slug = await freshOrganisation(cell.target);
  const before = cell.target ? await storedOrganisation(t, slug) : null;
  const request = cell.request(slug);
  const res = await send(request, actor);
  expect(res.statusCode, res.body).toBe(status);
  if (status >= 400) {
    expect(res.json()).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
    // A refused request leaves the organisation as it was.
    if (cell.target) expect(await storedOrganisation(t, slug)).toEqual(before);
    // Its own administrator is told which field is not theirs to change.
    if (status === 403 && actor === 'orgAdmin' && cell.field) expect(res.json().field).toBe(cell.field);
  }
}

describe('every organisation and premium endpoint, by each kind of person', () => {
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
