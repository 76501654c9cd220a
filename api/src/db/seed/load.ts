// Bulk loading for seed and benchmarks. Each table is written with one INSERT ... SELECT FROM
// unnest($1::type[], $2::type[], ...) per batch: a handful of array parameters instead of one
// parameter per value, so a 5,000-row batch is one short statement on both engines (pg has a
// 65,535-parameter limit, and COPY has no common API across pg and PGlite).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { MembershipRow, OrganisationRow, RegionRow, UserRow } from './base.ts';
import { CATEGORY_ICONS_BY_SLUG, type CategoryDefinition } from './categories.ts';
import { SEED_ANCHOR, type GeneratedBatch } from './generate.ts';
import { ringToPolygonLiteral } from './geometry.ts';

export interface VoteRow {
  spotId: number;
  userId: number;
  createdAt: string;
}

export interface CommentRow {
  id: number;
  spotId: number;
  userId: number;
  parentId: number | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
}

export interface OfficialAnswerRow {
  id: number;
  spotId: number;
  organisationId: number;
  status: string;
  text: string;
  createdAt: string;
}

type Db = Kysely<DB>;

/**
 * An array as a PostgreSQL array literal, for a text[] of arrays: unnest of a 2-D array would
 * flatten it. The values are size names (letters only), so no quoting is needed.
 */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** Demo accounts are confirmed, past onboarding, and share one password (base.ts). */
export async function insertUsers(db: Db, users: readonly UserRow[], passwordHash: string): Promise<void> {
  await sql`INSERT INTO users (id, username, legacy_id, created_at, email, role, password_hash, email_confirmed_at, first_login, updated_at)
    SELECT id, username, legacy_id, created_at, email, role, ${passwordHash}, created_at, created_at, created_at
    FROM unnest(${users.map((u) => u.id)}::bigint[], ${users.map((u) => u.username)}::text[],
      ${users.map((u) => u.legacyId)}::text[], ${users.map((u) => u.createdAt)}::timestamptz[],
      ${users.map((u) => u.email)}::text[], ${users.map((u) => u.role)}::text[])
      AS t(id, username, legacy_id, created_at, email, role)`.execute(db);
}

export async function insertMemberships(db: Db, memberships: readonly MembershipRow[]): Promise<void> {
  if (memberships.length === 0) return;
  await sql`INSERT INTO organisation_members (organisation_id, user_id, role)
    SELECT * FROM unnest(${memberships.map((m) => m.organisationId)}::int[], ${memberships.map((m) => m.userId)}::bigint[],
      ${memberships.map((m) => m.role)}::text[])`.execute(db);
}

export async function insertCategories(db: Db, categories: readonly CategoryDefinition[]): Promise<void> {
  for (const [position, c] of categories.entries()) {
    await sql`INSERT INTO categories (id, slug, labels, temporary, platforms, position, icon)
      VALUES (${c.id}, ${c.slug}, ${JSON.stringify(c.labels)}::jsonb, ${c.temporary}, ${[...c.platforms]}::text[], ${position},
        ${CATEGORY_ICONS_BY_SLUG[c.slug] ?? null})`.execute(db);
  }
}

/** Regions and one shape row per outer ring. Spots already present are assigned by trigger. */
export async function insertRegions(db: Db, regions: readonly RegionRow[]): Promise<void> {
  for (const r of regions) {
    const [minLng, minLat, maxLng, maxLat] = r.bbox;
    await sql`INSERT INTO regions (id, slug, name, country, platform, min_lng, min_lat, max_lng, max_lat)
      VALUES (${r.id}, ${r.slug}, ${r.name}, ${r.country}, ${r.platform}, ${minLng}, ${minLat}, ${maxLng}, ${maxLat})`.execute(db);
    await sql`INSERT INTO region_shapes (region_id, shape)
      SELECT ${r.id}, shape::polygon FROM unnest(${r.rings.map(ringToPolygonLiteral)}::text[]) AS t(shape)`.execute(db);
  }
}

export async function insertOrganisations(db: Db, organisations: readonly OrganisationRow[]): Promise<void> {
  for (const o of organisations) {
    // Dated at the seed's anchor, like the rest of the demo, so two seeds are identical.
    const at = new Date(SEED_ANCHOR).toISOString();
    await sql`INSERT INTO organisations (id, slug, type, name, names, descriptions, website, contact_email, premium, platform, country, created_at, updated_at)
      VALUES (${o.id}, ${o.slug}, ${o.type}, ${o.name}, ${JSON.stringify(o.names)}::jsonb, ${JSON.stringify(o.descriptions)}::jsonb,
        ${o.website}, ${o.contactEmail}, ${o.premium}, ${o.platform}, ${o.country}, ${at}, ${at})`.execute(db);
    await sql`INSERT INTO organisation_regions (organisation_id, region_id)
      SELECT ${o.id}, region_id FROM unnest(${o.regionIds}::int[]) AS t(region_id)`.execute(db);
  }
}

