// The server-rendered <head> of a page (issue 9): language, title, description, canonical URL,
// hreflang alternates, Open Graph and Twitter card tags, theme colour, icon and manifest, by the
// contract's rules (contract/src/pages/head/) and, on a spot's page, from the spot.
import { deployedOwners, type Owner } from '@moveable/contract';
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

export async function pageHeadOf(request: FastifyRequest, { db, publicUrl, importmap }: PageHeadOptions): Promise<{ lang: string; html: string }> {
  const head = await headForRequest(
    { hostname: request.hostname, url: request.url },
    { db, origin: new URL(publicUrl).origin, deployed: deployedIn(importmap) },
  );
  return { lang: head.lang, html: renderHead(head) };
}
