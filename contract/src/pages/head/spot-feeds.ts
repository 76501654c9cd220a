// The feeds of new spots a page links (rel="alternate", issue 15): a town's and a partner's page
// link the Atom and RSS feeds of the organisation's area, in the page's language. Part of the head
// by the one rule, like the news feeds, so the server writes them and the shell keeps them right.
import { organisationSpotFeedPath } from '../../spot-feeds/constants.ts';
import type { Locale } from '../../rules/locale.ts';
import type { Platform } from '../../rules/platform.ts';
import type { FeedLink } from './news-feeds.ts';

const ORGANISATION_ROUTES: ReadonlySet<string> = new Set(['town-name', 'partners-name']);
const NEW_SPOTS: Readonly<Record<Locale, string>> = { de: 'Neue Spots', fr: 'Nouveaux spots', it: 'Nuovi spot', en: 'New spots' };

export function spotFeedLinks(
  routeName: string | null,
  path: string,
  site: { platform: Platform; locale: Locale; origin: string; siteName: string },
): FeedLink[] {
  if (routeName === null || !ORGANISATION_ROUTES.has(routeName)) return [];
  const slug = path.split('/')[2] ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(slug)) return [];
  const where = { platform: site.platform, lang: site.locale };
  return [
    {
      type: 'application/atom+xml',
      href: `${site.origin}${organisationSpotFeedPath('atom', slug, where)}`,
      title: `${site.siteName}: ${NEW_SPOTS[site.locale]} (Atom)`,
    },
    {
      type: 'application/rss+xml',
      href: `${site.origin}${organisationSpotFeedPath('rss', slug, where)}`,
      title: `${site.siteName}: ${NEW_SPOTS[site.locale]} (RSS)`,
    },
  ];
}
