// What the build tools and benches need of the site serving, as one public entry
// (`@moveable/api/site-kit`): the same module closure the server preloads for a page is the one
// tools/route-budgets.ts counts bytes of, so the budget measures what pages really ask for.
export {
  moduleUrls,
  pageModules,
  parseImportMap,
  parseModuleGraph,
  preloadUrls,
  type ImportMap,
  type ModuleGraph,
  type PageModules,
} from './src/site/preloads.ts';
