// Who may do what to a spot: every write of issue 4 (docs/spots-write-api.md), called by each kind
// of person against a fresh target, so that no cell depends on another. The target is a shame spot
// in Zürich written by `author` (with a temporary category, so that it archives), a comment of
// `author` on it and a photo `author` added to it. zuerich@bikeable.ch is a member of the
// organisation whose region contains the spot.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../helpers/auth.ts';

type Actor = 'anonymous' | 'author' | 'other' | 'member' | 'moderator' | 'admin';
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
const ZURICH = { lat: 47.3717, lng: 8.5423 };
const SNOW = 10;
const BIKE_LANE = 1;

let t: TestApp;
let png: Buffer;
const sessions = new Map<Actor, SignedIn>();

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#14BDCC' } })
    .png()
    .toBuffer();
  sessions.set('author', await signIn(t, DEMO_ACCOUNTS.user.email));
  sessions.set('other', await signIn(t, DEMO_ACCOUNTS.neighbour.email));
  sessions.set('member', await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email));
  sessions.set('moderator', await signIn(t, DEMO_ACCOUNTS.moderator.email));
  sessions.set('admin', await signIn(t, DEMO_ACCOUNTS.admin.email));
});
afterAll(() => t.app.close());

function multipart(fields: Record<string, string>): { payload: Buffer; contentType: string } {
  const boundary = `----m${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const file = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...parts, file, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Request {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  json?: Record<string, unknown>;
  form?: Record<string, string>;
}

async function send(r: Request, actor: Actor) {
  const session = sessions.get(actor);
  const auth = session ? bearer(session.accessToken) : {};
  if (r.form) {
    const { payload, contentType } = multipart(r.form);
    return t.app.inject({ method: r.method, url: r.url, payload, headers: { ...HEADERS, ...auth, 'content-type': contentType } });
  }
  return t.app.inject({ method: r.method, url: r.url, ...(r.json ? { payload: r.json } : {}), headers: { ...HEADERS, ...auth } });
}

async function expectCreated(r: Request, actor: Actor): Promise<{ id: number }> {
  const res = await send(r, actor);
  if (res.statusCode !== 201) throw new Error(`${r.method} ${r.url} as ${actor}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** What anyone can read about the target: the spot and its comments. */
async function snapshot(x: Target) {
  const [spot, comments] = await Promise.all([t.get(`/api/spots/${x.spotId}`, HEADERS), t.get(`/api/spots/${x.spotId}/comments`, HEADERS)]);
  return { spot: spot.body, comments: comments.body };
}

interface Target {
  spotId: number;
  commentId: number;
  photoId: number;
}

/** A fresh shame spot of `author` in Zürich, with a comment and a photo of `author`. */
async function freshTarget(): Promise<Target> {
  const spot = await expectCreated(
    { method: 'POST', url: '/api/spots', json: { title: 'Gap in the bike lane', famed: false, location: ZURICH, categoryIds: [SNOW] } },
    'author',
  );
  const comment = await expectCreated({ method: 'POST', url: `/api/spots/${spot.id}/comments`, json: { body: 'Still there today.' } }, 'author');
  const photo = await expectCreated({ method: 'POST', url: `/api/spots/${spot.id}/photos`, form: { showsFix: 'false' } }, 'author');
  return { spotId: spot.id, commentId: comment.id, photoId: photo.id };
}

type Expected = Record<Exclude<Actor, 'anonymous'>, number>;
/** What a cell needs on the target before the request (e.g. the author's vote, for withdrawing one). */
type Arrange = (x: Target) => Promise<unknown>;
const everyone = (status: number): Expected => ({ author: status, other: status, member: status, moderator: status, admin: status });

const WRITES: [string, (x: Target) => Request, Expected, Arrange?][] = [
  ['POST /spots', () => ({ method: 'POST', url: '/api/spots', json: { title: 'New place', famed: true, location: ZURICH } }), everyone(201)],
  [
    'PATCH /spots/:id',
    (x) => ({ method: 'PATCH', url: `/api/spots/${x.spotId}`, json: { title: 'Changed title' } }),
    { author: 200, other: 403, member: 403, moderator: 200, admin: 200 },
  ],
  [
    'DELETE /spots/:id',
    (x) => ({ method: 'DELETE', url: `/api/spots/${x.spotId}` }),
    { author: 204, other: 403, member: 403, moderator: 204, admin: 204 },
  ],
  [
    'POST /spots/:id/categories',
    (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/categories`, json: { categoryId: BIKE_LANE } }),
    everyone(200),
  ],
  [
    'POST /spots/:id/archive-delay',
    (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/archive-delay` }),
    { author: 200, other: 403, member: 403, moderator: 403, admin: 403 },
  ],
  ['POST /spots/:id/votes', (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/votes` }), everyone(201)],
  [
    // Only one's own vote can be withdrawn: the author's stays whoever else asks (they have none).
    'DELETE /spots/:id/votes',
    (x) => ({ method: 'DELETE', url: `/api/spots/${x.spotId}/votes` }),
    { author: 200, other: 409, member: 409, moderator: 409, admin: 409 },
    (x) => expectCreated({ method: 'POST', url: `/api/spots/${x.spotId}/votes` }, 'author'),
  ],
  ['POST /spots/:id/fix-proposals', (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/fix-proposals` }), everyone(201)],
  [
    'POST /spots/:id/fixed',
    (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/fixed` }),
    { author: 403, other: 403, member: 200, moderator: 200, admin: 200 },
  ],
  [
    // Nobody reports their own spot or comment (they edit or delete it).
    'POST /spots/:id/reports',
    (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/reports`, json: { reason: 'Insulting title' } }),
    { author: 403, other: 201, member: 201, moderator: 201, admin: 201 },
  ],
  ['POST /spots/:id/comments', (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/comments`, json: { body: 'Me too' } }), everyone(201)],
  [
    'POST /spots/:id/comments (reply)',
    (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/comments`, json: { body: 'Agreed', parentId: x.commentId } }),
    everyone(201),
  ],
  [
    'PATCH /comments/:id',
    (x) => ({ method: 'PATCH', url: `/api/comments/${x.commentId}`, json: { body: 'Edited text' } }),
    { author: 200, other: 403, member: 403, moderator: 403, admin: 403 },
  ],
  [
    'DELETE /comments/:id',
    (x) => ({ method: 'DELETE', url: `/api/comments/${x.commentId}` }),
    { author: 204, other: 403, member: 403, moderator: 204, admin: 204 },
  ],
  ['POST /comments/:id/votes', (x) => ({ method: 'POST', url: `/api/comments/${x.commentId}/votes` }), everyone(201)],
  [
    'POST /comments/:id/reports',
    (x) => ({ method: 'POST', url: `/api/comments/${x.commentId}/reports`, json: { reason: 'Spam' } }),
    { author: 403, other: 201, member: 201, moderator: 201, admin: 201 },
  ],
  [
    'POST /spots/:id/official-answers',
    (x) => ({
      method: 'POST',
      url: `/api/spots/${x.spotId}/official-answers`,
      json: { organisationId: 1, status: 'planned', plannedFor: '2027-03-01', text: 'We will repaint it in spring.' },
    }),
    { author: 403, other: 403, member: 201, moderator: 403, admin: 201 },
  ],
  ['POST /photos', () => ({ method: 'POST', url: '/api/photos', form: {} }), everyone(201)],
  ['POST /spots/:id/photos', (x) => ({ method: 'POST', url: `/api/spots/${x.spotId}/photos`, form: { showsFix: 'true' } }), everyone(201)],
  [
    'DELETE /photos/:id',
    (x) => ({ method: 'DELETE', url: `/api/photos/${x.photoId}` }),
    { author: 204, other: 403, member: 403, moderator: 204, admin: 204 },
  ],
];

