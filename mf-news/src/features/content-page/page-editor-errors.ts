// A failed save → the key of its text in the 'news' namespace (or 'shared:'), on the field the
// API names when the form has it. The API's messages are English for developers: never shown.
import { ApiError } from '@moveable/shared';

export const EDITOR_FIELDS = ['title', 'description', 'bodyMarkdown'] as const;
export type EditorField = (typeof EDITOR_FIELDS)[number];

export interface EditorErrorText {
  key: string;
  field?: EditorField;
}

const isField = (name: string | undefined): name is EditorField => (EDITOR_FIELDS as readonly (string | undefined)[]).includes(name);

export function describeSaveError(error: unknown): EditorErrorText {
  if (error instanceof ApiError) {
    if (error.code === 'unknown_placeholder' && isField(error.field)) return { key: 'pageEditor.errors.placeholder', field: error.field };
    if (error.statusCode === 400 && isField(error.field)) return { key: `pageEditor.errors.${error.field}`, field: error.field };
    if (error.statusCode === 401 || error.statusCode === 403) return { key: 'pageEditor.errors.forbidden' };
    if (error.statusCode === 429) return { key: 'pageEditor.errors.rateLimited' };
    if (error.statusCode >= 500) return { key: 'shared:error.server' };
    return { key: 'shared:error.generic' };
  }
  if (error instanceof TypeError) return { key: 'shared:error.network' };
  return { key: 'shared:error.generic' };
}
