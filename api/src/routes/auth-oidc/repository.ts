// Who an external sign-in is: the identities table maps (provider, subject) to a user.
// - Known subject: that user.
// - Unknown subject, and the provider vouches for an e-mail address (email_verified) that an
//   account here has confirmed too: that account, linked from now on.
// - Unknown subject, and the address belongs to an account whose address is not confirmed: no.
//   Anyone may sign up with someone else's address and a password; linking would hand the real
//   owner's external sign-in to that account ("pre-account takeover"). The person signs in with
//   the password (or resets it, which confirms the address) instead.
// - Otherwise a new user, with the address only if it is verified (an unverified one could lock
//   its real owner out of signing up, or let them reset their way into this account).
import { type Locale, usernameSchema, type UserRole } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type Db = Kysely<DB>;

export interface ExternalPerson {
  provider: string;
  subject: string;
  /** Lower case; only when the provider says it is verified. */
  verifiedEmail: string | null;
  /** preferred_username, name, the e-mail's local part: where a new username comes from. */
  usernameHints: string[];
  locale: Locale;
  /** Two-letter code or 'world'. */
  country: string;
}

export type ExternalSignIn =
  { status: 'signed-in'; user: { id: number; role: UserRole }; created: boolean; linked: boolean } | { status: 'account_exists' };

const ATTEMPTS = 5;

/** A candidate username from a hint, or null if nothing usable is left of it. */
export function usernameFrom(hint: string): string | null {
  let name = hint
    .normalize('NFKC')
    .replace(/@.*$/, '')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '-')
    .replace(/^[^\p{L}\p{N}]+/u, '');
  name = [...name]
    .slice(0, 30)
    .join('')
    .replace(/[^\p{L}\p{N}]+$/u, '');
  return usernameSchema.safeParse(name).success ? name : null;
}

function withSuffix(base: string): string {
  const suffix = String(Math.floor(1000 + Math.random() * 9000));
  const head = [...base]
    .slice(0, 25)
    .join('')
    .replace(/[^\p{L}\p{N}]+$/u, '');
  return `${head || 'user'}-${suffix}`;
}

async function freeUsername(db: Db, hints: string[], attempt: number): Promise<string> {
  const candidates = hints.map(usernameFrom).filter((n): n is string => n !== null);
  const base = candidates[0] ?? 'user';
  // First attempt: the hints as they are; after that (or when all are taken) with a number.
  if (attempt === 0) {
    for (const name of candidates) {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', name.toLowerCase())
        .executeTakeFirst();
      if (!taken) return name;
    }
  }
  return withSuffix(base);
}

class Retry extends Error {}

/** Finds, links or creates the user for an external sign-in (one transaction; retried on a race). */
export async function signInExternal(db: Db, person: ExternalPerson): Promise<ExternalSignIn> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => attemptSignIn(trx, person, attempt));
    } catch (error) {
      // Two sign-ins of the same new person at once, or a username or e-mail taken meanwhile:
      // the unique index refused one; the next attempt sees the winner's rows.
      if (attempt + 1 < ATTEMPTS && (error instanceof Retry || isUniqueViolation(error))) continue;
      throw error;
    }
  }
}

async function attemptSignIn(trx: Db, person: ExternalPerson, attempt: number): Promise<ExternalSignIn> {
  const known = await trx
    .selectFrom('identities as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['u.id', 'u.role'])
    .where('i.provider', '=', person.provider)
    .where('i.subject', '=', person.subject)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (known) {
    await trx
      .updateTable('identities')
      .set({ last_used_at: sql<Date>`now()`, ...(person.verifiedEmail ? { email: person.verifiedEmail } : {}) })
      .where('provider', '=', person.provider)
      .where('subject', '=', person.subject)
      .execute();
    return { status: 'signed-in', user: known, created: false, linked: false };
  }
  // An identity of a deleted account (deletion removes them, but be sure) does not sign anyone in.
  await trx.deleteFrom('identities').where('provider', '=', person.provider).where('subject', '=', person.subject).execute();

  if (person.verifiedEmail) {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'role', 'email_confirmed_at'])
      .where(sql<string>`lower(email)`, '=', person.verifiedEmail)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (account) {
      if (!account.email_confirmed_at) return { status: 'account_exists' };
      await insertIdentity(trx, person, account.id);
      return { status: 'signed-in', user: { id: account.id, role: account.role }, created: false, linked: true };
    }
  }

  const username = await freeUsername(trx, person.usernameHints, attempt);
  const user = await trx
    .insertInto('users')
    .values({
      username,
      email: person.verifiedEmail,
      email_confirmed_at: person.verifiedEmail ? sql<Date>`now()` : null,
      password_hash: null,
      locale: person.locale,
      country: person.country,
    })
    .returning(['id', 'role'])
    .executeTakeFirstOrThrow();
  await insertIdentity(trx, person, user.id);
  return { status: 'signed-in', user, created: true, linked: false };
}

async function insertIdentity(trx: Db, person: ExternalPerson, userId: number): Promise<void> {
  const row = await trx
    .insertInto('identities')
    .values({ provider: person.provider, subject: person.subject, user_id: userId, email: person.verifiedEmail, last_used_at: sql<Date>`now()` })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  // Someone else inserted it first (the same person, signing in twice at once): start over.
  if (!row) throw new Retry();
}
