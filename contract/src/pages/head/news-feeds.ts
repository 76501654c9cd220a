// The news feeds a page links (rel="alternate"): the news list and every article link the RSS and
// Atom feeds of the page's site and language, for feed readers and browsers. Part of the head by
// the one rule, so the server writes them into the page and the shell keeps them right on navigation.
import { newsFeedPath, type NewsFeedFormat } from '../../news/constants.ts';
import type { Locale } from '../../rules/locale.ts';
import { WORLD, type Platform } from '../../rules/platform.ts';

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml';
  /** Absolute URL (feed readers resolve nothing). */
  href: string;
  title: string;
}

const FEED_ROUTES: ReadonlySet<string> = new Set(['news', 'news-slug', 'app-news-slug']);
const FEED_TYPES: Readonly<Record<NewsFeedFormat, FeedLink['type']>> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };
const FEED_NAMES: Readonly<Record<NewsFeedFormat, string>> = { rss: 'RSS', atom: 'Atom' };

export function newsFeedLinks(
  routeName: string | null,
  site: { platform: Platform; country: string; locale: Locale; origin: string; siteName: string },
): FeedLink[] {
  if (routeName === null || !FEED_ROUTES.has(routeName)) return [];
  const country = site.country === WORLD ? null : site.country;
  return (['rss', 'atom'] as const).map((format) => ({
    type: FEED_TYPES[format],
    href: `${site.origin}${newsFeedPath(format, { platform: site.platform, country, lang: site.locale })}`,
    title: `${site.siteName} (${FEED_NAMES[format]})`,
  }));
}
