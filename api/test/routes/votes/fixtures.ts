// What the interaction tests share: distinct spots picked from the demo data by what they need
// (region, polarity, fixed), people (the demo accounts through the real sign-in, and extra
// accounts inserted into the database with real access tokens), and the counts as the database
// holds them, so every test compares a counter with the rows it counts.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { signAccessToken } from '../../../src/auth/jwt.ts';
import type { TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, signIn } from '../../helpers/auth.ts';
import { expectedSpots, type ExpectedSpot } from '../../helpers/expected.ts';

export interface Person {
  userId: number;
  token: string;
}

export type DemoPerson = keyof typeof DEMO_ACCOUNTS;

/** The six demo accounts, signed in through POST /api/auth/login. */
export async function signInDemo(t: TestApp): Promise<Record<DemoPerson, Person>> {
  const entries = await Promise.all(
    (Object.keys(DEMO_ACCOUNTS) as DemoPerson[]).map(async (key) => {
      const signedIn = await signIn(t, DEMO_ACCOUNTS[key].email);
      return [key, { userId: signedIn.userId, token: signedIn.accessToken }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DemoPerson, Person>;
}

let crowdSerial = 0;

/** `count` new accounts (role user), each with an access token signed with the app's keys. */
export async function insertPeople(t: TestApp, count: number): Promise<Person[]> {
  const run = `${process.pid}-${Date.now().toString(36)}-${crowdSerial++}`;
  const rows = await t.db.kysely
    .insertInto('users')
    .values(Array.from({ length: count }, (_, i) => ({ username: `crowd-${run}-${i}`, email: `crowd-${run}-${i}@example.org` })))
    .returning('id')
    .execute();
  const authTime = Math.floor(Date.now() / 1000);
  return Promise.all(
    rows.map(async ({ id }) => ({
      userId: id,
      token: await signAccessToken(t.app.tokenKeys, { userId: id, role: 'user', authTime, sessionId: randomUUID() }, 900),
    })),
  );
}

/** Hands out distinct current bikeable spots, so no two tests of a file touch the same one. */
export class SpotPicker {
  private readonly used = new Set<number>();
  private readonly spots: ExpectedSpot[];
  readonly zuerichRegionId: number;

  constructor(private readonly t: TestApp) {
    this.spots = expectedSpots(t.data).filter((s) => s.platform === 'bikeable' && s.country === 'ch' && !s.archived);
    const region = t.data.regions.find((r) => r.slug === 'zuerich');
    if (!region) throw new Error('no region zuerich in the demo data');
    this.zuerichRegionId = region.id;
  }

  /** A spot in (or outside) Zürich, with the given polarity and state. */
  pick(where: { inZuerich: boolean; famed: boolean; fixed?: boolean }): ExpectedSpot {
    const spot = this.spots.find(
      (s) =>
        !this.used.has(s.id) &&
        s.regionIds.includes(this.zuerichRegionId) === where.inZuerich &&
        s.famed === where.famed &&
        s.fixed === (where.fixed ?? false),
    );
    if (!spot) throw new Error(`no unused demo spot with ${JSON.stringify(where)}`);
    this.used.add(spot.id);
    return spot;
  }
}

/** The spot's counters and the rows they count, as the database holds them now. */
export async function spotCounts(t: TestApp, spotId: number) {
  const { rows } = await sql<{ vote_count: number; votes: number; comment_count: number; comments: number; proposals: number; fixed: boolean }>`
    SELECT s.vote_count, (SELECT count(*)::int FROM votes v WHERE v.spot_id = s.id) AS votes,
      s.comment_count, (SELECT count(*)::int FROM comments c WHERE c.spot_id = s.id) AS comments,
      (SELECT count(*)::int FROM fix_proposals f WHERE f.spot_id = s.id) AS proposals, s.fixed
    FROM spots s WHERE s.id = ${spotId}`.execute(t.db.kysely);
  const row = rows[0];
  if (!row) throw new Error(`no spot ${spotId}`);
  return row;
}

export const bikeable = { 'moveable-platform': 'bikeable' } as const;

/** A JSON request as a person (or anonymously), on bikeable unless headers say otherwise. */
export function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...bikeable, ...(who ? bearer(who.token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Soft-deletes a spot as DELETE /spots/:id does, for the 404 cases. */
export async function softDelete(t: TestApp, spotId: number): Promise<void> {
  await t.db.kysely.updateTable('spots').set({ deleted_at: new Date() }).where('id', '=', spotId).execute();
}
