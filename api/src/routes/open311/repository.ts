// Open311 in SQL: categories as services, current spots as service requests (deleted, hidden and
// merged ones never: deleted_at), each with its latest official answer and the towns responsible
// for it (domain/spots/responsibility.ts's rule: a town whose regions contain the spot).
import type { Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB, Labels } from '../../db/schema.ts';

type Db = Kysely<DB>;

export interface Scope {
  platform: Platform;
  /** null: every country of the platform. */
  country: string | null;
}

export interface ServiceRow {
  slug: string;
  labels: Labels;
  temporary: boolean;
}

export async function listServices(db: Db, platform: Platform): Promise<ServiceRow[]> {
  return db
    .selectFrom('categories')
    .select(['slug', 'labels', 'temporary'])
    .where(sql<boolean>`${platform} = ANY (platforms)`)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function categoryBySlug(db: Db, platform: Platform, slug: string): Promise<{ id: number; temporary: boolean } | null> {
  const row = await db
    .selectFrom('categories')
    .select(['id', 'temporary'])
    .where('slug', '=', slug)
    .where(sql<boolean>`${platform} = ANY (platforms)`)
    .executeTakeFirst();
  return row ?? null;
}

export interface RequestRow {
  id: number;
  title: string;
  description: string;
  fixed: boolean;
  archived: boolean;
  lat: number;
  lng: number;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  cover_photo_id: number | null;
  created_at: Date;
  updated_at: Date;
  category_slug: string | null;
  category_labels: Labels | null;
  answer_status: string | null;
  answer_text: string | null;
  answer_planned_for: string | null;
  answer_at: Date | null;
  agencies: string | null;
}

export interface RequestFilter {
  ids?: number[];
  serviceCodes?: string[];
  start?: Date;
  end?: Date;
  /** undefined: both. */
  closed?: boolean;
  limit: number;
}

export async function findRequests(db: Db, scope: Scope, f: RequestFilter): Promise<RequestRow[]> {
  const where = [sql`s.deleted_at IS NULL`, sql`s.platform = ${scope.platform}`];
  if (scope.country !== null) where.push(sql`s.country = ${scope.country}`);
  if (f.ids) where.push(sql`s.id = ANY (${f.ids}::bigint[])`);
  if (f.start) where.push(sql`s.created_at >= ${f.start}`);
  if (f.end) where.push(sql`s.created_at <= ${f.end}`);
  if (f.closed === true) where.push(sql`(s.fixed OR s.archived)`);
  if (f.closed === false) where.push(sql`NOT s.fixed AND NOT s.archived`);
  if (f.serviceCodes) {
    const other = f.serviceCodes.includes('other');
    where.push(sql`(s.category_ids && ARRAY(SELECT c.id FROM categories c WHERE c.slug = ANY (${f.serviceCodes}::text[]))
      ${other ? sql`OR cardinality(s.category_ids) = 0` : sql``})`);
  }
  const { rows } = await sql<RequestRow>`
    SELECT s.id, s.title, s.description, s.fixed, s.archived, s.location[1] AS lat, s.location[0] AS lng,
      s.street, s.postal_code, s.city, s.cover_photo_id, s.created_at, s.updated_at,
      c.slug AS category_slug, c.labels AS category_labels,
      a.status AS answer_status, a.text AS answer_text, a.planned_for::text AS answer_planned_for, a.created_at AS answer_at,
      (SELECT string_agg(o.name, '; ' ORDER BY o.name) FROM organisations o
        WHERE o.type = 'town' AND o.platform = s.platform
          AND EXISTS (SELECT 1 FROM organisation_regions orr WHERE orr.organisation_id = o.id AND orr.region_id = ANY (s.region_ids))) AS agencies
    FROM spots s
    LEFT JOIN LATERAL (SELECT c.slug, c.labels FROM categories c WHERE c.id = ANY (s.category_ids) ORDER BY c.position, c.id LIMIT 1) c ON true
    LEFT JOIN LATERAL (SELECT oa.status, oa.text, oa.planned_for, oa.created_at FROM official_answers oa
      WHERE oa.spot_id = s.id ORDER BY oa.created_at DESC, oa.id DESC LIMIT 1) a ON true
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${f.limit}`.execute(db);
  return rows;
}

export interface NewRequest {
  platform: Platform;
  country: string;
  title: string;
  description: string;
  lat: number;
  lng: number;
  address: string | null;
  category: { id: number; temporary: boolean } | null;
  apiKeyId: number;
  requester: { email: string | null; first_name: string | null; last_name: string | null; phone: string | null };
}

/** Same archive rule as a spot made on the site (routes/spots/archive-date.ts): 30 days for a temporary category. */
const ARCHIVE_AFTER_DAYS = 30;

export async function insertRequest(db: Db, r: NewRequest): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('spots')
      .values({
        platform: r.platform,
        country: r.country,
        title: r.title,
        description: r.description,
        // A report of something to fix, not a place to praise.
        famed: false,
        location: sql<string>`point(${r.lng}::float8, ${r.lat}::float8)`,
        street: r.address,
        // No person: the organisation's system, through its key (api/README.md, "Open311").
        author_id: null,
        api_key_id: r.apiKeyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (r.category) {
      await trx.insertInto('spot_categories').values({ spot_id: id, category_id: r.category.id }).execute();
      if (r.category.temporary) {
        await sql`UPDATE spots SET archive_at = created_at + make_interval(days => ${ARCHIVE_AFTER_DAYS}) WHERE id = ${id}`.execute(trx);
      }
    }
    const q = r.requester;
    if (q.email || q.first_name || q.last_name || q.phone)
      await trx
        .insertInto('open311_requesters')
        .values({ spot_id: id, ...q })
        .execute();
    return id;
  });
}
