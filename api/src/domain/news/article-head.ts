// What a news article's page needs before its scripts run (the server-rendered <head>), and what
// its sharing image is made from: one read by the platform's unique slug, visible by the public
// rule of GET /news/:slug – published and its time has come – so a draft, a scheduled article or
// one of another platform gives nothing away.
import type { Locale, Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { coverOf, type ShareImageSource } from '../../images/share-image-source.ts';

export interface ArticleHeadText {
  locale: Locale;
  title: string;
  lead: string;
}

export interface ArticleHead {
  slug: string;
  publishedAt: Date;
  updatedAt: Date;
  /** Every language the article is written in (the page picks one by newsLocale). */
  translations: ArticleHeadText[];
  /** Its cover photo, made into the sharing image (GET /api/news/:slug/share.jpg), or null. */
  coverPhotoId: number | null;
}

/** The public rule of GET /news/:slug: published, and its time has come. */
const isPublic = sql<boolean>`a.status = 'published' AND a.published_at <= now()`;

export async function findArticleHead(db: Kysely<DB>, platform: Platform, slug: string): Promise<ArticleHead | null> {
  const row = await db
    .selectFrom('news_articles as a')
    .select([
      'a.slug',
      'a.published_at',
      'a.updated_at',
      'a.cover_photo_id',
      sql<
        ArticleHeadText[]
      >`(SELECT coalesce(json_agg(json_build_object('locale', t.locale, 'title', t.title, 'lead', t.lead) ORDER BY t.locale), '[]')
        FROM news_translations t WHERE t.article_id = a.id)`.as('translations'),
    ])
    .where('a.platform', '=', platform)
    .where('a.slug', '=', slug)
    .where(isPublic)
    .executeTakeFirst();
  if (!row || row.published_at === null) return null;
  return {
    slug: row.slug,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    translations: row.translations,
    coverPhotoId: row.cover_photo_id,
  };
}

/** What a public article's sharing image is made from; null for a draft, a scheduled or an unknown one. */
export async function findArticleShareImageSource(db: Kysely<DB>, platform: Platform, slug: string): Promise<ShareImageSource | null> {
  const row = await db
    .selectFrom('news_articles as a')
    .leftJoin('photos as p', 'p.id', 'a.cover_photo_id')
    .select(['a.platform', 'a.cover_photo_id', 'p.storage_key', 'p.variants'])
    .where('a.platform', '=', platform)
    .where('a.slug', '=', slug)
    .where(isPublic)
    .executeTakeFirst();
  return row ? { platform: row.platform, cover: coverOf(row) } : null;
}
