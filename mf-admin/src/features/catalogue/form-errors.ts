// A refused catalogue write → the field it concerns and the key of its text (catalogue.errors.*).
// The API names the field (labels.de, platforms.0, geometry.features.2.geometry.coordinates…);
// the page shows its own words on that field.
import { ApiError } from '@moveable/shared';

export interface FormErrorText {
  /** The form's field, or null for the form as a whole. */
  field: string | null;
  key: string;
  /** For a bad outline: where in the file (language-neutral). */
  detail?: string;
}

const TEXT_CODES = new Set(['invalid_text', 'too_long', 'required']);

export function describeCatalogueError(error: unknown, fields: readonly string[]): FormErrorText {
  if (error instanceof ApiError) {
    const field = error.field ?? '';
    if (error.statusCode === 413) return { field: fields.includes('file') ? 'file' : null, key: 'catalogue.errors.too_large' };
    if (error.code === 'slug_taken') return { field: 'slug', key: 'catalogue.errors.slug_taken' };
    if (error.statusCode === 400) {
      if (field.startsWith('geometry')) return { field: 'file', key: 'catalogue.errors.geometry', detail: field };
      if (field.startsWith('platforms')) return { field: 'platforms', key: 'catalogue.errors.platforms' };
      if (field === 'country') return { field, key: 'catalogue.errors.country' };
      if (field === 'slug') return { field, key: 'catalogue.errors.slug' };
      if (fields.includes(field))
        return { field, key: error.code && TEXT_CODES.has(error.code) ? 'catalogue.errors.text' : 'catalogue.errors.generic' };
    }
    if (error.statusCode >= 500) return { field: null, key: 'shared:error.server' };
    return { field: null, key: 'catalogue.errors.generic' };
  }
  if (error instanceof TypeError) return { field: null, key: 'shared:error.network' };
  return { field: null, key: 'catalogue.errors.generic' };
}

/** The largest file the API takes (its body limit for region files). */
export const MAX_REGION_FILE = 5 * 1024 * 1024;

/** A chosen GeoJSON file's content, or the key of why it cannot be sent. */
export async function readGeoJsonFile(file: File | null | undefined): Promise<{ value: unknown } | { error: string }> {
  if (!file) return { error: 'catalogue.errors.file' };
  if (file.size > MAX_REGION_FILE) return { error: 'catalogue.errors.too_large' };
  try {
    return { value: JSON.parse(await file.text()) };
  } catch {
    return { error: 'catalogue.errors.not_json' };
  }
}
