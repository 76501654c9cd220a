// The head of the page a request asks for: platform and country from the host and the query, the
// locale from the path prefix – the rules the browser applies (shared/src/runtime/page-context.ts)
// – and the route from the table the shell mounts by. Only the pages of a subject read the
// database, once each: a spot's (by primary key, or by the unique legacy id for /entries/{oldId}),
// a content page's (its current text) and a news article's (by its unique slug); nothing is
// cached, so nothing can leak from one platform, locale or spot into another's page.
import {
  contentPageOfRoute,
  NEWS_SLUG_MAX,
  NEWS_SLUG_PATTERN,
  pageHead,
  resolvePlatform,
  resolveRoute,
  splitLocalePath,
  type LocaleRouting,
  type Owner,
  type Platform,
  type ResolvedRoute,
} from '@moveable/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findArticleHead } from '../../domain/news/article-head.ts';
import { findSpotHead, type SpotHead } from '../../domain/spots/spot-head.ts';
import { mergedInto } from '../../domain/spots/gone-spot.ts';
import { withContentPage } from './content-page-head.ts';
import { withArticle } from './news-head.ts';
import type { SiteHead } from './site-head.ts';
import { withSpot } from './spot-page-head.ts';

export interface HeadRequest {
  /** Host name as the client sent it (port allowed). */
  hostname: string;
  /** Path and query as requested ('/fr/spots/1?famed=false'). */
  url: string;
}

export interface HeadContext {
  db: Kysely<DB>;
  /** The site's public origin (PUBLIC_URL): canonical and share URLs are absolute on it. */
  origin: string;
  /** Micro-frontends in the current import map: a route of one that is not there is a 404. */
  deployed: ReadonlySet<Owner>;
  /** PUBLIC_URL as configured: a content page's {{siteUrl}} (see domain/content-pages/placeholders.ts). */
  publicUrl: string;
  /** The request's logger (a stored text with an unknown placeholder is logged). */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How the request's host spells locales (plugins/locale-routing.ts). */
  routing: LocaleRouting;
}

const NEWS_ARTICLE_ROUTES = new Set(['news-slug', 'app-news-slug']);

async function spotOf(db: Kysely<DB>, platform: Platform, route: ResolvedRoute): Promise<SpotHead | null> {
  if (route.route.name === 'spots-id') {
    const id = route.params.id ?? '';
    return /^\d{1,10}$/.test(id) ? findSpotHead(db, platform, { id: Number(id) }) : null;
  }
  if (route.route.name === 'entries-oldId') {
    const legacyId = route.params.oldId ?? '';
    return /^[0-9A-Za-z]{17}$/.test(legacyId) ? findSpotHead(db, platform, { legacyId }) : null;
  }
  return null;
}

export async function headForRequest(request: HeadRequest, context: HeadContext): Promise<SiteHead> {
  const { db, origin, deployed, routing } = context;
  // Appended, not resolved: a request for '//host/x' is the path '//host/x' of our site.
  const url = new URL(`http://page.invalid${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const { platform, country } = resolvePlatform(request.hostname, url.searchParams);
  const { locale, path } = splitLocalePath(url.pathname, routing);
  const route = resolveRoute(path, deployed);
  const routeName = route?.route.name ?? null;
  const head = pageHead({ platform, country, locale, routeName, path, query: url.searchParams, origin, routing });
  const page = contentPageOfRoute(routeName);
  if (page) return withContentPage(head, { db, log: context.log, publicUrl: context.publicUrl, platform, country, locale, page });
  if (routeName !== null && NEWS_ARTICLE_ROUTES.has(routeName)) {
    const slug = route?.params.slug ?? '';
    const article = NEWS_SLUG_PATTERN.test(slug) && slug.length <= NEWS_SLUG_MAX ? await findArticleHead(db, platform, slug) : null;
    const shown = article && withArticle(head, article, { platform, country, locale, origin });
    // No such public article: a 404 with the platform's defaults and no address of its own.
    if (!shown) return { ...pageHead({ platform, country, locale, routeName: null, path, query: url.searchParams, origin, routing }), missing: true };
    return shown;
  }
  const spot = route ? await spotOf(db, platform, route) : null;
  if (!spot) {
    // A spot merged into another: its page moves to the kept one's (locale prefix and query kept).
    const id = route?.route.name === 'spots-id' ? (route.params.id ?? '') : '';
    const kept = /^\d{1,10}$/.test(id) ? await mergedInto(db, platform, Number(id)) : null;
    return kept === null ? head : { ...head, movedTo: `${url.pathname.replace(/\/spots\/\d+$/, `/spots/${kept}`)}${url.search}` };
  }
  // One address per spot: /spots/{id}, also for an old /entries/{oldId} link or '/spots/007'.
  const { links } = pageHead({
    platform,
    country,
    locale,
    routeName: 'spots-id',
    path: `/spots/${spot.id}`,
    query: url.searchParams,
    origin,
    routing,
  });
  return withSpot({ ...head, links }, spot, platform, origin);
}
