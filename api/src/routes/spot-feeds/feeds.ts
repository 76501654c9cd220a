// Writing a spot feed (RSS 2.0 or Atom 1.0) with the `feed` package, as the news feeds do
// (routes/news/feeds.ts): the package writes titles and summaries as HTML (CDATA; Atom says
// type="html"), so the people's plain-text titles and descriptions are HTML-escaped first and reach
// the reader as the characters they typed, never as markup. Links are absolute: PUBLIC_URL, the
// localised path and the site query (domain/site-links.ts).
import { PLATFORM_HEAD, servedAsset, type Locale, type Platform, type SpotFeedFormat } from '@moveable/contract';
import { Feed } from 'feed';
import { sitePageUrl } from '../../domain/site-links.ts';
import { escapeHtml } from '../../site/head/escape.ts';
import { SPOT_FEED_DESCRIPTION, SPOT_FEED_TITLE } from './feed-texts.ts';
import type { newestSpots } from './repository.ts';

type SpotRow = Awaited<ReturnType<typeof newestSpots>>[number];

export interface SpotFeedInput {
  format: SpotFeedFormat;
  platform: Platform;
  lang: Locale;
  /** The organisation's or region's name. */
  place: string;
  /** The page the feed is about (the town's), absolute. */
  pageUrl: string;
  /** The feed's own addresses, absolute. */
  feedUrls: Record<SpotFeedFormat, string>;
  spots: SpotRow[];
  categories: Map<number, string>;
  publicUrl: string;
}

/** The newest change among the entries: Last-Modified, and the feed's <updated>. */
export function lastModified(spots: readonly SpotRow[]): Date {
  return spots.reduce((latest, s) => (s.updated_at > latest ? s.updated_at : latest), new Date(0));
}

export function renderSpotFeed(input: SpotFeedInput): string {
  const origin = input.publicUrl.replace(/\/+$/, '');
  const feed = new Feed({
    id: input.feedUrls.atom,
    link: input.pageUrl,
    title: escapeHtml(SPOT_FEED_TITLE[input.lang](input.place)),
    description: escapeHtml(SPOT_FEED_DESCRIPTION[input.lang](input.place)),
    language: input.lang,
    updated: lastModified(input.spots),
    generator: 'moveable spots',
    feedLinks: { rss: input.feedUrls.rss, atom: input.feedUrls.atom },
    favicon: `${origin}${servedAsset(PLATFORM_HEAD[input.platform].icon)}`,
    copyright: PLATFORM_HEAD[input.platform].name,
  });
  for (const spot of input.spots) {
    const link = sitePageUrl(
      origin,
      { platform: input.platform, country: spot.country === 'world' ? null : spot.country },
      `/spots/${spot.id}`,
      input.lang,
    );
    feed.addItem({
      id: link,
      link,
      title: escapeHtml(spot.title),
      description: escapeHtml(spot.description),
      date: spot.updated_at,
      published: spot.created_at,
      category: spot.category_ids.flatMap((id) => {
        const name = input.categories.get(id);
        return name === undefined ? [] : [{ name: escapeHtml(name), term: escapeHtml(name) }];
      }),
      ...(spot.username
        ? {
            author: [
              {
                name: spot.username,
                link: sitePageUrl(origin, { platform: input.platform, country: null }, `/users/${encodeURIComponent(spot.username)}`, input.lang),
              },
            ],
          }
        : {}),
    });
  }
  return input.format === 'rss' ? feed.rss2() : feed.atom1();
}
