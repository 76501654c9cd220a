// The numbers, names and rules of organisations (partners and towns) and premium requests that
// both sides agree on. No schemas here: the browser imports this file.

/** A town answers for its area; a partner works with the platform; a sponsor supports it. */
export const ORGANISATION_TYPES = ['town', 'partner', 'sponsor'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/** A new organisation's address: lower-case words of a-z and 0-9 joined by single hyphens. */
export const ORGANISATION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ORGANISATION_SLUG_MIN = 2;
export const ORGANISATION_SLUG_MAX = 64;
/** Slugs that are paths of the API beside /organisations/:slug (GET /organisations/areas). */
export const RESERVED_ORGANISATION_SLUGS: readonly string[] = ['areas'];

/** Lengths in characters (code points), after trimming. */
export const MAX_ORGANISATION_NAME = 120;
export const MAX_ORGANISATION_DESCRIPTION = 2000;
export const MAX_ORGANISATION_URL = 500;
/** Regions an organisation's area may list. */
export const MAX_ORGANISATION_REGIONS = 50;

/** Organisations per page of GET /organisations. */
export const DEFAULT_ORGANISATION_PAGE = 24;
export const MAX_ORGANISATION_PAGE = 100;

/** Months of the town page's "spots per month". */
export const ORGANISATION_STATISTICS_MONTHS = 24;

/** What the /premium form takes (characters after trimming). */
export const MAX_PREMIUM_NAME = 120;
export const MAX_PREMIUM_MESSAGE = 4000;
/** Requests per page of the administrators' list. */
export const DEFAULT_PREMIUM_REQUEST_PAGE = 50;
export const MAX_PREMIUM_REQUEST_PAGE = 200;

/**
 * A website or logo address the pages may link: https only (a partner page must not send visitors
 * to plain http or a javascript: URL), a host with a dot, no credentials in it.
 */
export function isHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
}
