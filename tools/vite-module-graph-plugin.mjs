// Vite plugin: after a build, put this package's nodes into module-graph.json (tools/module-graph.mjs).
//
// A route's page chunk is known by a comment at its lazy import, where the route is rendered:
//   lazy(() => import(/* moveable-route: spots-id */ './features/detail/spot-detail-page.tsx'))
// (several names: `/* moveable-route: spots, entries */`). The server then preloads that chunk on
// that route. The comment sits where the import is, so it cannot drift from the code; a route
// module that is not a chunk of the build fails the build.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { graphFromBuild, mergeModuleGraph, readModuleGraph, writeModuleGraph } from './module-graph.mjs';

const ROUTE_IMPORT = /import\(\s*\/\*\s*moveable-route:\s*([\w\s,-]+?)\s*\*\/\s*(['"`])([^'"`]+)\2\s*\)/g;

/** `import(/* moveable-route: a, b *\/ './x.tsx')` in a source file → [{ names, specifier }]. */
export function routeImports(code) {
  return [...code.matchAll(ROUTE_IMPORT)].map((m) => ({ names: m[1].split(/[\s,]+/).filter(Boolean), specifier: m[3] }));
}

/** @param {{ urlBase: string, specifiers: Record<string,string> }} opts entry name → specifier */
export function moduleGraphEntries({ urlBase, specifiers }) {
  let outDir;
  let root;
  /** source path relative to root (the manifest's key) → route names */
  const routeModules = {};
  return {
    name: 'moveable-module-graph',
    apply: 'build',
    // Before TypeScript and JSX are compiled away, comments and all.
    enforce: 'pre',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async transform(code, id) {
      if (!code.includes('moveable-route:')) return null;
      for (const { names, specifier } of routeImports(code)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`moveable-route import ${specifier} in ${id} does not resolve`);
        const key = relative(root, resolved.id.split('?')[0]).split('\\').join('/');
        routeModules[key] = [...new Set([...(routeModules[key] ?? []), ...names])];
      }
      return null;
    },
    async writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
      const nodes = await graphFromBuild({ outDir, urlBase, manifest, specifiers, routeModules });
      writeModuleGraph(mergeModuleGraph(readModuleGraph(), Object.values(specifiers), nodes));
    },
  };
}
