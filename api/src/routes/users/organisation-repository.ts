// Organisations as seen by accounts: finding one by slug, who belongs to it and in which role.
import type { OrganisationRole, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

export async function findOrganisationRef(db: Db, platform: Platform, slug: string): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('platform', '=', platform)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ?? null;
}

export async function organisationName(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('organisations').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

export async function organisationRoleOf(db: Db, userId: number, organisationId: number): Promise<OrganisationRole | null> {
  const row = await db
    .selectFrom('organisation_members')
    .select('role')
    .where('user_id', '=', userId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Adds the person to the organisation. An invitation never demotes: an admin stays admin. */
export async function addMembership(db: Db, organisationId: number, userId: number, role: OrganisationRole): Promise<void> {
  await db
    .insertInto('organisation_members')
    .values({ organisation_id: organisationId, user_id: userId, role })
    .onConflict((oc) =>
      oc.columns(['organisation_id', 'user_id']).doUpdateSet({
        role: sql<OrganisationRole>`CASE WHEN organisation_members.role = 'admin' THEN 'admin' ELSE excluded.role END`,
      }),
    )
    .execute();
}
