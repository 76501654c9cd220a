// <link rel="modulepreload"> for a page: every module a cold visit of that route loads at start,
// from module-graph.json (written by each package build beside importmap.json, tools/module-graph.mjs).
// Without them the browser discovers the graph one level of imports per round trip (8 levels on
// /map); with them it asks for every module of the page at once, as soon as it reads the head.
//
// What a page loads at start: the shell with its static imports, the route owner's micro-frontend
// (@moveable/<owner>, owner from the contract's route table) with its static imports, the chunk of
// the route being served and the translations of the page's language, where a build made them
// chunks of their own. Bare specifiers are followed through the import map into their own nodes.
//
// A route composed of several micro-frontends (the home: mf-spots, then mf-news's latest news; the
// route table's composedWith) preloads its owner's only. The parts below it load once the owner is
// mounted (shell/src/root-config.tsx), under its first screen, so they never compete with it for
// the network: preloading mf-news on / would add 7.0 kB (brotli) to the first view.
import { DEFAULT_LOCALE_ROUTING, deployedOwners, resolveRoute, splitLocalePath, type Locale, type LocaleRouting } from '@moveable/contract';
import { z } from 'zod';
import type { FileVersion } from './watched-file.ts';
import { WatchedFile } from './watched-file.ts';

const partSchema = z.object({ files: z.array(z.string()), imports: z.array(z.string()) });
const nodeSchema = partSchema.extend({
  routes: z.record(z.string(), partSchema).optional(),
  translations: z.record(z.string(), partSchema).optional(),
  lazy: partSchema.optional(),
});
const graphSchema = z.object({ modules: z.record(z.string(), nodeSchema) });
const importMapSchema = z.object({ imports: z.record(z.string(), z.string()).default({}) });

export type GraphPart = z.infer<typeof partSchema>;
export type ModuleGraph = z.infer<typeof graphSchema>;
export type ImportMap = z.infer<typeof importMapSchema>;

export const parseModuleGraph = (text: string): ModuleGraph => graphSchema.parse(JSON.parse(text));
export const parseImportMap = (text: string): ImportMap => importMapSchema.parse(JSON.parse(text));

/** The page a path shows, as far as its modules go. */
export interface PageModules {
  /** `@moveable/<owner>`, absent for the 404 page and the shell's own pages. */
  owner?: string;
  route?: string;
  locale: Locale;
}

export function pageModules(urlPath: string, importmap: ImportMap, routing: LocaleRouting = DEFAULT_LOCALE_ROUTING): PageModules {
  const { locale, path } = splitLocalePath(urlPath.split(/[?#]/)[0] ?? '/', routing);
  const resolved = resolveRoute(path, deployedOwners(importmap));
  if (!resolved) return { locale };
  const owner = resolved.route.owner === 'shell' ? undefined : `@moveable/${resolved.route.owner}`;
  return { owner, route: resolved.route.name, locale };
}

/** A URL on our own origin: preloading another origin's module would need its CORS answer, and an import map could point there. */
const isOwnOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

const SHELL = '@moveable/shell';

/**
 * The own-origin URLs of `specifiers` and everything they import statically, each once, in order;
 * for a page also its route's chunk and its language's translations.
 */
export function moduleUrls(graph: ModuleGraph, importmap: ImportMap, specifiers: readonly string[], page?: PageModules): string[] {
  const urls = new Set<string>();
  const visited = new Set<string>();
  const addPart = (part: GraphPart | undefined) => {
    if (!part) return;
    for (const url of part.files) if (isOwnOrigin(url)) urls.add(url);
    part.imports.forEach(visit);
  };
  function visit(specifier: string) {
    if (visited.has(specifier)) return;
    visited.add(specifier);
    const url = importmap.imports[specifier];
    if (!url) return;
    const node = graph.modules[specifier];
    // A graph from another release than the import map (a build in progress): trust only the map,
    // never preload files the page won't import.
    if (node?.files[0] !== url) {
      if (isOwnOrigin(url)) urls.add(url);
      return;
    }
    addPart(node);
    if (!page) return;
    addPart(node.translations?.[page.locale]);
    if (specifier === (page.owner ?? SHELL) && page.route) addPart(node.routes?.[page.route]);
  }
  specifiers.forEach(visit);
  return [...urls];
}

/** The URLs to preload for a page: the shell's first, then its route owner's. */
export function preloadUrls(graph: ModuleGraph, importmap: ImportMap, page: PageModules): string[] {
  return moduleUrls(graph, importmap, page.owner ? [SHELL, page.owner] : [SHELL], page);
}

/** module-graph.json, re-read when it changes (a release), turned into each page's preloads. */
export class ModulePreloads {
  private readonly file: WatchedFile;
  private parsed: { key: string; graph: ModuleGraph; importmap: ImportMap } | undefined;

  constructor(moduleGraphPath: string) {
    this.file = new WatchedFile(moduleGraphPath);
  }

  /** The graph as built, for partner pages (/embed.js preloads its elements' modules from it). */
  async read(): Promise<FileVersion | null> {
    return this.file.read((text) => void parseModuleGraph(text)).catch(() => null);
  }

  /**
   * The preloads of the page at `urlPath`, and a key that changes whenever they may: with the
   * graph, the import map and the page. No graph yet (a site built before this file existed): none.
   */
  async forPage(urlPath: string, importmap: FileVersion, routing?: LocaleRouting): Promise<{ key: string; urls: string[] }> {
    const graphFile = await this.read();
    if (!graphFile) return { key: 'none', urls: [] };
    const key = `${graphFile.key}/${importmap.key}`;
    if (this.parsed?.key !== key) this.parsed = { key, graph: parseModuleGraph(graphFile.text), importmap: parseImportMap(importmap.text) };
    const page = pageModules(urlPath, this.parsed.importmap, routing);
    const urls = preloadUrls(this.parsed.graph, this.parsed.importmap, page);
    return { key: `${graphFile.key}/${page.locale}/${page.owner ?? ''}/${page.route ?? ''}`, urls };
  }
}
