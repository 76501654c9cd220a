// The head of the page a request asks for: platform and country from the host and the query, the
// locale from the path prefix – the rules the browser applies (shared/src/runtime/page-context.ts)
// – and the route from the table the shell mounts by. Only a spot's page reads the database (one
// read by primary key, or by the unique legacy id for /entries/{oldId}); nothing is cached, so
// nothing can leak from one platform, locale or spot into another's page.
import {
  pageHead,
  resolvePlatform,
  resolveRoute,
  splitLocalePath,
  type Owner,
  type PageHead,
  type Platform,
  type ResolvedRoute,
} from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findSpotHead, type SpotHead } from '../../domain/spots/spot-head.ts';
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
}

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

export async function headForRequest(request: HeadRequest, { db, origin, deployed }: HeadContext): Promise<PageHead> {
  // Appended, not resolved: a request for '//host/x' is the path '//host/x' of our site.
  const url = new URL(`http://page.invalid${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const { platform, country } = resolvePlatform(request.hostname, url.searchParams);
  const { locale, path } = splitLocalePath(url.pathname);
  const route = resolveRoute(path, deployed);
  const head = pageHead({ platform, country, locale, routeName: route?.route.name ?? null, path, query: url.searchParams, origin });
  const spot = route ? await spotOf(db, platform, route) : null;
  if (!spot) return head;
  // One address per spot: /spots/{id}, also for an old /entries/{oldId} link or '/spots/007'.
  const { links } = pageHead({ platform, country, locale, routeName: 'spots-id', path: `/spots/${spot.id}`, query: url.searchParams, origin });
  return withSpot({ ...head, links }, spot, platform, origin);
}
