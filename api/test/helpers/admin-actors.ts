// The six kinds of caller of the authorization matrix (issue 13): nobody, a plain user, an admin
// of another organisation (nachbar@ is made admin of Basel), the organisation admin of Zürich
// (zuerich@), a moderator and an admin. Every admin endpoint's test sends each of them and checks
// that exactly the expected ones get through: 401 for nobody, 403 for the others.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { bearer, DEMO_ACCOUNTS, signIn, type SignedIn } from './auth.ts';

export const ACTORS = ['anonymous', 'user', 'otherMember', 'organisationAdmin', 'moderator', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The organisation whose admin is `otherMember` (bikeable, ch), not the one of `organisationAdmin` (zuerich). */
export const OTHER_ORGANISATION = 'basel';

export interface Actors {
  session(actor: Actor): SignedIn | null;
  /** Headers for the actor (platform bikeable, country ch), plus `extra`. */
  headers(actor: Actor, extra?: Record<string, string>): Record<string, string>;
}

export async function signInActors(t: TestApp): Promise<Actors> {
  const other = await t.db.kysely
    .selectFrom('organisations')
    .select('id')
    .where('platform', '=', 'bikeable')
    .where('slug', '=', OTHER_ORGANISATION)
    .executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto('organisation_members')
    .values({ organisation_id: other.id, user_id: DEMO_ACCOUNTS.neighbour.id, role: 'admin' })
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ role: 'admin' }))
    .execute();
  const sessions = new Map<Actor, SignedIn>([
    ['user', await signIn(t, DEMO_ACCOUNTS.user.email)],
    ['otherMember', await signIn(t, DEMO_ACCOUNTS.neighbour.email)],
    ['organisationAdmin', await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email)],
    ['moderator', await signIn(t, DEMO_ACCOUNTS.moderator.email)],
    ['admin', await signIn(t, DEMO_ACCOUNTS.admin.email)],
  ]);
  return {
    session: (actor) => sessions.get(actor) ?? null,
    headers: (actor, extra = {}) => {
      const session = sessions.get(actor);
      return { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch', ...(session ? bearer(session.accessToken) : {}), ...extra };
    },
  };
}

/**
 * Checks one endpoint's row of the matrix: `send` is called once per actor (against a fresh target
 * where the call changes something); the actors in `allowed` must not meet 401/403, the others
 * must (401 for anonymous, 403 for the signed-in).
 */
export async function expectOnlyAllowed(allowed: readonly Actor[], send: (actor: Actor) => Promise<LightMyRequestResponse>): Promise<void> {
  const outcome: Record<string, number> = {};
  const expected: Record<string, number | 'allowed'> = {};
  for (const actor of ACTORS) {
    const res = await send(actor);
    const through = res.statusCode !== 401 && res.statusCode !== 403;
    outcome[actor] = res.statusCode;
    expected[actor] = allowed.includes(actor) ? 'allowed' : actor === 'anonymous' ? 401 : 403;
    if (through && res.statusCode >= 500) throw new Error(`${actor}: ${res.statusCode} ${res.body}`);
  }
  const seen = Object.fromEntries(Object.entries(outcome).map(([actor, status]) => [actor, status === 401 || status === 403 ? status : 'allowed']));
  expect(seen).toEqual(expected);
}
