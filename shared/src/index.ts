// The public face of @moveable/shared: one instance per page through the import map.
export * from './rules/index.ts';
export * from './sanitize/index.ts';
export * from './theme/index.ts';
export * from './ui/index.ts';
export { config, configure, assetBase, type RuntimeConfig } from './runtime/config.ts';
export { splitLocalePath, localizePath } from './runtime/locale-paths.ts';
export { getPageContext, setPageContext, subscribePageContext, type PageContext } from './runtime/page-context.ts';
export {
  ApiError,
  createApiClient,
  buildQuery,
  apiHeaders,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorBody,
  type ApiCallInit,
  type ResponseCheck,
  setResponseCheck,
  fillPath,
  type AccessTokenSource,
  type QueryValue,
} from './runtime/api-client.ts';
export { traceHeaders } from './runtime/trace-context.ts';
export {
  i18n,
  addTranslations,
  loadLanguage,
  isLanguageLoaded,
  type Translations,
  type TranslationLoaders,
  type TranslationTexts,
} from './runtime/i18n.ts';

export { queryClient, createQueryClient } from './runtime/query-client.ts';
export { useLocation, routePath, href, navigate, setSearchParams, setNavigator, type NavigateOptions } from './runtime/router.ts';
export {
  usePageContext,
  useApi,
  useEmbedded,
  EmbeddedProvider,
  setAccessTokenSource,
  apiClientFor,
  type TokenRenewal,
} from './runtime/context-hooks.tsx';
export { Providers, ErrorBoundary } from './runtime/providers.tsx';
export { locate, type BrowserPosition, type LocateFailure, type LocateResult } from './runtime/geolocation.ts';
export { Link } from './runtime/link.tsx';
export { matchPath, matchFirst, type RouteParams } from '@moveable/contract';
export { setCurrentRoute, getCurrentRoute, useRoute, type CurrentRoute } from './runtime/route-store.ts';
export * from './spots/index.ts';
export { useDocumentTitle } from './runtime/document-title.ts';
export { countryName } from './runtime/country-name.ts';
export { useHeadTexts, routeDocumentTitle } from './runtime/page-head.ts';
export { pageHead, type PageHead, type HeadTexts } from '@moveable/contract';
export * from './session/index.ts';
