// Self-service account deletion, in one transaction: either everything below happens or nothing.
//
// - anonymise: the person's spots and comments stay, without an author; their votes stay counted.
// - delete: their spots go (with everything on them), and so do their comments elsewhere, replies
//   to those comments, and their votes; the counters on other spots go down with them.
//
// In both modes the account row becomes a tombstone with no personal data (it keeps the votes of
// "anonymise" pointing at a valid id), and memberships, identities, sessions, open links and
// queued e-mails to the address are deleted. Files are removed by the caller after the commit.
import { sql, type Kysely } from 'kysely';
import { revokeAllRefreshTokens } from '../../auth/refresh-tokens.ts';
import type { DB } from '../../db/schema.ts';

export type DeletionMode = 'anonymise' | 'delete';

export interface DeletedAccount {
  avatarKey: string | null;
  /** The files of the photos that went: single files (demo photos, which rows may share: check first) and sized uploads. */
  photoFiles: { storageKey: string; variants: string[] }[];
  /** The sessions that ended: to announce once committed (their access tokens are refused). */
  endedSessions: string[];
}

async function deleteContributions(trx: Kysely<DB>, userId: number): Promise<DeletedAccount['photoFiles']> {
  // The photos of their spots, and the photos they added to other spots or never attached.
  const photos = await trx
    .deleteFrom('photos')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('spot_id', 'in', eb.selectFrom('spots').select('id').where('author_id', '=', userId))]))
    .returning(['storage_key', 'variants'])
    .execute();
  // Cascades to the spots' photos, comments, votes, official answers and links.
  await trx.deleteFrom('spots').where('author_id', '=', userId).execute();
  // Each counter goes down by the rows that went, in one UPDATE per table (atomic per row).
  await sql`WITH gone AS (
      DELETE FROM comments WHERE user_id = ${userId} OR parent_id IN (SELECT id FROM comments WHERE user_id = ${userId})
      RETURNING spot_id)
    UPDATE spots s SET comment_count = s.comment_count - g.n
    FROM (SELECT spot_id, count(*)::int AS n FROM gone GROUP BY spot_id) g WHERE s.id = g.spot_id`.execute(trx);
  await sql`WITH gone AS (DELETE FROM votes WHERE user_id = ${userId} RETURNING spot_id)
    UPDATE spots s SET vote_count = s.vote_count - g.n
    FROM (SELECT spot_id, count(*)::int AS n FROM gone GROUP BY spot_id) g WHERE s.id = g.spot_id`.execute(trx);
  await sql`WITH gone AS (DELETE FROM comment_votes WHERE user_id = ${userId} RETURNING comment_id)
    UPDATE comments c SET vote_count = c.vote_count - g.n
    FROM (SELECT comment_id, count(*)::int AS n FROM gone GROUP BY comment_id) g WHERE c.id = g.comment_id`.execute(trx);
  // A spot their proposal helped fix stays fixed.
  await trx.deleteFrom('fix_proposals').where('user_id', '=', userId).execute();
  return photos.map((p) => ({ storageKey: p.storage_key, variants: p.variants }));
}

/** null when there is no live account with this id (deleted meanwhile). */
export async function deleteAccount(db: Kysely<DB>, userId: number, mode: DeletionMode): Promise<DeletedAccount | null> {
  return db.transaction().execute(async (trx) => {
    // The row lock makes a second, parallel deletion wait and then find a tombstone.
    const user = await trx
      .selectFrom('users')
      .select(['email', 'avatar_key'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;
    let photoFiles: DeletedAccount['photoFiles'];
    if (mode === 'anonymise') {
      await trx.updateTable('spots').set({ author_id: null }).where('author_id', '=', userId).execute();
      await trx.updateTable('comments').set({ user_id: null }).where('user_id', '=', userId).execute();
      // Photos on spots, news covers and organisations' logos stay, without an uploader; uploads
      // never attached go.
      const unattached = await trx
        .deleteFrom('photos')
        .where('user_id', '=', userId)
        .where('spot_id', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('news_articles as a').select('a.id').whereRef('a.cover_photo_id', '=', 'photos.id'))),
        )
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('organisations as o').select('o.id').whereRef('o.logo_photo_id', '=', 'photos.id'))),
        )
        .returning(['storage_key', 'variants'])
        .execute();
      photoFiles = unattached.map((p) => ({ storageKey: p.storage_key, variants: p.variants }));
      await trx.updateTable('photos').set({ user_id: null }).where('user_id', '=', userId).execute();
    } else {
      photoFiles = await deleteContributions(trx, userId);
    }
    // Reports stay for the moderators, without the name of who reported.
    await trx.updateTable('reports').set({ user_id: null }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('organisation_members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('identities').where('user_id', '=', userId).execute();
    const endedSessions = await revokeAllRefreshTokens(trx, userId);
    await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('one_time_tokens')
      .where((eb) => eb.or([eb('user_id', '=', userId), ...(user.email ? [eb('email', '=', user.email)] : [])]))
      .execute();
    if (user.email) await trx.deleteFrom('email_outbox').where('recipient', '=', user.email).execute();
    await trx
      .updateTable('users')
      .set({
        username: null,
        email: null,
        email_confirmed_at: null,
        password_hash: null,
        legacy_id: null,
        first_login: null,
        avatar_key: null,
        bio: '',
        email_notifications: false,
        role: 'user',
        deleted_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', userId)
      .execute();
    return { avatarKey: user.avatar_key, photoFiles, endedSessions };
  });
}

/** Of these photo files, the ones no photo row points at any more (safe to remove). */
export async function unreferencedPhotoKeys(db: Kysely<DB>, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await db.selectFrom('photos').select('storage_key').distinct().where('storage_key', 'in', keys).execute();
  const stillUsed = new Set(used.map((r) => r.storage_key));
  return keys.filter((k) => !stillUsed.has(k));
}
