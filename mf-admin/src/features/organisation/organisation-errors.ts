// A failed organisation write → the field it concerns and the key of its text. The API's messages
// are English for developers; the page shows its own, on the field the answer names.
import { ApiError } from '@moveable/shared';
import { ORGANISATION_FIELDS, type OrganisationField } from './organisation-values.ts';

export interface OrganisationErrorText {
  key: string;
  field?: OrganisationField;
}

const isField = (name: string | undefined): name is OrganisationField => (ORGANISATION_FIELDS as readonly string[]).includes(name ?? '');

export function describeOrganisationError(error: unknown): OrganisationErrorText {
  if (error instanceof ApiError) {
    if (error.code === 'slug_taken') return { key: 'organisation.form.errors.slugTaken', field: 'slug' };
    if (error.statusCode === 403) return { key: 'organisation.form.errors.forbidden', ...(isField(error.field) ? { field: error.field } : {}) };
    if (error.statusCode === 400 && isField(error.field)) return { key: `organisation.form.errors.${error.field.split('.')[0]}`, field: error.field };
    if (error.statusCode >= 500) return { key: 'shared:error.server' };
    return { key: 'organisation.form.errors.generic' };
  }
  if (error instanceof TypeError) return { key: 'shared:error.network' };
  return { key: 'organisation.form.errors.generic' };
}
