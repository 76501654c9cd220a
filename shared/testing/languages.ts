// Pages load one language's texts (shared/src/runtime/i18n.ts); tests load all four of every
// namespace registered so far, so that a test may render in any language, or switch, at once.
import { LOCALES } from '@moveable/contract';
import { loadLanguage } from '../src/index.ts';

export function loadAllLanguages(): Promise<void> {
  return Promise.all(LOCALES.map((locale) => loadLanguage(locale))).then(() => undefined);
}
