// A page's document title, by the same rule on both sides: a page with a fixed title (the list,
// the map, sign-in…) shows "<title> · <platform>", every other page the platform's title until the
// page knows better (a spot's page shows the spot's title once it has it: composePageTitle).
import type { Locale } from '../../rules/locale.ts';
import type { Platform } from '../../rules/platform.ts';
import { parseLoginMode } from '../../users/constants.ts';
import { HEAD_TEXTS, type HeadTexts } from './head-texts.ts';
import { PLATFORM_HEAD } from './platform-head.ts';

/** "Spots · walkable": a page's own title with the platform's name. */
export function composePageTitle(title: string, platform: Platform): string {
  return `${title} · ${PLATFORM_HEAD[platform].name}`;
}

/** The fixed title text of a route (by its name in the route table), or null if it has none. */
export function fixedPageTitle(texts: HeadTexts, routeName: string, query: URLSearchParams): string | null {
  switch (routeName) {
    case 'spots':
      return texts.pages.spots;
    case 'map':
      return texts.pages.map;
    case 'addSpot':
      return texts.pages.addSpot;
    case 'login':
      return texts.pages.login[parseLoginMode(query.get('mode'))];
    default:
      return null;
  }
}

export interface DocumentTitleInput {
  platform: Platform;
  locale: Locale;
  /** The matched route's name; null on the 404 page. */
  routeName: string | null;
  query: URLSearchParams;
}

/** The title a page has before its data (if any) arrives. */
export function documentTitleFor({ platform, locale, routeName, query }: DocumentTitleInput): string {
  const texts = HEAD_TEXTS[locale];
  const fixed = routeName === null ? null : fixedPageTitle(texts, routeName, query);
  return fixed === null ? texts.platforms[platform].title : composePageTitle(fixed, platform);
}
