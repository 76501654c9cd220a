// The platform rules are part of the contract with the API (one definition for both sides);
// the page gets them through @moveable/shared, so they exist once per page.
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
  type Platform,
  type PlatformContext,
  type PlatformOverrides,
} from '@moveable/contract';
