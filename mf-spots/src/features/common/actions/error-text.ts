// What went wrong, in words: the API's machine-readable codes (docs/spots-write-api.md) become
// translated sentences; its English messages never reach the page.
import { useCallback } from 'react';
import { ApiError } from '@moveable/shared';
import { useSpotsTranslation } from '../use-spots-translation.ts';

/** Codes the API answers with that have a sentence of their own under actions.errors. */
export const KNOWN_ERROR_CODES = [
  'already_voted',
  'not_voted',
  'spot_fixed',
  'already_proposed',
  'not_shame',
  'not_archiving',
  'already_reported',
  'own_content',
  'reply_depth',
  'reply_not_votable',
] as const;

const isKnown = (code: string | undefined): code is (typeof KNOWN_ERROR_CODES)[number] =>
  (KNOWN_ERROR_CODES as readonly string[]).includes(code ?? '');

export function errorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'actions.errors.generic';
  if (isKnown(error.code)) return `actions.errors.${error.code}`;
  if (error.statusCode === 401) return 'actions.errors.signedOut';
  if (error.statusCode === 403) return 'actions.errors.forbidden';
  if (error.statusCode === 404) return 'actions.errors.gone';
  if (error.statusCode === 400) return 'actions.errors.invalid';
  if (error.statusCode === 429) return 'actions.errors.tooMany';
  return 'actions.errors.generic';
}

export function useErrorText(): (error: unknown) => string {
  const { t } = useSpotsTranslation();
  return useCallback((error: unknown) => t(errorKey(error)), [t]);
}
