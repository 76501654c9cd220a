// The module graph of the built front end, per import-map specifier: which of our files the
// browser needs for it (its static import graph), which bare specifiers those files import, and
// which chunks load later (a route's page, a language's translations). The server turns it into
// <link rel="modulepreload"> tags, so the browser fetches a page's modules in one round instead
// of one round per level of imports; tools/route-budgets.ts counts a route's bytes from it.
//
// Like the import map, each package build writes only its own entries (module-graph.json beside
// importmap.json), so releasing one micro-frontend rewrites only its part of the graph.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { IMPORTMAP_PATH } from './importmap.mjs';

export const MODULE_GRAPH_PATH = process.env.MODULE_GRAPH_PATH || join(dirname(IMPORTMAP_PATH), 'module-graph.json');

/**
 * @typedef {{ files: string[], imports: string[] }} GraphPart  URLs of our files, bare specifiers
 * @typedef {GraphPart & {
 *   routes?: Record<string, GraphPart>,
 *   translations?: Record<string, GraphPart>,
 *   lazy?: GraphPart,
 * }} GraphNode  `files[0]` is the specifier's own URL (as in the import map)
 * @typedef {{ modules: Record<string, GraphNode> }} ModuleGraph
 */

/** A dynamic import's literal target; rolldown writes them as template literals (`import(\`./x.js\`)`). */
function specifierOf(code, imp) {
  if (imp.n !== undefined) return imp.n;
  const text = code.slice(imp.s, imp.e).trim();
  const literal = /^`([^`$\\]*)`$/.exec(text);
  return literal ? literal[1] : undefined;
}

const isRelative = (spec) => spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/');

/**
 * Reads built files from `outDir` and follows their static imports inside the package.
 * @param {string} outDir the package's build folder
 * @param {string} urlBase its URL folder, '/mf-spots/'
 */
export async function createGraphReader(outDir, urlBase) {
  await init;
  const parsed = new Map();

  /** file (relative to outDir) → its static and dynamic imports, own files as relative paths */
  function importsOf(file) {
    let result = parsed.get(file);
    if (result) return result;
    const code = readFileSync(join(outDir, file), 'utf8');
    const [imports] = parse(code);
    result = { files: [], bare: [], dynamicFiles: [], dynamicBare: [] };
    for (const imp of imports) {
      if (imp.d === -2) continue; // import.meta
      const spec = specifierOf(code, imp);
      if (spec === undefined) continue; // computed: not knowable from the file (the shell's `import(name)` of a route owner)
      const dynamic = imp.d > -1;
      if (isRelative(spec)) {
        const url = spec.startsWith('/') ? spec : posix.join(posix.dirname(urlBase + file), spec);
        if (!url.startsWith(urlBase)) throw new Error(`${urlBase}${file} imports ${spec}, outside its package`);
        (dynamic ? result.dynamicFiles : result.files).push(url.slice(urlBase.length));
      } else if (!/^[a-z][a-z0-9+.-]*:/i.test(spec)) {
        (dynamic ? result.dynamicBare : result.bare).push(spec);
      }
    }
    parsed.set(file, result);
    return result;
  }

  /**
   * The static closure of `start` (files relative to outDir), without the files in `known`.
   * @returns {GraphPart & { dynamicFiles: string[], dynamicBare: string[] }}
   */
  function closure(start, known = new Set()) {
    const files = [];
    const seen = new Set(known);
    const bare = new Set();
    const dynamicFiles = new Set();
    const dynamicBare = new Set();
    const queue = start.filter((f) => !seen.has(f));
    for (const f of queue) seen.add(f);
    while (queue.length) {
      const file = queue.shift();
      files.push(file);
      const own = importsOf(file);
      own.bare.forEach((s) => bare.add(s));
      own.dynamicFiles.forEach((f) => dynamicFiles.add(f));
      own.dynamicBare.forEach((s) => dynamicBare.add(s));
      for (const next of own.files) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return {
      files: files.map((f) => urlBase + f),
      imports: [...bare].sort(),
      dynamicFiles: [...dynamicFiles],
      dynamicBare: [...dynamicBare].sort(),
    };
  }

  return { closure };
}

/**
 * A dynamically imported `i18n/de.json` (any two-letter name) is a package's texts in that language,
 * which a page needs as it starts; so is shared's `i18n/locales/de.ts` (its namespaces of one
 * language in one module). Texts of one part of a package (`i18n/spot-form/de.json`) load with the
 * pages that show them, after the page's start: they are not preloaded for every route.
 */
const translationLocale = (src) => /(?:^|\/)i18n\/(?:locales\/)?([a-z]{2})\.(?:json|ts)$/.exec(src ?? '')?.[1];

/**
 * The graph nodes of one package build.
 * @param {object} opts
 * @param {string} opts.outDir
 * @param {string} opts.urlBase
 * @param {Record<string, { file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean }>} opts.manifest Vite's
 * @param {Record<string, string>} opts.specifiers entry name → import-map specifier
 * @param {Record<string, string[]>} [opts.routeModules] source path (manifest key) → route names it renders
 * @returns {Promise<Record<string, GraphNode>>}
 */
export async function graphFromBuild({ outDir, urlBase, manifest, specifiers, routeModules = {} }) {
  const { closure } = await createGraphReader(outDir, urlBase);
  const chunkOf = (src) => manifest[src]?.file;
  /** built file → route names / locale, for the chunks that are loaded later */
  const routeNames = new Map();
  for (const [src, names] of Object.entries(routeModules)) {
    const file = chunkOf(src);
    if (!file) throw new Error(`route module ${src} (${names.join(', ')}) is not in the build`);
    routeNames.set(file, names);
  }
  const locales = new Map();
  for (const chunk of Object.values(manifest)) {
    const locale = chunk.isDynamicEntry ? translationLocale(chunk.src) : undefined;
    if (locale) locales.set(chunk.file, locale);
  }

  const nodes = {};
  for (const chunk of Object.values(manifest)) {
    const spec = chunk.isEntry && chunk.name ? specifiers[chunk.name] : undefined;
    if (!spec) continue;
    const main = closure([chunk.file]);
    const known = new Set(main.files.map((u) => u.slice(urlBase.length)));
    const node = { files: main.files, imports: main.imports };
    const lazyFiles = [];
    const lazyBare = new Set(main.dynamicBare);
    for (const file of main.dynamicFiles) {
      if (known.has(file)) continue; // also imported statically: already loaded
      const part = closure([file], known);
      const later = { files: part.files, imports: part.imports };
      part.dynamicBare.forEach((s) => lazyBare.add(s));
      if (routeNames.has(file)) {
        node.routes ??= {};
        for (const name of routeNames.get(file)) node.routes[name] = later;
      } else if (locales.has(file)) {
        node.translations ??= {};
        node.translations[locales.get(file)] = later;
      } else {
        lazyFiles.push(...part.files);
      }
    }
    if (lazyFiles.length || lazyBare.size) node.lazy = { files: [...new Set(lazyFiles)], imports: [...lazyBare].sort() };
    nodes[spec] = node;
  }
  const missing = Object.values(specifiers).filter((s) => !(s in nodes));
  if (missing.length) throw new Error(`manifest has no entry for ${missing.join(', ')}`);
  return nodes;
}

export function readModuleGraph(path = MODULE_GRAPH_PATH) {
  if (!existsSync(path)) return { modules: {} };
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Replaces the nodes of `specifiers`, keeps every other package's nodes. */
export function mergeModuleGraph(graph, specifiers, nodes) {
  const modules = Object.fromEntries(Object.entries(graph.modules ?? {}).filter(([spec]) => !specifiers.includes(spec)));
  Object.assign(modules, nodes);
  return { ...graph, modules: Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) };
}

export function writeModuleGraph(graph, path = MODULE_GRAPH_PATH) {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, JSON.stringify(graph, null, 2) + '\n');
  renameSync(tmp, path); // atomic: the server never reads half a graph
}
