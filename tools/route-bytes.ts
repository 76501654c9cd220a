// What a cold visit of a route loads at start, counted from the build output: the modules the
// server preloads for it (the same closure, @moveable/api/site-kit), the bytes of each as the
// server sends it (the size of its precompressed `X.br`; the file itself where none was worth
// writing), and the waterfall depth: how many rounds of requests after the HTML it takes until
// the last of them is asked for.
//
// What this static count cannot see is listed, not guessed: chunks a page imports later (a map
// kit near the viewport, Sentry) are a route's `lazy`; a route whose page imports one of them at
// mount names it in `atMount` (route-budgets.json), and bench/route-bytes.ts checks the count
// against what Chromium really fetches.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { moduleUrls, pageModules, parseImportMap, parseModuleGraph, preloadUrls, type ImportMap, type ModuleGraph } from '@moveable/api/site-kit';
import { deployedOwners, pageOwners, resolveRoute, splitLocalePath } from '@moveable/contract';

/** A route as the budgets name it: a page of ours, or a partner page that embeds our elements. */
export interface RouteSpec {
  /** How tables and failures name it: '/spots/{id}'. */
  route: string;
  /** A path to serve as that route ('/spots/1'); absent for a partner page. */
  path?: string;
  /** Partner page: the element specifiers it loads through /embed.js. */
  embed?: string[];
  /** Specifiers the page imports dynamically as it mounts (the static graph cannot tell). */
  atMount?: string[];
}

export interface FileCost {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** The request round it is asked for in (1: with the first requests after the HTML). */
  depth: number;
}

export interface RouteCost {
  spec: RouteSpec;
  files: FileCost[];
  /** Brotli bytes of all files: what the server sends. */
  brotli: number;
  raw: number;
  gzip: number;
  depth: number;
  /** The depth the same modules took before pages carried modulepreload links. */
  depthWithoutPreloads: number;
  /** Own chunks and specifiers the page may import later, not counted. */
  lazy: string[];
}

export interface BuildOutput {
  distDir: string;
  importmap: ImportMap;
  graph: ModuleGraph;
}

const isOwn = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** `/vendor/chunks/client-CqGaja2F.js` → `/vendor/chunks/client.js`: a module's name across builds. */
export const stableName = (url: string) => url.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');

function sizeOf(file: string): number | undefined {
  return existsSync(file) ? statSync(file).size : undefined;
}

