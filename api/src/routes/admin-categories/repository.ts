// The categories for platform administrators: every platform's, in their one order (each
// platform's list is this order filtered, domain/categories.ts). Each write is one transaction
// with its audit line; a reorder locks every category so two reorders cannot interleave.
import type { AdminCategory, CategoryIcon, CategoryPatch, Platform } from '@moveable/contract';
import { CATEGORY_ICONS, PLATFORMS } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB, Labels } from '../../db/schema.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';

type Db = Kysely<DB>;

const COLUMNS = ['id', 'slug', 'labels', 'temporary', 'platforms', 'position', 'icon'] as const;

interface Row {
  id: number;
  slug: string;
  labels: Labels;
  temporary: boolean;
  platforms: Platform[];
  position: number;
  icon: string | null;
}

const isIcon = (name: string | null): name is CategoryIcon => name !== null && (CATEGORY_ICONS as readonly string[]).includes(name);

const toAdminCategory = (row: Row): AdminCategory => ({
  id: row.id,
  slug: row.slug,
  labels: { de: row.labels.de, fr: row.labels.fr, it: row.labels.it, en: row.labels.en },
  temporary: row.temporary,
  platforms: PLATFORMS.filter((p) => row.platforms.includes(p)),
  position: row.position,
  // A name dropped from the list since is shown as none rather than failing the answer.
  icon: isIcon(row.icon) ? row.icon : null,
});

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db.selectFrom('categories').select(COLUMNS).orderBy('position').orderBy('id').execute();
  return rows.map(toAdminCategory);
}

interface NewCategory {
  slug: string;
  labels: Labels;
  temporary: boolean;
  platforms: Platform[];
  icon: CategoryIcon | null;
}

export async function createCategory(db: Db, platform: Platform, actorId: number, input: NewCategory): Promise<AdminCategory> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { last } = await trx
        .selectFrom('categories')
        .select(sql<number>`coalesce(max(position), -1)::int`.as('last'))
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('categories')
        .values({
          slug: input.slug,
          labels: JSON.stringify(input.labels),
          temporary: input.temporary,
          platforms: input.platforms,
          position: Number(last) + 1,
          icon: input.icon,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      const category = toAdminCategory(row);
      await recordAudit(trx, { actorId, platform, action: 'category.create', subjectType: 'category', subjectId: row.id, after: category });
      return category;
    });
  } catch (error) {
    if ((error as { code?: string } | null)?.code === '23505') throw conflict('A category has this slug already.', 'slug_taken', 'slug');
    throw error;
  }
}

export async function updateCategory(db: Db, platform: Platform, actorId: number, id: number, patch: CategoryPatch): Promise<AdminCategory> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('categories').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound(`Category ${id} not found`);
    const before = toAdminCategory(row);
    const updated = await trx
      .updateTable('categories')
      .set({
        ...(patch.labels !== undefined ? { labels: JSON.stringify(patch.labels) } : {}),
        ...(patch.temporary !== undefined ? { temporary: patch.temporary } : {}),
        ...(patch.platforms !== undefined ? { platforms: patch.platforms as Platform[] } : {}),
        ...(patch.icon !== undefined ? { icon: patch.icon } : {}),
        // Keeps the statement valid when the patch is empty.
        position: row.position,
      })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toAdminCategory(updated);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(trx, { actorId, platform, action: 'category.update', subjectType: 'category', subjectId: id, before, after });
    }
    return after;
  });
}

/** `ids` must name every category once; positions become 0, 1, 2, … in that order. */
export async function reorderCategories(db: Db, platform: Platform, actorId: number, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('categories').select(['id', 'position']).orderBy('id').forUpdate().execute();
    const known = new Map(rows.map((r) => [r.id, r.position]));
    const seen = new Set<number>();
    for (const [index, id] of ids.entries()) {
      if (!known.has(id)) throw badRequest(`ids.${index}: no category ${id}`, `ids.${index}`, 'unknown_category');
      if (seen.has(id)) throw badRequest(`ids.${index}: category ${id} is named twice`, `ids.${index}`, 'duplicate');
      seen.add(id);
    }
    if (seen.size !== known.size) throw badRequest(`ids must name every category once (${known.size}), not ${seen.size}`, 'ids', 'incomplete');
    const moved = ids.flatMap((id, position) => (known.get(id) === position ? [] : [{ id, position }]));
    if (moved.length === 0) return;
    await sql`UPDATE categories c SET position = v.position
      FROM unnest(${moved.map((m) => m.id)}::int[], ${moved.map((m) => m.position)}::int[]) AS v(id, position)
      WHERE c.id = v.id`.execute(trx);
    for (const { id, position } of moved) {
      await recordAudit(trx, {
        actorId,
        platform,
        action: 'category.move',
        subjectType: 'category',
        subjectId: id,
        before: { position: known.get(id) },
        after: { position },
      });
    }
  });
}
