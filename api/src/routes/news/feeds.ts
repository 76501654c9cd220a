// GET /news.rss and /news.atom: the newest published articles of a site in one language, written by
// the `feed` package (RSS 2.0 and Atom 1.0, its XML escaping and CDATA), with absolute links to
// the site's pages. Only articles written in the feed's language are in it: a reader who follows
// the French feed gets French entries, never another language in between.
//
// The package writes an entry's title and summary as HTML (CDATA; Atom says type="html"), so our
// plain-text title and lead are HTML-escaped first: a title "<script>…" reaches the reader as
// those characters, never as markup. The content is the body as the article page has it,
// already sanitised on the allow-list.
import {
  composePageTitle,
  contentLocaleFor,
  HEAD_TEXTS,
  isPlatformCountry,
  NEWS_FEED_SIZE,
  newsFeedPath,
  PLATFORM_HEAD,
  servedAsset,
  WORLD,
  type Locale,
  type NewsFeedFormat,
  type NewsFeedQuery,
} from '@moveable/contract';
import { Feed, type Enclosure } from 'feed';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { renderMarkdown } from '../../domain/markdown.ts';
import { badRequest } from '../../http/errors.ts';
import { photoUrl } from '../../images/photo-sizes.ts';
import { escapeHtml } from '../../site/head/escape.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { NEWS_FEED_TITLE } from './feed-texts.ts';
import { listPublic, type ArticleRow } from './repository.ts';
import { sitePageUrl, type Site } from '../../domain/site-links.ts';

export const FEED_CONTENT_TYPES: Record<NewsFeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

export interface FeedSite extends Site {
  lang: Locale;
}

/** The query names the site (feed readers send no moveable-* headers); the headers are the default. */
export function feedSite(query: NewsFeedQuery, ctx: RequestContext): FeedSite {
  const platform = query.platform ?? ctx.platform;
  const country = query.country === undefined ? ctx.country : query.country === WORLD ? null : query.country;
  if (country !== null && !isPlatformCountry(platform, country)) {
    throw badRequest(`country must be a country of ${platform} or world`, 'country', 'unknown_country');
  }
  return { platform, country, lang: query.lang ?? contentLocaleFor(country ?? WORLD, ctx.locale) };
}

function coverEnclosure(origin: string, row: ArticleRow): Enclosure | undefined {
  if (row.cover_photo_id === null) return undefined;
  const sized = (row.cover_variants ?? []).length > 0;
  // Uploads are WebP in sizes; the demo photos are single SVG files.
  return { url: `${origin}${photoUrl(row.cover_photo_id, sized ? 'medium' : undefined)}`, type: sized ? 'image/webp' : 'image/svg+xml', length: 0 };
}

export async function renderFeed(db: Kysely<DB>, format: NewsFeedFormat, site: FeedSite, publicUrl: string): Promise<string> {
  const origin = publicUrl.replace(/\/+$/, '');
  const page = await listPublic(db, { platform: site.platform, country: site.country, locale: site.lang }, NEWS_FEED_SIZE, undefined, true);
  const rows = page.slice(0, NEWS_FEED_SIZE);
  const platformName = PLATFORM_HEAD[site.platform].name;
  const newsPage = sitePageUrl(origin, site, '/news', site.lang);
  const feedUrl = (f: NewsFeedFormat) => `${origin}${newsFeedPath(f, site)}`;
  const newest = rows.reduce<Date | null>((latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest), null);

  const feed = new Feed({
    id: newsPage,
    link: newsPage,
    title: composePageTitle(NEWS_FEED_TITLE[site.lang], site.platform),
    description: HEAD_TEXTS[site.lang].platforms[site.platform].description,
    language: site.lang,
    // An empty feed has no newest entry; any fixed date keeps its answer the same on every request.
    updated: newest ?? new Date(0),
    generator: 'moveable spots',
    feedLinks: { rss: feedUrl('rss'), atom: feedUrl('atom') },
    favicon: `${origin}${servedAsset(PLATFORM_HEAD[site.platform].icon)}`,
  });

  for (const row of rows) {
    const translation = row.translations.find((t) => t.locale === site.lang);
    if (!translation || row.published_at === null) continue;
    const link = sitePageUrl(origin, site, `/news/${row.slug}`, site.lang);
    const image = coverEnclosure(origin, row);
    feed.addItem({
      id: link,
      link,
      title: escapeHtml(translation.title),
      description: escapeHtml(translation.lead),
      content: renderMarkdown(translation.body ?? ''),
      date: row.updated_at,
      published: row.published_at,
      category: row.tags.map((tag) => ({ name: tag, term: tag })),
      author: [{ name: row.organisation_name ?? platformName }],
      ...(image ? { image } : {}),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
