// Links sent by e-mail (password reset, invitation, e-mail confirmation) carry a random token;
// the database keeps its SHA-256 only. A token works once: claiming it is one conditional UPDATE,
// so two requests racing with the same link cannot both use it.
import type { OrganisationRole } from '@moveable/contract';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, OneTimeTokenPurpose, OneTimeTokensTable } from '../db/schema.ts';
import { badRequest, type HttpError } from '../http/errors.ts';
import { hashToken } from './jwt.ts';

const HOUR = 3_600_000;
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = { reset: HOUR, invite: 7 * 24 * HOUR, confirm: 7 * 24 * HOUR };

export type OneTimeToken = Selectable<OneTimeTokensTable>;

export interface NewOneTimeToken {
  purpose: OneTimeTokenPurpose;
  email: string;
  userId?: number | null;
  organisationId?: number | null;
  organisationRole?: OrganisationRole | null;
  createdBy?: number | null;
}

/** Stores a new token and returns it: the only time it exists in clear, for the e-mail's link. */
export async function createOneTimeToken(db: Kysely<DB>, token: NewOneTimeToken): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db
    .insertInto('one_time_tokens')
    .values({
      purpose: token.purpose,
      token_hash: hashToken(raw),
      email: token.email,
      user_id: token.userId ?? null,
      organisation_id: token.organisationId ?? null,
      organisation_role: token.organisationRole ?? null,
      created_by: token.createdBy ?? null,
      expires_at: new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS[token.purpose]),
    })
    .execute();
  return raw;
}

function unusable(expired: boolean): HttpError {
  return expired
    ? badRequest('This link has expired. Please ask for a new one.', 'token', 'token_expired')
    : badRequest('This link is not valid or has already been used.', 'token', 'token_invalid');
}

async function whyUnusable(db: Kysely<DB>, purpose: OneTimeTokenPurpose, tokenHash: string): Promise<HttpError> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select([sql<boolean>`used_at IS NULL AND expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return unusable(row?.expired ?? false);
}

/** The token if it could be used now (a cheap check before expensive work); throws 400 otherwise. */
export async function findUsableToken(db: Kysely<DB>, purpose: OneTimeTokenPurpose, raw: string): Promise<OneTimeToken> {
  const tokenHash = hashToken(raw);
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw await whyUnusable(db, purpose, tokenHash);
  return row;
}

/** Uses the token up (in the caller's transaction) and returns it; throws 400 if it can't be used. */
export async function claimOneTimeToken(trx: Kysely<DB>, purpose: OneTimeTokenPurpose, raw: string): Promise<OneTimeToken> {
  const tokenHash = hashToken(raw);
  const row = await trx
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await whyUnusable(trx, purpose, tokenHash);
  return row;
}

/** Other open links of the same purpose stop working (a new password retires older reset links). */
export async function retireOneTimeTokens(trx: Kysely<DB>, purpose: OneTimeTokenPurpose, userId: number): Promise<void> {
  await trx
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
