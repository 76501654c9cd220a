// What the form checks before sending (the API checks again and has the last word). Keys are
// field names; values are the i18n keys of their texts.
import { MAX_CATEGORIES, MAX_DESCRIPTION, MAX_TITLE } from '@moveable/contract';
import type { SpotFormValues } from './form-values.ts';

/** The form's fields in page order: focus goes to the first one with an error. */
export const FIELD_ORDER = ['photos', 'famed', 'location', 'street', 'postalCode', 'city', 'country', 'title', 'description', 'categoryIds'] as const;
export type SpotField = (typeof FIELD_ORDER)[number];
export type FieldErrors = Partial<Record<SpotField, string>>;

export interface ValidationContext {
  /** The worldwide site needs the address country (it becomes the spot's country). */
  countryRequired: boolean;
  photosBusy: boolean;
  photosFailed: boolean;
}

export function validateSpot(values: SpotFormValues, ctx: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  if (ctx.photosBusy) errors.photos = 'add.errors.photosBusy';
  else if (ctx.photosFailed) errors.photos = 'add.errors.photosFailed';
  if (values.famed === null) errors.famed = 'add.errors.famed';
  if (values.location === null) errors.location = 'add.errors.location';
  if (ctx.countryRequired && !values.country.trim()) errors.country = 'add.errors.countryRequired';
  const title = values.title.trim();
  if (!title || title.length > MAX_TITLE) errors.title = 'add.errors.title';
  if (values.description.trim().length > MAX_DESCRIPTION) errors.description = 'add.errors.description';
  if (values.categoryIds.length > MAX_CATEGORIES) errors.categoryIds = 'add.errors.categoryIds';
  return errors;
}
