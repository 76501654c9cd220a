// A failed write → the key of its text (namespace 'news', or 'shared:') and the form field it
// belongs to. The API names the field in `field` (translations.fr.lead, slug, publishedAt…) and
// the reason in `code`; its messages are English for developers, so the page shows its own.
import { LOCALES } from '@moveable/contract';
import { ApiError } from '@moveable/shared';
import { EDITOR_FIELDS, type EditorField } from './editor-values.ts';

export interface EditorErrorText {
  key: string;
  field?: EditorField;
}

const isEditorField = (name: string | undefined): name is EditorField => (EDITOR_FIELDS as readonly string[]).includes(name ?? '');

/** translations.de.title → editor.errors.title; the other fields by name and code. */
function fieldKey(field: EditorField, code: string | undefined): string {
  if (field.startsWith('translations.')) return `editor.errors.${field.split('.')[2]}`;
  if (field === 'slug')
    return code === 'slug_taken' ? 'editor.errors.slugTaken' : code === 'reserved' ? 'editor.errors.slugReserved' : 'editor.errors.slug';
  if (field === 'publishedAt')
    return code === 'in_future' || code === 'not_in_future' ? 'editor.errors.schedulePast' : 'editor.errors.scheduleMissing';
  if (field === 'coverPhotoId') return 'editor.errors.cover';
  if (field === 'organisation') return 'editor.errors.organisation';
  if (field === 'country') return 'editor.errors.country';
  return 'editor.errors.tags';
}

export function describeEditorError(error: unknown): EditorErrorText {
  if (error instanceof ApiError) {
    // "translations.de" (a language sent without an object) and "tags.3" point into a field
    const named = error.field?.replace(/^(tags)\.\d+$/, '$1');
    if ((error.statusCode === 400 || error.statusCode === 409) && isEditorField(named)) return { key: fieldKey(named, error.code), field: named };
    if (error.statusCode === 400 && error.field?.startsWith('translations')) {
      const locale = LOCALES.find((l) => error.field?.startsWith(`translations.${l}`));
      return locale ? { key: 'editor.errors.title', field: `translations.${locale}.title` } : { key: 'editor.errors.noLanguage' };
    }
    if (error.statusCode === 401) return { key: 'shared:error.unauthorized' };
    if (error.statusCode === 403) return { key: 'editor.errors.forbidden' };
    if (error.statusCode === 404) return { key: 'editor.errors.gone' };
    if (error.statusCode === 429) return { key: 'editor.errors.rateLimited' };
    if (error.statusCode >= 500) return { key: 'shared:error.server' };
    return { key: 'shared:error.generic' };
  }
  if (error instanceof TypeError) return { key: 'shared:error.network' };
  return { key: 'shared:error.generic' };
}
