// An organisation's members and pending invitations in SQL. Member changes run in the caller's
// transaction, after the organisation's row is locked (domain/organisations/organisation-access.ts).
import type { OrganisationInvitation, OrganisationMember, OrganisationRole } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

function memberQuery(db: Db, organisationId: number) {
  return db
    .selectFrom('organisation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.username', 'u.email', 'm.role', 'm.created_at'])
    .where('m.organisation_id', '=', organisationId)
    .where('u.deleted_at', 'is', null);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>;

export const toMember = (row: MemberRow): OrganisationMember => ({
  userId: row.user_id,
  username: row.username ?? '',
  email: row.email ?? '',
  role: row.role,
  since: new Date(row.created_at).toISOString(),
});

export async function listMembers(db: Db, organisationId: number): Promise<OrganisationMember[]> {
  const rows = await memberQuery(db, organisationId)
    .orderBy(sql`m.role = 'admin'`, 'desc')
    .orderBy(sql`lower(u.username)`)
    .orderBy('m.user_id')
    .execute();
  return rows.map(toMember);
}

export async function findMember(db: Db, organisationId: number, userId: number): Promise<OrganisationMember | null> {
  const row = await memberQuery(db, organisationId).where('m.user_id', '=', userId).executeTakeFirst();
  return row ? toMember(row) : null;
}

export async function countAdmins(db: Db, organisationId: number): Promise<number> {
  const row = await db
    .selectFrom('organisation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.organisation_id', '=', organisationId)
    .where('m.role', '=', 'admin')
    .where('u.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setRole(db: Db, organisationId: number, userId: number, role: OrganisationRole): Promise<void> {
  await db.updateTable('organisation_members').set({ role }).where('organisation_id', '=', organisationId).where('user_id', '=', userId).execute();
}

export async function removeMember(db: Db, organisationId: number, userId: number): Promise<void> {
  await db.deleteFrom('organisation_members').where('organisation_id', '=', organisationId).where('user_id', '=', userId).execute();
}

/** Invitations nobody has used yet that still work. */
export async function listInvitations(db: Db, organisationId: number): Promise<OrganisationInvitation[]> {
  const rows = await db
    .selectFrom('one_time_tokens as t')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 't.created_by').on('u.deleted_at', 'is', null))
    .select(['t.id', 't.email', 't.organisation_role', 't.created_at', 't.expires_at', 'u.id as inviter_id', 'u.username as inviter_name'])
    .where('t.purpose', '=', 'invite')
    .where('t.organisation_id', '=', organisationId)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.organisation_role ?? 'member',
    invitedBy: row.inviter_id !== null && row.inviter_name !== null ? { id: row.inviter_id, username: row.inviter_name } : null,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }));
}

/**
 * Deletes an unused invitation of the organisation and returns what it was; null if there is none.
 * Its link then finds no token and fails like any unknown link.
 */
export async function deleteInvitation(db: Db, organisationId: number, id: number) {
  const row = await db
    .deleteFrom('one_time_tokens')
    .where('id', '=', id)
    .where('purpose', '=', 'invite')
    .where('organisation_id', '=', organisationId)
    .where('used_at', 'is', null)
    .returning(['id', 'email', 'organisation_role', 'expires_at'])
    .executeTakeFirst();
  return row ?? null;
}
