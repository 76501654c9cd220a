// The locale rules are part of the contract with the API (one definition for both sides);
// the page gets them through @moveable/shared, so they exist once per page.
export {
  LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  matchLocale,
  negotiateLocale,
  contentLocaleFor,
  splitLocalePath,
  localizePath,
  detectRootLocale,
  type Locale,
  type LocalePath,
  type DetectRootLocaleInput,
} from '@moveable/contract';