const WRITES_ELSEWHERE = new Set(['POST /spots', 'POST /photos', 'POST /spots/:id/reports', 'POST /comments/:id/reports']);

describe('every spot write, by each kind of person', () => {
  it.each(WRITES)('%s: anonymous gets 401 and nothing changes', async (_name, request, _expected, arrange) => {
    const target = await freshTarget();
    await arrange?.(target);
    const before = await snapshot(target);
    const res = await send(request(target), 'anonymous');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401 });
    expect(await snapshot(target)).toEqual(before);
  });

  const cells = WRITES.flatMap(([name, request, expected, arrange]) =>
    (Object.entries(expected) as [Exclude<Actor, 'anonymous'>, number][]).map(([actor, status]) => [name, actor, status, request, arrange] as const),
  );
  it.each(cells)('%s as %s: %i', async (_name, actor, status, request, arrange) => {
    const target = await freshTarget();
    await arrange?.(target);
    const before = await snapshot(target);
    const res = await send(request(target), actor);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 403 || status === 409) {
      expect(res.json()).toMatchObject({ statusCode: status });
      // A refused write leaves everything as it was.
      expect(await snapshot(target)).toEqual(before);
    } else if (!WRITES_ELSEWHERE.has(_name)) {
      // An allowed write on the target shows on it (reports and new spots or uploads do not).
      expect(await snapshot(target)).not.toEqual(before);
    }
  });
});
