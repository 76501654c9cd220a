// Absolute addresses of a site's pages (news feeds, spot feeds, webhooks, spot exports), by the rule of the pages' canonical URLs
// (contract/src/pages/head/page-links.ts): PUBLIC_URL's origin, the localised path, and the
// platform and country in the query only where PUBLIC_URL's host does not already select them
// (one PUBLIC_URL serves every platform: http://localhost:8080 is bikeable's Swiss site, so
// walkable's pages there carry ?platform=walkable).
import { localizePath, resolvePlatform, WORLD, type Locale, type Platform } from '@moveable/contract';

export interface Site {
  platform: Platform;
  /** A country of the platform, or null for the worldwide site. */
  country: string | null;
}

/** The query that makes PUBLIC_URL's host show this site ('' when it shows it anyway). */
export function siteQuery(origin: string, { platform, country }: Site): string {
  const host = new URL(origin).host;
  const wanted = country ?? WORLD;
  const query = new URLSearchParams();
  if (resolvePlatform(host, query).platform !== platform) query.set('platform', platform);
  if (resolvePlatform(host, query).country !== wanted) query.set('country', wanted);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** `https://bikeable.ch/fr/news/slug`: a page of the site in a language. */
export function sitePageUrl(origin: string, site: Site, path: string, locale: Locale): string {
  return `${origin.replace(/\/+$/, '')}${localizePath(path, locale)}${siteQuery(origin, site)}`;
}
