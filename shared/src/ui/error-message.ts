/**
 * Which text the error screen shows (spec §8): the explicit message; else the translation
 * keyed by the lower-cased error identifier under the error prefix; else the generic text.
 */

export const ERROR_PREFIX = 'error';

/** UI labels that share the error prefix but are not identifier texts. */
const NOT_IDENTIFIERS = new Set(['retry', 'status']);

/**
 * Identifier → translation key, or null when the identifier cannot name one. Only plain
 * names: a dot or colon would let API data reach other keys or namespaces.
 */
export function errorIdentifierKey(identifier: string | null | undefined): string | null {
  const name = identifier?.trim().toLowerCase() ?? '';
  if (!/^[a-z0-9_-]+$/.test(name) || NOT_IDENTIFIERS.has(name)) return null;
  return `${ERROR_PREFIX}.${name}`;
}

export interface ErrorMessageSources {
  message?: string | null;
  identifier?: string | null;
  /** True when the key has a text in the current language. */
  hasText: (key: string) => boolean;
  translate: (key: string) => string;
}

export function resolveErrorMessage({ message, identifier, hasText, translate }: ErrorMessageSources): string {
  if (message && message.trim() !== '') return message;
  const key = errorIdentifierKey(identifier);
  if (key !== null && hasText(key)) return translate(key);
  return translate(`${ERROR_PREFIX}.generic`);
}
