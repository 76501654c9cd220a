// A stored text → what the page shows: placeholders filled for the request's site at read time
// (domain/content-pages/placeholders.ts, the rule the page's <head> fills by too), the body
// rendered to sanitised HTML.
import { isContentPage, type ContentPage } from '@moveable/contract';
import type { FastifyBaseLogger } from 'fastify';
import { placeholdersIn } from '../../db/seed/content/load-content.ts';
import { PLACEHOLDERS } from '../../db/seed/content/platform-values.ts';
import type { Revision } from '../../domain/content-pages/current-text.ts';
import { fillPlaceholders as fill, valuesFor, type ContentSite } from '../../domain/content-pages/placeholders.ts';
import { renderMarkdown } from '../../domain/markdown.ts';
import { badRequest } from '../../http/errors.ts';

export function renderPage(revision: Revision, site: ContentSite, log: FastifyBaseLogger): ContentPage {
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