/** A batch to load: the generator's, whose photos may also carry stored sizes (uploads). */
export interface LoadBatch {
  spots: GeneratedBatch['spots'];
  photos: (GeneratedBatch['photos'][number] & { variants?: readonly string[] })[];
}

export async function insertSpotBatch(db: Db, batch: LoadBatch): Promise<void> {
  const s = batch.spots;
  if (s.length > 0) {
    // The derived columns of migrations 0020 and 0031 are filled here too (categories and cover
    // photo from the batch, regions from the shapes), so the link-table triggers find nothing to
    // change: no second version of every row. The triggers stay the authority either way.
    const covers = new Map<number, LoadBatch['photos'][number]>();
    for (const photo of batch.photos) {
      const current = covers.get(photo.spotId);
      if (!current || photo.position < current.position || (photo.position === current.position && photo.id < current.id))
        covers.set(photo.spotId, photo);
    }
    const cover = s.map((r) => covers.get(r.id) ?? null);
    await sql`INSERT INTO spots (id, legacy_id, platform, country, title, description, famed, location,
        street, postal_code, city, country_code, fixed, fixed_at, archived, archived_at,
        vote_count, comment_count, author_id, created_at, updated_at,
        category_ids, region_ids, cover_photo_id, cover_photo_width, cover_photo_height, cover_photo_shows_fix, cover_photo_variants)
      SELECT id, legacy_id, platform, country, title, description, famed, point(lng, lat),
        street, postal_code, city, country_code, fixed, fixed_at, archived, archived_at,
        vote_count, comment_count, author_id, created_at, updated_at,
        category_ids::int[],
        ARRAY(SELECT DISTINCT rs.region_id FROM region_shapes rs
          WHERE rs.bbox @> point(lng, lat) AND rs.shape @> point(lng, lat) ORDER BY rs.region_id),
        cover_id, cover_width, cover_height, cover_shows_fix, cover_variants::text[]
      FROM unnest(
        ${s.map((r) => r.id)}::bigint[], ${s.map((r) => r.legacyId)}::text[], ${s.map((r) => r.platform)}::text[],
        ${s.map((r) => r.country)}::text[], ${s.map((r) => r.title)}::text[], ${s.map((r) => r.description)}::text[],
        ${s.map((r) => r.famed)}::boolean[], ${s.map((r) => r.lng)}::float8[], ${s.map((r) => r.lat)}::float8[],
        ${s.map((r) => r.street)}::text[], ${s.map((r) => r.postalCode)}::text[], ${s.map((r) => r.city)}::text[],
        ${s.map((r) => r.countryCode)}::text[], ${s.map((r) => r.fixed)}::boolean[], ${s.map((r) => r.fixedAt)}::timestamptz[],
        ${s.map((r) => r.archived)}::boolean[], ${s.map((r) => r.archivedAt)}::timestamptz[],
        ${s.map((r) => r.voteCount)}::int[], ${s.map((r) => r.commentCount)}::int[], ${s.map((r) => r.authorId)}::bigint[],
        ${s.map((r) => r.createdAt)}::timestamptz[], ${s.map((r) => r.updatedAt)}::timestamptz[],
        ${s.map((r) => `{${[...new Set(r.categoryIds)].sort((a, b) => a - b).join(',')}}`)}::text[],
        ${cover.map((c) => c?.id ?? null)}::bigint[], ${cover.map((c) => c?.width ?? null)}::int[],
        ${cover.map((c) => c?.height ?? null)}::int[], ${cover.map((c) => c?.showsFix ?? null)}::boolean[],
        ${cover.map((c) => textArray(c?.variants ?? []))}::text[]
      ) AS t(id, legacy_id, platform, country, title, description, famed, lng, lat,
        street, postal_code, city, country_code, fixed, fixed_at, archived, archived_at,
        vote_count, comment_count, author_id, created_at, updated_at,
        category_ids, cover_id, cover_width, cover_height, cover_shows_fix, cover_variants)`.execute(db);
    const links = s.flatMap((r) => r.categoryIds.map((categoryId) => [r.id, categoryId] as const));
    await sql`INSERT INTO spot_categories (spot_id, category_id)
      SELECT * FROM unnest(${links.map((l) => l[0])}::bigint[], ${links.map((l) => l[1])}::int[])`.execute(db);
  }
  const p = batch.photos;
  if (p.length > 0) {
    await sql`INSERT INTO photos (id, spot_id, storage_key, width, height, shows_fix, position, created_at, variants)
      SELECT id, spot_id, storage_key, width, height, shows_fix, position, created_at, variants::text[]
      FROM unnest(${p.map((r) => r.id)}::bigint[], ${p.map((r) => r.spotId)}::bigint[], ${p.map((r) => r.storageKey)}::text[],
        ${p.map((r) => r.width)}::int[], ${p.map((r) => r.height)}::int[], ${p.map((r) => r.showsFix)}::boolean[],
        ${p.map((r) => r.position)}::int[], ${p.map((r) => r.createdAt)}::timestamptz[], ${p.map((r) => textArray(r.variants ?? []))}::text[])
        AS t(id, spot_id, storage_key, width, height, shows_fix, position, created_at, variants)`.execute(db);
  }
}

