/**
 * Which link and image addresses may pass (spec §5): http, https, mailto, tel, ftp, image data
 * addresses (images only), relative paths and hashes. Everything else (javascript:, vbscript:,
 * data:text/html, file:, unknown schemes) is refused.
 */

export type UrlKind = 'link' | 'image';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'ftp']);

/** Raster image types only: an SVG data address can carry script when opened on its own. */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif)(?:;base64)?,/i;

/**
 * Browsers ignore leading control characters and spaces and drop tabs and newlines anywhere in
 * a URL, so "java\tscript:" runs as javascript:. The check looks at the address with every
 * control character and space removed, which is at least as strict as any browser.
 */
// eslint-disable-next-line no-control-regex
const IGNORED_BY_URL_PARSERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

export function compactUrl(value: string): string {
  return value.replace(IGNORED_BY_URL_PARSERS, '');
}

export function isAllowedUrl(value: string, kind: UrlKind): boolean {
  const compact = compactUrl(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true; // relative path, query, hash or //host
  if (SAFE_SCHEMES.has(scheme)) return true;
  return scheme === 'data' && kind === 'image' && IMAGE_DATA_URL.test(compact);
}

const LOCAL_BASE = 'https://relative.invalid';

/**
 * True for addresses that leave the site: absolute http(s)/ftp URLs and protocol-relative ones
 * (including the backslash forms browsers read as such). Relative paths, hashes, mailto and
 * tel stay.
 */
export function isExternalUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(compactUrl(value), `${LOCAL_BASE}/`);
  } catch {
    return false;
  }
  return url.origin !== LOCAL_BASE && ['http:', 'https:', 'ftp:'].includes(url.protocol);
}

/** rel for every user-supplied link: no opener access, no referrer, no ranking credit. */
export const USER_LINK_REL = 'noopener noreferrer nofollow ugc';
