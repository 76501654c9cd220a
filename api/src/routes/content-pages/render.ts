// A stored text → what the page shows: placeholders filled for the request's site, the body
// rendered to sanitised HTML. Filling happens here, at read time, so one text per platform and
// language serves every country site (each has its own contact address and host).
import { isContentPage, type ContentPage, type Locale, type Platform } from '@moveable/contract';
import type { FastifyBaseLogger } from 'fastify';
import { PLACEHOLDER_PATTERN, placeholdersIn } from '../../db/seed/content/load-content.ts';
import { PLACEHOLDERS, formatContentDate, placeholderValues, siteUrl, type PlaceholderValues } from '../../db/seed/content/platform-values.ts';
import { badRequest } from '../../http/errors.ts';
import { renderMarkdown } from '../../domain/markdown.ts';
import type { Revision } from './repository.ts';

export interface Site {
  platform: Platform;
  /** Two-letter code, or null for the worldwide site. */
  country: string | null;
  /** PUBLIC_URL: the site's own address stands for {{siteUrl}} unless it is https (production). */
  publicUrl: string;
}

export function valuesFor(site: Site, locale: Locale, savedAt: Date): PlaceholderValues {
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
function fill(text: string, values: PlaceholderValues, log: FastifyBaseLogger): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if ((PLACEHOLDERS as readonly string[]).includes(name)) return values[name as keyof PlaceholderValues];
    log.warn({ placeholder: name }, 'content page: unknown placeholder left in the text');
    return whole;
  });
}

export function renderPage(revision: Revision, site: Site, log: FastifyBaseLogger): ContentPage {
  const values = valuesFor(site, revision.locale, revision.createdAt);
  if (!isContentPage(revision.page)) throw new Error(`unknown content page ${revision.page}`);
  return {
    page: revision.page,
    locale: revision.locale,
    title: fill(revision.title, values, log),
    description: fill(revision.description, values, log),
    bodyHtml: renderMarkdown(fill(revision.bodyMarkdown, values, log)),
    updatedAt: revision.createdAt.toISOString(),
    revisionId: revision.id,
  };
}

/** A save may use only the placeholders the API fills; anything else is a 400 naming the field. */
export function checkPlaceholders(fields: Record<'title' | 'description' | 'bodyMarkdown', string>): void {
  for (const [field, text] of Object.entries(fields)) {
    const unknown = placeholdersIn(text).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
    if (unknown.length > 0) {
      throw badRequest(
        `${field} uses unknown placeholder {{${unknown[0]}}}; known: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
        field,
        'unknown_placeholder',
      );
    }
  }
}
