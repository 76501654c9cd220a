// Who writes news: a platform admin writes the platform's news and any organisation's; a member of
// an organisation (either organisation role) writes that organisation's news. Moderators moderate
// spots and comments and write no news. Every write asks here, inside its transaction.
import type { Platform, UserRole } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

export interface Actor {
  id: number;
  role: UserRole;
}

/** What a person may edit on a platform: everything (admins) or their organisations' news. */
export interface EditorScope {
  all: boolean;
  organisationIds: number[];
}

export async function editorScope(db: Kysely<DB>, platform: Platform, actor: Actor): Promise<EditorScope> {
  if (actor.role === 'admin') return { all: true, organisationIds: [] };
  const rows = await db
    .selectFrom('organisation_members as m')
    .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
    .select('o.id')
    .where('m.user_id', '=', actor.id)
    .where('o.platform', '=', platform)
    .execute();
  return { all: false, organisationIds: rows.map((r) => r.id) };
}

export const isEditor = (scope: EditorScope): boolean => scope.all || scope.organisationIds.length > 0;

/** May edit news of this organisation (null: the platform's own news). */
export const mayEdit = (scope: EditorScope, organisationId: number | null): boolean =>
  scope.all || (organisationId !== null && scope.organisationIds.includes(organisationId));

export const notAnEditor = () => forbidden('Only platform administrators and members of its organisation may write this news.', 'forbidden');