export async function createRouteCounter({ distDir, importmap, graph }: BuildOutput) {
  await init;
  const edges = new Map<string, { statics: string[]; dynamics: string[] }>();

  /** A built file's imports as URLs: relative ones resolved, bare ones through the import map. */
  function importsOf(url: string) {
    let known = edges.get(url);
    if (known) return known;
    const code = readFileSync(join(distDir, url), 'utf8');
    const [imports] = parse(code);
    known = { statics: [], dynamics: [] };
    for (const imp of imports) {
      if (imp.d === -2) continue;
      const spec = imp.n ?? /^`([^`$\\]*)`$/.exec(code.slice(imp.s, imp.e).trim())?.[1];
      if (!spec) continue;
      const target = spec.startsWith('.') ? posix.join(posix.dirname(url), spec) : spec.startsWith('/') ? spec : importmap.imports[spec];
      if (target && isOwn(target)) (imp.d === -1 ? known.statics : known.dynamics).push(target);
    }
    edges.set(url, known);
    return known;
  }

  /**
   * Request rounds: `start` files are asked for in the rounds given; every static import of a file
   * one round after it, unless it already has an earlier round. Dynamic imports are not followed.
   */
  function rounds(start: Map<string, number>): Map<string, number> {
    const depth = new Map(start);
    const queue = [...start.entries()].sort((a, b) => a[1] - b[1]);
    while (queue.length) {
      const [url, d] = queue.shift()!;
      if ((depth.get(url) ?? Infinity) < d) continue;
      for (const next of importsOf(url).statics) {
        if ((depth.get(next) ?? Infinity) <= d + 1) continue;
        depth.set(next, d + 1);
        queue.push([next, d + 1]);
        queue.sort((a, b) => a[1] - b[1]);
      }
    }
    return depth;
  }

  const maxDepth = (depths: Map<string, number>) => Math.max(0, ...depths.values());
  const urlOf = (spec: string) => {
    const url = importmap.imports[spec];
    if (!url) throw new Error(`${spec} is not in the import map`);
    return url;
  };

  /** Adds what the page imports as it mounts: asked for once the importing modules ran. */
  function withAtMount(depths: Map<string, number>, atMount: string[] = []) {
    if (!atMount.length) return depths;
    const after = maxDepth(depths) + 1;
    const start = new Map(depths);
    for (const spec of atMount) if (!start.has(urlOf(spec))) start.set(urlOf(spec), after);
    return rounds(start);
  }

  /** Our page: the server's preloads in round 1; before them, the shell, then the owner, then its route chunk. */
  function pageDepths(spec: RouteSpec & { path: string }) {
    const page = pageModules(spec.path, importmap);
    const preloads = preloadUrls(graph, importmap, page);
    const withPreloads = withAtMount(rounds(new Map(preloads.map((u) => [u, 1]))), spec.atMount);

    // Without preloads: the inline script imports the shell; single-spa imports the owner once the
    // shell ran; the owner imports its route's chunk once it ran.
    let chain = rounds(new Map([[urlOf('@moveable/shell'), 1]]));
    const later = (urls: string[]) => {
      const start = new Map(chain);
      const after = maxDepth(chain) + 1;
      for (const url of urls) if (!start.has(url)) start.set(url, after);
      chain = rounds(start);
    };
    if (page.owner) later([urlOf(page.owner)]);
    const ownerNode = graph.modules[page.owner ?? '@moveable/shell'];
    const routePart = page.route ? ownerNode?.routes?.[page.route] : undefined;
    if (routePart) later(routePart.files.slice(0, 1));
    const translations = Object.values(graph.modules).flatMap((n) => n.translations?.[page.locale]?.files.slice(0, 1) ?? []);
    later(translations.filter((u) => preloads.includes(u)));
    const withoutPreloads = withAtMount(chain, spec.atMount);
    return { withPreloads, withoutPreloads, specifiers: ['@moveable/shell', ...(page.owner ? [page.owner] : [])], composed: composedOf(spec.path) };
  }

  /**
   * The parts a composed page mounts below its owner (the home's mf-news): the shell imports them
   * once the owner is mounted, without preloads (api/src/site/preloads.ts), so they are not part
   * of the first view: listed, not counted.
   */
  function composedOf(path: string): string[] {
    const deployed = deployedOwners(importmap);
    const resolved = resolveRoute(splitLocalePath(path).path, deployed);
    return resolved
      ? pageOwners(resolved.route, deployed)
          .slice(1)
          .map((owner) => `@moveable/${owner}`)
      : [];
  }

  /**
   * A partner page: /embed.js (round 1) fetches /importmap.json and /module-graph.json (2), then
   * preloads and imports the elements' modules (3); before the preloads, level by level from 3.
   */
  function embedDepths(spec: RouteSpec & { embed: string[] }) {
    const start = new Map<string, number>([['/embed.js', 1]]);
    for (const url of moduleUrls(graph, importmap, spec.embed)) start.set(url, 3);
    const withPreloads = withAtMount(rounds(start), spec.atMount);
    const before = new Map<string, number>([['/embed.js', 1]]);
    for (const element of spec.embed) before.set(urlOf(element), 3);
    return { withPreloads, withoutPreloads: withAtMount(rounds(before), spec.atMount), specifiers: spec.embed, composed: [] as string[] };
  }

  function costOf(url: string, depth: number): FileCost {
    const file = join(distDir, url);
    const raw = sizeOf(file);
    if (raw === undefined) throw new Error(`${url} is not in ${distDir}: build first (npm run build)`);
    // No `.br`/`.gz` beside a file: too small or not worth it, so the server sends it as it is.
    return { url, raw, gzip: sizeOf(`${file}.gz`) ?? raw, brotli: sizeOf(`${file}.br`) ?? raw, depth };
  }

  /** Own files and specifiers the route's modules may import later. */
  function lazyOf(specifiers: string[], counted: Set<string>, atMount: string[] = []): string[] {
    const lazy = new Set<string>();
    const seen = new Set<string>();
    const visit = (spec: string) => {
      if (seen.has(spec)) return;
      seen.add(spec);
      const node = graph.modules[spec];
      if (!node) return;
      node.imports.forEach(visit);
      for (const url of node.lazy?.files ?? []) if (!counted.has(url)) lazy.add(url);
      for (const s of node.lazy?.imports ?? []) if (!atMount.includes(s) && !counted.has(importmap.imports[s] ?? '')) lazy.add(s);
    };
    [...specifiers, ...atMount].forEach(visit);
    return [...lazy].sort();
  }

  return function count(spec: RouteSpec): RouteCost {
    const { withPreloads, withoutPreloads, specifiers, composed } = spec.embed
      ? embedDepths(spec as RouteSpec & { embed: string[] })
      : spec.path
        ? pageDepths(spec as RouteSpec & { path: string })
        : (() => {
            throw new Error(`${spec.route}: give a path or the embedded elements`);
          })();
    const files = [...withPreloads.entries()].map(([url, depth]) => costOf(url, depth)).sort((a, b) => a.depth - b.depth || b.brotli - a.brotli);
    const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
    return {
      spec,
      files,
      raw: sum('raw'),
      gzip: sum('gzip'),
      brotli: sum('brotli'),
      // A partner page also waits for /importmap.json and /module-graph.json in round 2: no JavaScript, but a round.
      depth: maxDepth(withPreloads),
      depthWithoutPreloads: maxDepth(withoutPreloads),
      lazy: [...composed, ...lazyOf(specifiers, new Set(withPreloads.keys()), spec.atMount)],
    };
  };
}

/** Reads importmap.json and module-graph.json as the server does. */
export function readBuildOutput(distDir: string, importmapPath: string, graphPath: string): BuildOutput {
  for (const file of [importmapPath, graphPath]) if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  return {
    distDir,
    importmap: parseImportMap(readFileSync(importmapPath, 'utf8')),
    graph: parseModuleGraph(readFileSync(graphPath, 'utf8')),
  };
}
