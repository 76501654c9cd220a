// Categories of a platform and of one spot, and the Category the API answers with (its label in
// the request's language).
import type { Category, CategoryIcon, Locale, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB, Labels } from '../db/schema.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  labels: Labels;
  temporary: boolean;
  icon: CategoryIcon | null;
}

export function toCategory(row: CategoryRow, locale: Locale): Category {
  return { id: row.id, slug: row.slug, label: row.labels[locale], labels: row.labels, temporary: row.temporary, icon: row.icon };
}

export async function listCategories(db: Kysely<DB>, platform: Platform): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'labels', 'temporary', 'icon'])
    .where(sql<boolean>`${platform} = ANY (platforms)`)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
