// Everything we hold about a person, for GET /users/me/export (the data-export right users asked
// for). Read in one REPEATABLE READ transaction: one consistent snapshot, even while the person
// keeps using the site in another tab. Secrets (password hash, token hashes) are never included.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { avatarUrl } from '../../domain/users/accounts.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function pointToLatLng(point: string): { lat: number; lng: number } {
  const [lng = NaN, lat = NaN] = point.replace(/[()]/g, '').split(',').map(Number);
  return { lat, lng };
}

export async function exportAccount(db: Kysely<DB>, userId: number) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const u = await trx.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!u) return null;
      const memberships = await trx
        .selectFrom('organisation_members as m')
        .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
        .select(['o.slug', 'o.name', 'o.platform', 'm.role', 'm.created_at'])
        .where('m.user_id', '=', userId)
        .orderBy('o.slug')
        .execute();
      const identities = await trx
        .selectFrom('identities')
        .select(['provider', 'subject', 'email', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      const sessions = await trx
        .selectFrom('refresh_tokens')
        .select([
          'family',
          sql<Date>`min(authenticated_at)`.as('signed_in_at'),
          sql<Date>`max(created_at)`.as('last_refreshed_at'),
          sql<Date>`max(expires_at)`.as('expires_at'),
          sql<Date | null>`max(revoked_at)`.as('revoked_at'),
        ])
        .where('user_id', '=', userId)
        .groupBy('family')
        .orderBy('signed_in_at')
        .execute();
      const spots = await trx
        .selectFrom('spots as s')
        .select([
          's.id',
          's.legacy_id',
          's.platform',
          's.country',
          's.title',
          's.description',
          's.famed',
          's.location',
          's.street',
          's.postal_code',
          's.city',
          's.country_code',
          's.fixed',
          's.archived',
          's.vote_count',
          's.comment_count',
          's.created_at',
          's.updated_at',
          's.deleted_at',
          sql<
            string[]
          >`ARRAY(SELECT c.slug FROM spot_categories sc JOIN categories c ON c.id = sc.category_id WHERE sc.spot_id = s.id ORDER BY c.slug)`.as(
            'categories',
          ),
        ])
        .where('s.author_id', '=', userId)
        .orderBy('s.id')
        .execute();
      const photos = await trx
        .selectFrom('photos as p')
        .innerJoin('spots as s', 's.id', 'p.spot_id')
        .select(['p.id', 's.id as spot_id', 'p.width', 'p.height', 'p.shows_fix', 'p.created_at'])
        .where('s.author_id', '=', userId)
        .orderBy('p.spot_id')
        .orderBy('p.position')
        .orderBy('p.id')
        .execute();
      const comments = await trx
        .selectFrom('comments')
        .select(['id', 'spot_id', 'parent_id', 'body', 'created_at', 'edited_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const votes = await trx.selectFrom('votes').select(['spot_id', 'created_at']).where('user_id', '=', userId).orderBy('spot_id').execute();
      const commentVotes = await trx
        .selectFrom('comment_votes')
        .select(['comment_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('comment_id')
        .execute();
      const fixProposals = await trx
        .selectFrom('fix_proposals')
        .select(['spot_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('spot_id')
        .execute();
      const reports = await trx
        .selectFrom('reports')
        .select(['spot_id', 'comment_id', 'reason', 'created_at', 'resolved_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const uploads = await trx
        .selectFrom('photos')
        .select(['id', 'spot_id', 'shows_fix', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();

      const photosBySpot = new Map<number, typeof photos>();
      for (const p of photos) photosBySpot.set(p.spot_id, [...(photosBySpot.get(p.spot_id) ?? []), p]);
      return {
        exportedAt: new Date().toISOString(),
        user: {
          id: u.id,
          username: u.username,
          email: u.email,
          emailConfirmedAt: iso(u.email_confirmed_at),
          legacyId: u.legacy_id,
          firstLogin: iso(u.first_login),
          locale: u.locale,
          country: u.country,
          avatarUrl: avatarUrl(u.avatar_key),
          bio: u.bio,
          emailNotifications: u.email_notifications,
          role: u.role,
          createdAt: iso(u.created_at),
          updatedAt: iso(u.updated_at),
        },
        memberships: memberships.map((m) => ({
          organisation: { slug: m.slug, name: m.name, platform: m.platform },
          role: m.role,
          since: iso(m.created_at),
        })),
        identities: identities.map((i) => ({
          provider: i.provider,
          subject: i.subject,
          email: i.email,
          createdAt: iso(i.created_at),
          lastUsedAt: iso(i.last_used_at),
        })),
        sessions: sessions.map((s) => ({
          signedInAt: iso(s.signed_in_at),
          lastRefreshedAt: iso(s.last_refreshed_at),
          expiresAt: iso(s.expires_at),
          revokedAt: iso(s.revoked_at),
        })),
        spots: spots.map((s) => ({
          id: s.id,
          legacyId: s.legacy_id,
          platform: s.platform,
          country: s.country,
          title: s.title,
          description: s.description,
          famed: s.famed,
          location: pointToLatLng(s.location),
          address: { street: s.street, postalCode: s.postal_code, city: s.city, country: s.country_code?.toUpperCase() ?? null },
          categories: s.categories,
          fixed: s.fixed,
          archived: s.archived,
          votes: s.vote_count,
          comments: s.comment_count,
          photos: (photosBySpot.get(s.id) ?? []).map((p) => ({
            id: p.id,
            url: `/api/photos/${p.id}`,
            width: p.width,
            height: p.height,
            showsFix: p.shows_fix,
            createdAt: iso(p.created_at),
          })),
          createdAt: iso(s.created_at),
          updatedAt: iso(s.updated_at),
          deletedAt: iso(s.deleted_at),
        })),
        comments: comments.map((c) => ({
          id: c.id,
          spotId: c.spot_id,
          parentId: c.parent_id,
          body: c.body,
          createdAt: iso(c.created_at),
          editedAt: iso(c.edited_at),
        })),
        votes: votes.map((v) => ({ spotId: v.spot_id, createdAt: iso(v.created_at) })),
        commentVotes: commentVotes.map((v) => ({ commentId: v.comment_id, createdAt: iso(v.created_at) })),
        fixProposals: fixProposals.map((f) => ({ spotId: f.spot_id, createdAt: iso(f.created_at) })),
        reports: reports.map((r) => ({
          spotId: r.spot_id,
          commentId: r.comment_id,
          reason: r.reason,
          createdAt: iso(r.created_at),
          resolvedAt: iso(r.resolved_at),
        })),
        photosUploaded: uploads.map((p) => ({
          id: p.id,
          spotId: p.spot_id,
          url: `/api/photos/${p.id}`,
          showsFix: p.shows_fix,
          createdAt: iso(p.created_at),
        })),
      };
    });
}
