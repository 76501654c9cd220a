// A news article's head: its title, lead, publication time and og:type article, in the language
// the article is shown in (newsLocale, as GET /news/:slug), and its cover as the JPEG made for
// sharing (GET /api/news/:slug/share.jpg, versioned like a spot's).
import { newsLocale, WORLD, type Locale, type PageHead, type Platform } from '@moveable/contract';
import type { ArticleHead } from '../../domain/news/article-head.ts';
import { shareImageVersion } from '../../images/share-image.ts';
import { withSubject } from './subject-head.ts';
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
  return {
    ...withSubject(head, {
      platform: site.platform,
      title: shown.title,
      summary: shown.lead,
      shareImageUrl:
        article.coverPhotoId === null ? null : `${site.origin}${articleShareImagePath(site.platform, article.slug, article.coverPhotoId)}`,
    }),
    article: { publishedTime: article.publishedAt.toISOString(), modifiedTime: article.updatedAt.toISOString() },
  };
}
