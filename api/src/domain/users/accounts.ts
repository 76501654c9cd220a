// Account rows: the User the browser sees, lookups by e-mail and name, and profile updates.
// Deleted accounts (tombstones, deleted_at set) are invisible to every function here.
import type { Locale, OrganisationRole, Platform, ProfilePatch, PublicUser, User, UserRole } from '@moveable/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.ts';

type Db = Kysely<DB>;

export const avatarUrl = (key: string | null): string | null => (key ? `/api/avatars/${key}` : null);

export async function findUser(db: Db, id: number): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  const memberships = await db
    .selectFrom('organisation_members as m')
    .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
    .select(['o.slug', 'o.name', 'o.platform', 'm.role'])
    .where('m.user_id', '=', id)
    .orderBy('o.platform')
    .orderBy('o.slug')
    .execute();
  return toUser(row, memberships);
}

function toUser(row: Selectable<UsersTable>, memberships: { slug: string; name: string; platform: Platform; role: OrganisationRole }[]): User {
  return {
    id: row.id,
    username: row.username ?? '',
    email: row.email,
    firstLogin: row.first_login?.toISOString() ?? null,
    locale: row.locale,
    country: row.country,
    avatarUrl: avatarUrl(row.avatar_key),
    bio: row.bio,
    emailNotifications: row.email_notifications,
    role: row.role,
    memberships: memberships.map((m) => ({ organisation: { slug: m.slug, name: m.name, platform: m.platform }, role: m.role })),
    createdAt: row.created_at.toISOString(),
  };
}

export interface AccountByEmail {
  id: number;
  role: UserRole;
  username: string | null;
  locale: Locale;
  passwordHash: string | null;
}

/** The live account with this (already lower-cased) e-mail address. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountByEmail | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'username', 'locale', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, role: row.role, username: row.username, locale: row.locale, passwordHash: row.password_hash } : null;
}

/** Tombstones included: their e-mail is gone, so they never block anyone. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function usernameTaken(db: Db, username: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Which unique index a failed insert or update hit, if it was one of ours. */
export function uniqueViolation(error: unknown): 'email' | 'username' | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const name = e.constraint ?? e.message ?? '';
  if (name.includes('users_email_lower_key')) return 'email';
  if (name.includes('users_username_lower_key') || name.includes('users_username_key')) return 'username';
  return null;
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  locale: Locale;
  country: string;
  emailConfirmed: boolean;
}

export async function insertUser(db: Db, user: NewUser): Promise<{ id: number; role: UserRole }> {
  return db
    .insertInto('users')
    .values({
      email: user.email,
      username: user.username,
      password_hash: user.passwordHash,
      locale: user.locale,
      country: user.country,
      email_confirmed_at: user.emailConfirmed ? sql<Date>`now()` : null,
    })
    .returning(['id', 'role'])
    .executeTakeFirstOrThrow();
}

export async function updateProfile(db: Db, id: number, patch: ProfilePatch): Promise<void> {
  const values = {
    ...(patch.username !== undefined ? { username: patch.username } : {}),
    ...(patch.bio !== undefined ? { bio: patch.bio } : {}),
    ...(patch.emailNotifications !== undefined ? { email_notifications: patch.emailNotifications } : {}),
    ...(patch.locale !== undefined ? { locale: patch.locale } : {}),
    ...(patch.country !== undefined ? { country: patch.country } : {}),
  };
  await db
    .updateTable('users')
    .set({ ...values, updated_at: sql<Date>`now()` })
    // Onboarding ends once: a second "now" keeps the first date.
    .$if(patch.firstLogin === 'now', (q) => q.set({ first_login: sql<Date>`coalesce(first_login, now())` }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  // Whoever can read mail sent to the address just proved they own it.
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function confirmEmail(db: Db, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())` })
    .where('id', '=', id)
    .execute();
}

/** Replaces the avatar; returns the previous key so its file can go. */
export async function replaceAvatarKey(db: Db, id: number, key: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select('avatar_key').where('id', '=', id).forUpdate().executeTakeFirst();
    await trx
      .updateTable('users')
      .set({ avatar_key: key, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return before?.avatar_key ?? null;
  });
}

const LEGACY_ID = /^[0-9A-Za-z]{17}$/;

/**
 * A current account by legacy id (old /users/{oldId} links) or by username. The legacy id wins,
 * so nobody can take over an old profile link by choosing a username that looks like one.
 */
async function findByNameOrOldId<T>(nameOrOldId: string, find: (where: { legacyId: string } | { username: string }) => Promise<T | undefined>) {
  return (LEGACY_ID.test(nameOrOldId) ? await find({ legacyId: nameOrOldId }) : undefined) ?? (await find({ username: nameOrOldId }));
}

function publicUsers(db: Db, where: { legacyId: string } | { username: string }) {
  const base = db.selectFrom('users as u').where('u.deleted_at', 'is', null);
  return 'legacyId' in where
    ? base.where('u.legacy_id', '=', where.legacyId)
    : base.where(sql<string>`lower(u.username)`, '=', where.username.toLowerCase());
}

/** The id behind a public profile's name or legacy id (the same person findPublicUser shows), or null. */
export async function findPublicUserId(db: Db, nameOrOldId: string): Promise<number | null> {
  const row = await findByNameOrOldId(nameOrOldId, (where) => publicUsers(db, where).select(['u.id', 'u.username']).executeTakeFirst());
  return row && row.username !== null ? row.id : null;
}

/** A public profile, by legacy id or username (findByNameOrOldId). */
export async function findPublicUser(db: Db, platform: Platform, nameOrOldId: string): Promise<PublicUser | null> {
  const row = await findByNameOrOldId(nameOrOldId, (where) =>
    publicUsers(db, where)
      .select((eb) => [
        'u.username',
        'u.avatar_key',
        'u.bio',
        'u.created_at',
        eb
          .selectFrom('spots as s')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('s.author_id', '=', 'u.id')
          .where('s.platform', '=', platform)
          .where('s.deleted_at', 'is', null)
          .as('spot_count'),
      ])
      .executeTakeFirst(),
  );
  if (!row || row.username === null) return null;
  return {
    username: row.username,
    avatarUrl: avatarUrl(row.avatar_key),
    bio: row.bio,
    createdAt: row.created_at.toISOString(),
    spotCount: row.spot_count ?? 0,
  };
}