/**
 * Loads many spots at once (benchmarks): drops the secondary indexes of spots and its link
 * tables, inserts the batches, and builds the indexes again from their saved definitions.
 * Building a GiST index once is several times cheaper than growing it row by row. Indexes that
 * back constraints (primary keys, unique legacy ids) stay, and so does the photos index the
 * cover-photo trigger probes. The map's cell counts are rebuilt once at the end rather than kept
 * by their trigger batch by batch. Returns the number of spots loaded.
 */
export async function bulkLoadSpots(db: Db, batches: AsyncIterable<LoadBatch>, onBatch?: (loaded: number) => void): Promise<number> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    WHERE t.relname IN ('spots', 'spot_categories', 'spot_regions', 'photos')
      AND t.relnamespace = current_schema()::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      -- The cover-photo trigger (migration 0020) probes it once per spot of a batch.
      AND i.relname <> 'photos_spot_idx'`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  // The map's cell counts (migration 0021) are recounted once at the end instead of per batch.
  await sql`ALTER TABLE spots DISABLE TRIGGER spots_cells_inserted`.execute(db);
  let loaded = 0;
  for await (const batch of batches) {
    await insertSpotBatch(db, batch);
    loaded += batch.spots.length;
    onBatch?.(loaded);
  }
  await sql`ALTER TABLE spots ENABLE TRIGGER spots_cells_inserted`.execute(db);
  await sql`SELECT spot_cells_rebuild()`.execute(db);
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  return loaded;
}

export async function insertVotes(db: Db, votes: readonly VoteRow[]): Promise<void> {
  if (votes.length === 0) return;
  await sql`INSERT INTO votes (spot_id, user_id, created_at)
    SELECT * FROM unnest(${votes.map((v) => v.spotId)}::bigint[], ${votes.map((v) => v.userId)}::bigint[],
      ${votes.map((v) => v.createdAt)}::timestamptz[])`.execute(db);
}

export async function insertComments(db: Db, comments: readonly CommentRow[]): Promise<void> {
  if (comments.length === 0) return;
  await sql`INSERT INTO comments (id, spot_id, user_id, parent_id, body, created_at, edited_at)
    SELECT * FROM unnest(${comments.map((c) => c.id)}::bigint[], ${comments.map((c) => c.spotId)}::bigint[],
      ${comments.map((c) => c.userId)}::bigint[], ${comments.map((c) => c.parentId)}::bigint[], ${comments.map((c) => c.body)}::text[],
      ${comments.map((c) => c.createdAt)}::timestamptz[], ${comments.map((c) => c.editedAt)}::timestamptz[])`.execute(db);
}

export async function insertOfficialAnswers(db: Db, answers: readonly OfficialAnswerRow[]): Promise<void> {
  if (answers.length === 0) return;
  await sql`INSERT INTO official_answers (id, spot_id, organisation_id, status, text, created_at)
    SELECT * FROM unnest(${answers.map((a) => a.id)}::bigint[], ${answers.map((a) => a.spotId)}::bigint[],
      ${answers.map((a) => a.organisationId)}::int[], ${answers.map((a) => a.status)}::text[], ${answers.map((a) => a.text)}::text[],
      ${answers.map((a) => a.createdAt)}::timestamptz[])`.execute(db);
}

/** Rows were inserted with explicit ids: move each id sequence past them so later inserts don't collide. */
export async function syncIdSequences(db: Db): Promise<void> {
  const tables = ['users', 'categories', 'regions', 'region_shapes', 'organisations', 'spots', 'photos', 'comments', 'official_answers'];
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
