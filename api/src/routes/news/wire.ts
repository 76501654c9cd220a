// Article rows → what the routes answer: a summary or an article in the language the content-locale
// rule picks, or the editors' source with every translation. Bodies are rendered here, on read.
import { LOCALES, newsLocale, type Locale, type NewsArticle, type NewsSource, type NewsSummary, type Photo } from '@moveable/contract';
import { renderMarkdown } from '../../domain/markdown.ts';
import { photoSrcset, photoUrl } from '../../images/photo-sizes.ts';
import type { ArticleRow, TranslationRow } from './repository.ts';

/** Who reads: the site's country (null: worldwide) and the visitor's locale. */
export interface Reader {
  country: string | null;
  locale: Locale;
}

function coverPhoto(row: ArticleRow): Photo | null {
  const id = row.cover_photo_id;
  if (id === null || row.cover_width === null || row.cover_height === null) return null;
  const size = { width: row.cover_width, height: row.cover_height };
  return {
    id,
    url: photoUrl(id),
    ...size,
    showsFix: row.cover_shows_fix ?? false,
    srcset: photoSrcset(id, size, (row.cover_variants ?? []).length > 0),
  };
}

const byLocale = (translations: readonly TranslationRow[]) => [...translations].sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));

function refs(row: ArticleRow) {
  return {
    organisation:
      row.organisation_slug !== null && row.organisation_name !== null ? { slug: row.organisation_slug, name: row.organisation_name } : null,
    author: row.author_id !== null && row.author_username !== null ? { id: row.author_id, username: row.author_username } : null,
  };
}

/** The translation a reader gets; null only for an article without any (the tables forbid none after a write). */
export function chosenTranslation(row: ArticleRow, reader: Reader, requested?: Locale): TranslationRow | null {
  const locale = newsLocale(
    row.translations.map((t) => t.locale),
    reader.country,
    reader.locale,
    requested,
  );
  return row.translations.find((t) => t.locale === locale) ?? null;
}

export function toSummary(row: ArticleRow, reader: Reader, requested?: Locale): NewsSummary | null {
  const shown = chosenTranslation(row, reader, requested);
  if (!shown) return null;
  return {
    slug: row.slug,
    platform: row.platform,
    country: row.country,
    status: row.state,
    locale: shown.locale,
    locales: byLocale(row.translations).map((t) => t.locale),
    title: shown.title,
    lead: shown.lead,
    coverPhoto: coverPhoto(row),
    tags: row.tags,
    ...refs(row),
    publishedAt: row.published_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toArticle(row: ArticleRow, reader: Reader, requested?: Locale): NewsArticle | null {
  const summary = toSummary(row, reader, requested);
  const shown = summary && row.translations.find((t) => t.locale === summary.locale);
  if (!summary || !shown) return null;
  return { ...summary, bodyHtml: renderMarkdown(shown.body ?? '') };
}

export function toSource(row: ArticleRow): NewsSource {
  return {
    slug: row.slug,
    platform: row.platform,
    country: row.country,
    status: row.state,
    publishedAt: row.published_at?.toISOString() ?? null,
    ...refs(row),
    tags: row.tags,
    coverPhoto: coverPhoto(row),
    translations: byLocale(row.translations).map((t) => ({
      locale: t.locale,
      title: t.title,
      lead: t.lead,
      body: t.body ?? '',
      bodyHtml: renderMarkdown(t.body ?? ''),
    })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
