// The SQL of the news reads. An article row comes with its organisation, author and cover; its
// translations come as one JSON array (locale, title, lead, and the body only where a page shows
// it). `state` is the status as readers see it: a published article whose time has not come is
// scheduled, by the database's clock, the same one that decides what the public sees.
import type { Locale, NewsStatus, Platform } from '@moveable/contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { NewsCursor } from './cursor.ts';

type Db = Kysely<DB>;

export interface TranslationRow {
  locale: Locale;
  title: string;
  lead: string;
  /** Only where asked for (detail, source, feeds). */
  body?: string;
}

export interface ArticleRow {
  id: number;
  platform: Platform;
  country: string | null;
  slug: string;
  state: NewsStatus;
  published_at: Date | null;
  organisation_id: number | null;
  organisation_slug: string | null;
  organisation_name: string | null;
  author_id: number | null;
  author_username: string | null;
  cover_photo_id: number | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_shows_fix: boolean | null;
  cover_variants: string[] | null;
  tags: string[];
  created_at: Date;
  updated_at: Date;
  translations: TranslationRow[];
}

/** Published and its time has come: what everyone may read. */
export const isPublic = sql<SqlBool>`a.status = 'published' AND a.published_at <= now()`;

function articles(db: Db, withBodies: boolean) {
  const translations = withBodies
    ? sql<
        TranslationRow[]
      >`(SELECT coalesce(json_agg(json_build_object('locale', t.locale, 'title', t.title, 'lead', t.lead, 'body', t.body) ORDER BY t.locale), '[]')
        FROM news_translations t WHERE t.article_id = a.id)`
    : sql<
        TranslationRow[]
      >`(SELECT coalesce(json_agg(json_build_object('locale', t.locale, 'title', t.title, 'lead', t.lead) ORDER BY t.locale), '[]')
        FROM news_translations t WHERE t.article_id = a.id)`;
  return db
    .selectFrom('news_articles as a')
    .leftJoin('organisations as o', 'o.id', 'a.organisation_id')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.author_id').on('u.deleted_at', 'is', null))
    .leftJoin('photos as p', 'p.id', 'a.cover_photo_id')
    .select([
      'a.id',
      'a.platform',
      'a.country',
      'a.slug',
      sql<NewsStatus>`CASE WHEN a.status = 'draft' THEN 'draft' WHEN a.published_at > now() THEN 'scheduled' ELSE 'published' END`.as('state'),
      'a.published_at',
      'a.organisation_id',
      'o.slug as organisation_slug',
      'o.name as organisation_name',
      'a.author_id',
      'u.username as author_username',
      'a.cover_photo_id',
      'p.width as cover_width',
      'p.height as cover_height',
      'p.shows_fix as cover_shows_fix',
      'p.variants as cover_variants',
      'a.tags',
      'a.created_at',
      'a.updated_at',
      translations.as('translations'),
    ]);
}

/** One article of the platform by slug, whatever its status (callers decide who sees it). */
export async function findArticle(db: Db, platform: Platform, slug: string): Promise<ArticleRow | null> {
  const row = await articles(db, true).where('a.platform', '=', platform).where('a.slug', '=', slug).executeTakeFirst();
  return (row as ArticleRow | undefined) ?? null;
}

export interface PublicListFilter {
  platform: Platform;
  /** The site's country; null on the worldwide site (every country). */
  country: string | null;
  tag?: string | undefined;
  organisation?: string | undefined;
  /** Only articles written in this language (feeds). */
  locale?: Locale | undefined;
}

/** The site's articles: its country's and those for every country of the platform. */
function inScope(country: string | null): Expression<SqlBool> {
  return country === null ? sql<SqlBool>`true` : sql<SqlBool>`(a.country = ${country} OR a.country IS NULL)`;
}

/** Published articles of a site, newest first: limit + 1 rows (the extra one says "more"). */
export async function listPublic(
  db: Db,
  filter: PublicListFilter,
  limit: number,
  cursor: NewsCursor | undefined,
  withBodies = false,
): Promise<ArticleRow[]> {
  const rows = await articles(db, withBodies)
    .where('a.platform', '=', filter.platform)
    .where(isPublic)
    .where(inScope(filter.country))
    .$if(filter.tag !== undefined, (qb) => qb.where(sql<SqlBool>`a.tags @> ARRAY[${filter.tag}]::text[]`))
    .$if(filter.organisation !== undefined, (qb) => qb.where('o.slug', '=', filter.organisation ?? ''))
    .$if(filter.locale !== undefined, (qb) =>
      qb.where(sql<SqlBool>`EXISTS (SELECT 1 FROM news_translations t WHERE t.article_id = a.id AND t.locale = ${filter.locale})`),
    )
    .$if(cursor !== undefined, (qb) => qb.where(sql<SqlBool>`(a.published_at, a.id) < (${cursor?.k}::timestamptz, ${cursor?.i}::bigint)`))
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute();
  return rows as ArticleRow[];
}

export interface DraftListFilter {
  platform: Platform;
  /** null: every article of the platform (admins); else these organisations' only. */
  organisationIds: number[] | null;
  status?: 'draft' | 'scheduled' | undefined;
}

/** Articles not public yet that these editors may edit, most recently changed first: limit + 1 rows. */
export async function listDrafts(db: Db, filter: DraftListFilter, limit: number, cursor: NewsCursor | undefined): Promise<ArticleRow[]> {
  const ids = filter.organisationIds;
  if (ids !== null && ids.length === 0) return [];
  const rows = await articles(db, false)
    .where('a.platform', '=', filter.platform)
    .where(
      filter.status === 'draft'
        ? sql<SqlBool>`a.status = 'draft'`
        : filter.status === 'scheduled'
          ? sql<SqlBool>`a.status = 'published' AND a.published_at > now()`
          : sql<SqlBool>`NOT (a.status = 'published' AND a.published_at <= now())`,
    )
    .$if(ids !== null, (qb) => qb.where('a.organisation_id', 'in', ids ?? []))
    .$if(cursor !== undefined, (qb) => qb.where(sql<SqlBool>`(a.updated_at, a.id) < (${cursor?.k}::timestamptz, ${cursor?.i}::bigint)`))
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute();
  return rows as ArticleRow[];
}
