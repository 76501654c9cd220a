// Filling a stored text's placeholders for the site that shows it: at read time, so one text per
// platform and language serves every country site (each has its own contact address and host).
// The page itself (GET /content/:page) and its server-rendered <head> fill by this one rule.
import type { Locale, Platform } from '@moveable/contract';
import type { FastifyBaseLogger } from 'fastify';
import { PLACEHOLDER_PATTERN } from '../../db/seed/content/load-content.ts';
import { PLACEHOLDERS, formatContentDate, placeholderValues, siteUrl, type PlaceholderValues } from '../../db/seed/content/platform-values.ts';

export interface ContentSite {
  platform: Platform;
  /** Two-letter code, or null for the worldwide site. */
  country: string | null;
  /** PUBLIC_URL: the site's own address stands for {{siteUrl}} unless it is https (production). */
  publicUrl: string;
}

export function valuesFor(site: ContentSite, locale: Locale, savedAt: Date): PlaceholderValues {
  return placeholderValues({
    platform: site.platform,
    country: site.country,
    locale,
    overrides: {
      // In production each country site's own host; in development the address it runs on, so links work.
      siteUrl: site.publicUrl.startsWith('https://') ? siteUrl(site.platform, site.country) : site.publicUrl,
      // "Last updated" is when the text shown was saved.
      lastUpdated: formatContentDate(locale, savedAt.toISOString().slice(0, 10)),
    },
  });
}

/**
 * Known names are filled; an unknown one stays as written and is logged. Saving refuses unknown
 * names, so that happens only if a later release drops a placeholder a stored text still uses:
 * better a visible {{name}} than an imprint that answers 500.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues, log: Pick<FastifyBaseLogger, 'warn'>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if ((PLACEHOLDERS as readonly string[]).includes(name)) return values[name as keyof PlaceholderValues];
    log.warn({ placeholder: name }, 'content page: unknown placeholder left in the text');
    return whole;
  });
}
