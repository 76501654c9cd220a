// The numbers, names and rules of news articles that both sides must agree on (no schemas here:
// the browser imports this file).
import { contentLocaleFor, LOCALES, type Locale } from '../rules/locale.ts';
import { WORLD, type Platform } from '../rules/platform.ts';

/**
 * An article is a draft, published, or scheduled: published with a `publishedAt` still in the
 * future. The public sees it when it is published and `publishedAt` has passed.
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** An article's address: lower-case words of a-z and 0-9 joined by single hyphens. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NEWS_SLUG_MIN = 3;
export const NEWS_SLUG_MAX = 100;
/** Paths under /news that are routes of their own, so never an article's slug. */
export const RESERVED_NEWS_SLUGS = ['drafts'] as const;

/** A tag: a slug of at most 40 characters; an article has at most 10. */
export const NEWS_TAG_PATTERN = NEWS_SLUG_PATTERN;
export const MAX_NEWS_TAG = 40;
export const MAX_NEWS_TAGS = 10;

/** Lengths in characters (code points), after trimming. */
export const MAX_NEWS_TITLE = 140;
export const MAX_NEWS_LEAD = 400;
export const MAX_NEWS_BODY = 50_000;

/** Articles per page of GET /news (the home shows 3 with limit=3). */
export const DEFAULT_NEWS_PAGE = 12;
export const MAX_NEWS_PAGE = 50;

/** Entries of an RSS or Atom feed: the newest published articles. */
export const NEWS_FEED_SIZE = 20;
export const NEWS_FEED_FORMATS = ['rss', 'atom'] as const;
export type NewsFeedFormat = (typeof NEWS_FEED_FORMATS)[number];

/**
 * The language an article is shown in (spec §4's content locale, issue 11): the content locale of
 * the site's country (ch and the worldwide site: the visitor's locale; de/at: de; it: it;
 * us/in/pl: en; any other: en), or the language asked for; when the article lacks it, the
 * visitor's locale, then English, then de, fr, it. null only for an article without any text.
 *
 * @param siteCountry the site's country, null on the worldwide site (not the article's country:
 *   a German article read on the Swiss site follows the Swiss rule).
 */
export function newsLocale(available: readonly Locale[], siteCountry: string | null, userLocale: Locale, requested?: Locale): Locale | null {
  const preferred = requested ?? contentLocaleFor(siteCountry ?? WORLD, userLocale);
  for (const locale of [preferred, userLocale, 'en', ...LOCALES] as const) {
    if (available.includes(locale)) return locale;
  }
  return null;
}

export interface NewsFeedSite {
  platform: Platform;
  /** A country of the platform, or null for the worldwide site. */
  country: string | null;
  lang: Locale;
}

/**
 * A feed's address under the API origin ('/api/news.rss?platform=bikeable&country=ch&lang=de').
 * Feed readers send none of the moveable-* headers, so the address names the site itself; the
 * news pages link it from their <head> (rel="alternate").
 */
export function newsFeedPath(format: NewsFeedFormat, { platform, country, lang }: NewsFeedSite): string {
  const query = new URLSearchParams({ platform, country: country ?? WORLD, lang });
  return `/api/news.${format}?${query.toString()}`;
}
