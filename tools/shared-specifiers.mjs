// The ONE list of third-party modules that load once per page through the import map.
// The vendor build makes an entry for each; every other build marks them external.
export const VENDOR_SPECIFIERS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'single-spa',
  'single-spa-react',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@r2wc/react-to-web-component',
  'leaflet',
  'react-leaflet',
  'dompurify',
  '@sentry/browser',
];

// Libraries of which pages use a few exports only: their vendor entry re-exports just these, and
// the rest stays out of every page (react-i18next: its ICU components, SSR helpers and HOCs, a
// third of it; React Query: suspense, hydration, useQueries…, a fifth). Every package build
// checks its imports from these specifiers against the lists (tools/vite-vendor-exports.mjs): an
// import of anything else fails the build, naming the list to extend.
export const VENDOR_EXPORTS = {
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation', 'Trans'],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'useQuery',
    'useInfiniteQuery',
    'useMutation',
    'useQueryClient',
    'queryOptions',
    'infiniteQueryOptions',
    'keepPreviousData',
  ],
};

// Our own modules that are import-map entries of their own (one instance per page). The map kit
// imports Leaflet, the lifecycles single-spa-react and the element kit r2wc, so none of them is
// part of @moveable/shared's main entry: pages load the lifecycles, partner pages the element kit.
// The filter bar and the widgets (menu, tabs, pagination) load with the pages that show them.
export const OWN_SPECIFIERS = [
  '@moveable/shared',
  '@moveable/shared/element',
  '@moveable/shared/filter-bar',
  '@moveable/shared/lifecycles',
  '@moveable/shared/map',
  '@moveable/shared/widgets',
];

export const EXTERNALS = [...VENDOR_SPECIFIERS, ...OWN_SPECIFIERS];

/** Rollup/rolldown `external` test: a shared specifier or a deep import of one. */
export function isExternal(id) {
  // Files taken from a package at build time (`leaflet/dist/leaflet.css?inline`) are bundled.
  if (id.includes('?') || id.endsWith('.css')) return false;
  return EXTERNALS.some((spec) => id === spec || id.startsWith(`${spec}/`));
}

/** File-system-safe entry name for a specifier: `react-dom/client` → `react-dom_client`. */
export function entryName(spec) {
  return spec.replace(/^@/, '').replace(/[/]/g, '_');
}
