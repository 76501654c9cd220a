// Which URL paths are files of the built site, and how long a browser may keep them.
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The package builds name their output [name]-[hash].ext (Rollup's 8-character hash) inside their
 * folder (vendor/, shell/, mf-spots/ ...). Files at the root (index.html, embed.js, manifests,
 * icons) are unhashed. A false "hashed" would pin a changing file in caches for a year, a false
 * "unhashed" only costs a revalidation, so the rule errs towards unhashed.
 */
export function isHashedAsset(relativePath: string): boolean {
  return relativePath.includes('/') && /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(relativePath);
}

/** The site's service worker (shell/sw/sw.js), at the root so that its scope is the whole site. */
export const SERVICE_WORKER = 'sw.js';
/**
 * A worker runs under the policy its script arrives with: the non-page policy (default-src
 * 'none') would forbid every fetch it makes; it may reach our origin and nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'self'; frame-ancestors 'none'";

/** The build record pages poll for a new release (tools/build-record.mjs): always asked anew. */
export const LATEST_BUILD = 'builds/latest.json';

export function cacheControlFor(relativePath: string): string {
  if (relativePath === LATEST_BUILD) return NO_CACHE;
  return isHashedAsset(relativePath) && !relativePath.endsWith('.webmanifest') ? IMMUTABLE : NO_CACHE;
}

/** URL path → file inside root, or null for anything that could escape it or is hidden. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * `X.br` / `X.gz` beside a built file are the build's compressed copies of X: they are only ever
 * sent as X with a content-encoding (the site's sendFile negotiates them), never by their own
 * URL, where they would arrive as an opaque download of another type.
 */
export function isCompressedCopy(relativePath: string): boolean {
  return relativePath.endsWith('.br') || relativePath.endsWith('.gz');
}

/** Source maps (`*.js.map`, `*.css.map`) reveal the sources: served only when configured. */
export function isSourceMap(relativePath: string): boolean {
  return relativePath.endsWith('.map');
}
