// A failed save → the field to mark and the text to show. The API names body fields
// ('location.lat', 'address.city', 'photoIds.1'); the form has one control per field.
import { ApiError } from '@moveable/shared';
import type { SpotField } from './validate.ts';

export interface SaveError {
  field?: SpotField;
  /** i18n key in the spots namespace. */
  key: string;
}

const FIELD_OF: Record<string, SpotField> = {
  famed: 'famed',
  location: 'location',
  title: 'title',
  description: 'description',
  categoryIds: 'categoryIds',
  categoryId: 'categoryIds',
  photoIds: 'photos',
  file: 'photos',
  address: 'street',
  'address.street': 'street',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  'address.country': 'country',
};

/** 'location.lat' → 'location', 'photoIds.1' → 'photos', 'address.city' → 'city'. */
export function formField(apiField: string | undefined): SpotField | undefined {
  if (!apiField) return undefined;
  if (FIELD_OF[apiField]) return FIELD_OF[apiField];
  const [head = '', second] = apiField.split('.');
  return FIELD_OF[`${head}.${second}`] ?? FIELD_OF[head];
}

export function describeSaveError(error: unknown): SaveError {
  if (error instanceof ApiError) {
    const field = formField(error.field);
    if (error.statusCode === 400 && field) return { field, key: `add.errors.${field}` };
    if (error.statusCode === 401) return { key: 'add.errors.unauthorized' };
    if (error.statusCode === 403) return { key: 'add.errors.forbidden' };
    if (error.statusCode === 404) return { key: 'add.errors.gone' };
    if (error.statusCode === 429) return { key: 'add.errors.rateLimited' };
    if (error.statusCode >= 500) return { key: 'add.errors.server' };
    return { key: 'add.errors.generic' };
  }
  if (error instanceof TypeError) return { key: 'add.errors.network' };
  return { key: 'add.errors.generic' };
}
