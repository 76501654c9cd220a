// The server-rendered <head> of a page (issue 9): language, title, description, canonical URL,
// hreflang alternates, Open Graph and Twitter card tags, theme colour, icon and manifest, by the
// contract's rules (contract/src/pages/head/) and, on a spot's, content page's or news article's
// page, from its subject; the news pages link their feeds.
import { deployedOwners, type LocaleRouting, type Owner } from '@moveable/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FileVersion } from '../watched-file.ts';
import { headForRequest } from './head-for-request.ts';
import { renderHead } from './render-head.ts';

export interface PageHeadOptions {
  db: Kysely<DB>;
  publicUrl: string;
  /** The import map as served: which micro-frontends' routes exist. */
  importmap: FileVersion;
  /** How the request's host spells locales (plugins/locale-routing.ts). */
  routing: LocaleRouting;
}

// The owners change only with the import map: parsed once per version read (WatchedFile hands out
// the same object until the file changes), not per page.
const ownersOf = new WeakMap<FileVersion, ReadonlySet<Owner>>();

function deployedIn(importmap: FileVersion): ReadonlySet<Owner> {
  let deployed = ownersOf.get(importmap);
  if (!deployed) {
    deployed = deployedOwners(JSON.parse(importmap.text) as { imports?: Record<string, string> });
    ownersOf.set(importmap, deployed);
  }
  return deployed;
}

export interface RenderedHead {
  lang: string;
  html: string;
  /** The route's subject does not exist (an unknown or unpublished article): the page is a 404. */
  missing: boolean;
  /** Path (and query) the page moved to: answered with a permanent redirect. */
  movedTo?: string;
}

export async function pageHeadOf(request: FastifyRequest, { db, publicUrl, importmap, routing }: PageHeadOptions): Promise<RenderedHead> {
  // A host bound to a locale (LOCALE_DOMAINS) is its pages' address; others are PUBLIC_URL's.
  const origin = routing.bound ? `${request.protocol}://${request.host}` : new URL(publicUrl).origin;
  const head = await headForRequest(
    { hostname: request.hostname, url: request.url },
    { db, origin, deployed: deployedIn(importmap), publicUrl, log: request.log, routing },
  );
  return { lang: head.lang, html: renderHead(head), missing: head.missing === true, ...(head.movedTo ? { movedTo: head.movedTo } : {}) };
}
