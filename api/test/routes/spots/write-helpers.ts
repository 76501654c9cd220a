// Shared by the spot write tests: the demo people signed in through the real login, requests with
// their bearer tokens, a valid SpotInput, and photos as POST /photos leaves them (uploaded by
// someone, not attached), written straight into the database.
import { sql } from 'kysely';
import type { TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, signIn } from '../../helpers/auth.ts';

export type Person = 'admin' | 'organisationMember' | 'user' | 'moderator' | 'neighbour';

export interface People {
  ids: Record<Person, number>;
  tokens: Record<Person, string>;
}

const EMAILS: Record<Person, string> = {
  admin: DEMO_ACCOUNTS.admin.email,
  organisationMember: DEMO_ACCOUNTS.organisationAdmin.email,
  user: DEMO_ACCOUNTS.user.email,
  moderator: DEMO_ACCOUNTS.moderator.email,
  neighbour: DEMO_ACCOUNTS.neighbour.email,
};

export async function signInPeople(t: TestApp): Promise<People> {
  const ids = {} as Record<Person, number>;
  const tokens = {} as Record<Person, string>;
  for (const person of Object.keys(EMAILS) as Person[]) {
    const session = await signIn(t, EMAILS[person]);
    ids[person] = session.userId;
    tokens[person] = session.accessToken;
  }
  return { ids, tokens };
}

export const ZURICH = { lat: 47.3769, lng: 8.5417 };
export const BERN = { lat: 46.948, lng: 7.4474 };

export const bikeableCh = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

/** A request as the browser sends it: JSON body, bearer token when given, bikeable/ch unless told. */
export async function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...bikeableCh, ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const type = String(res.headers['content-type'] ?? '');
  return { status: res.statusCode, body: type.includes('json') ? res.json() : res.body, headers: res.headers as Record<string, unknown> };
}

export function spotInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Gefährliche Einmündung',
    description: 'Autos biegen ab, ohne auf Velos zu achten.',
    famed: false,
    location: ZURICH,
    address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
    categoryIds: [1, 3],
    ...overrides,
  };
}

/** Creates a spot through the API (asserting 201) and returns its SpotDetail. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createSpot(t: TestApp, token: string, overrides: Record<string, unknown> = {}, headers?: Record<string, string>): Promise<any> {
  const res = await send(t, 'POST', '/api/spots', { token, body: spotInput(overrides), ...(headers ? { headers } : {}) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A photo as an upload leaves it: stored, owned by `userId`, attached to no spot. */
export async function uploadedPhoto(
  t: TestApp,
  userId: number | null,
  options: { createdAt?: Date; spotId?: number; storageKey?: string; variants?: string[] } = {},
): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO photos (spot_id, user_id, storage_key, variants, width, height, shows_fix, position, created_at)
    VALUES (${options.spotId ?? null}, ${userId}, ${options.storageKey ?? `uploads/test-${Math.random().toString(36).slice(2)}`},
      ${options.variants ?? ['small', 'medium', 'large']}::text[], 1600, 1200, false, 0, ${options.createdAt ?? new Date()})
    RETURNING id`.execute(t.db.kysely);
  return rows[0]!.id;
}

export async function countSpots(t: TestApp): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots`.execute(t.db.kysely);
  return rows[0]!.n;
}

/** The derived columns of a spot row as the triggers left them. */
export async function derivedColumns(t: TestApp, id: number) {
  return t.db.kysely
    .selectFrom('spots')
    .select(['category_ids', 'region_ids', 'cover_photo_id', 'archive_at', 'archived', 'archived_at', 'deleted_at', 'country', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export const regionId = (t: TestApp, slug: string) => t.data.regions.find((r) => r.slug === slug)!.id;

export const DAY_MS = 86_400_000;
