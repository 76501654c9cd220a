// The rules of spec §3/§4 the page applies. Platform, country and locale are the contract's (the
// API applies them too); they reach the page through here, once.
export {
  PLATFORMS,
  WORLD,
  DEFAULT_PLATFORM,
  DEFAULT_COUNTRY,
  PLATFORM_COUNTRIES,
  isPlatform,
  isPlatformCountry,
  hostLabels,
  platformFromHost,
  applyPlatformOverrides,
  resolvePlatform,
  countryWhenNoneStored,
  LOCALES,
  DEFAULT_LOCALE,
  isLocale,
  matchLocale,
  negotiateLocale,
  contentLocaleFor,
  splitLocalePath,
  localizePath,
  detectRootLocale,
  type Platform,
  type PlatformContext,
  type PlatformOverrides,
  type CountryWhenNoneStoredInput,
  type Locale,
  type LocalePath,
  type DetectRootLocaleInput,
} from '@moveable/contract';
export * from './cookies';
export * from './preferences';
export * from './stored-selections';
export * from './country-views';
