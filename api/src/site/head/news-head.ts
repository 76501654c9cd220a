// A news article's head: its title, lead, publication time and og:type article, in the language
// the article is shown in (newsLocale, as GET /news/:slug), and its cover as the JPEG made for
// sharing (GET /api/news/:slug/share.jpg, versioned like a spot's).
import { composePageTitle, newsLocale, WORLD, type Locale, type PageHead, type Platform } from '@moveable/contract';
import type { ArticleHead } from '../../domain/news/article-head.ts';
import { shareImageVersion } from '../../images/share-image.ts';
import { coverImage } from './cover-image.ts';
import { plainSummary } from './plain-summary.ts';
import type { SiteHead } from './site-head.ts';

/** The platform is in the address: link previews fetch it without our headers. */
export function articleShareImagePath(platform: Platform, slug: string, coverPhotoId: number): string {
  return `/api/news/${slug}/share.jpg?platform=${platform}&v=${shareImageVersion(coverPhotoId)}`;
}

export function withArticle(
  head: PageHead,
  article: ArticleHead,
  site: { platform: Platform; country: string; locale: Locale; origin: string },
): SiteHead | null {
  const country = site.country === WORLD ? null : site.country;
  const shownLocale = newsLocale(
    article.translations.map((t) => t.locale),
    country,
    site.locale,
  );
  const shown = article.translations.find((t) => t.locale === shownLocale);
  if (!shown) return null;
  const title = composePageTitle(plainSummary(shown.title, 200), site.platform);
  const lead = plainSummary(shown.lead);
  const description = lead === '' ? head.description : lead;
  return {
    ...head,
    title,
    description,
    openGraph: {
      ...head.openGraph,
      type: 'article',
      title,
      description: lead === '' ? head.openGraph.description : lead,
      image:
        article.coverPhotoId === null
          ? head.openGraph.image
          : coverImage(`${site.origin}${articleShareImagePath(site.platform, article.slug, article.coverPhotoId)}`, plainSummary(shown.title, 200)),
    },
    article: { publishedTime: article.publishedAt.toISOString(), modifiedTime: article.updatedAt.toISOString() },
  };
}
