// The module graph each package build writes beside the import map (tools/module-graph.mjs): a
// real Vite build of a small fixture package, the merge rule that lets one micro-frontend be
// released alone, and the route comments.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IMPORTMAP_PATH, ROOT } from './importmap.mjs';
import { MODULE_GRAPH_PATH, mergeModuleGraph } from './module-graph.mjs';
import { routeImports } from './vite-module-graph-plugin.mjs';

const vite = join(ROOT, 'node_modules/.bin/vite');

function buildFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'module-graph-'));
  const outDir = join(dir, 'out');
  execFileSync(vite, ['build', '--config', 'tools/test-fixtures/graph-package/vite.config.mjs', '--outDir', outDir, '--logLevel', 'silent'], {
    cwd: ROOT,
    env: { ...process.env, IMPORTMAP_PATH: join(dir, 'importmap.json'), MODULE_GRAPH_PATH: '' },
  });
  return { dir, outDir, graph: JSON.parse(readFileSync(join(dir, 'module-graph.json'), 'utf8')) };
}

describe('a package build writes its module graph', () => {
  const built = buildFixture();
  const node = built.graph.modules['@moveable/fixture'];
  const importmap = JSON.parse(readFileSync(join(built.dir, 'importmap.json'), 'utf8'));
  const file = (url) => join(built.outDir, url.replace(/^\/fixture\//, ''));

  it('beside the import map, one node per specifier, whose first file is the import-map URL', () => {
    expect(Object.keys(built.graph.modules)).toEqual(['@moveable/fixture']);
    expect(node.files[0]).toBe(importmap.imports['@moveable/fixture']);
  });

  it('lists the own files of the static graph and the bare specifiers they import', () => {
    expect(node.files).toHaveLength(2);
    expect(node.files[1]).toMatch(/^\/fixture\/chunks\/helper-[\w-]{8}\.js$/);
    expect(node.imports).toEqual(['@moveable/shared']);
    for (const url of node.files) expect(existsSync(file(url)), url).toBe(true);
  });

  it('keys the chunk of a lazily imported page by the routes its comment names, without files already loaded', () => {
    expect(Object.keys(node.routes).sort()).toEqual(['entries-oldId', 'spots-id']);
    expect(node.routes['spots-id'].files).toEqual([expect.stringMatching(/^\/fixture\/chunks\/detail-page-[\w-]{8}\.js$/)]);
    expect(node.routes['spots-id'].imports).toEqual(['react']);
  });

  it('keys dynamically imported <language>.json chunks by language; other lazy chunks are only listed', () => {
    expect(Object.keys(node.translations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(readFileSync(file(node.translations.fr.files[0]), 'utf8')).toContain('Titre');
    expect(node.lazy.files).toEqual([expect.stringMatching(/^\/fixture\/chunks\/later-[\w-]{8}\.js$/)]);
  });

  it('precompresses the written files: .br and .gz decode to the file; small files get none', () => {
    const helper = file(node.files[1]);
    const source = readFileSync(helper);
    expect(brotliDecompressSync(readFileSync(`${helper}.br`)).equals(source)).toBe(true);
    expect(gunzipSync(readFileSync(`${helper}.gz`)).equals(source)).toBe(true);
    const later = file(node.lazy.files[0]);
    expect(readFileSync(later).length).toBeLessThan(1024);
    expect(existsSync(`${later}.br`)).toBe(false);
    // source maps and the manifest are not served to the public: not compressed
    const all = readdirSync(built.outDir, { recursive: true });
    expect(all.filter((f) => /\.map\.(br|gz)$/.test(f) || (f.startsWith('.vite') && /\.(br|gz)$/.test(f)))).toEqual([]);
  });
}, 120_000);

describe('merging one package into the graph', () => {
  it('replaces only the given specifiers and keeps every other node', () => {
    const graph = {
      modules: {
        react: { files: ['/vendor/react-1.js'], imports: [] },
        '@moveable/mf-spots': { files: ['/mf-spots/index-OLD.js'], imports: [] },
        '@moveable/mf-spots/element': { files: ['/mf-spots/element-OLD.js'], imports: [] },
        '@moveable/mf-map': { files: ['/mf-map/index-1.js'], imports: [] },
      },
    };
    const merged = mergeModuleGraph(graph, ['@moveable/mf-spots', '@moveable/mf-spots/element'], {
      '@moveable/mf-spots': { files: ['/mf-spots/index-NEW.js'], imports: ['react'] },
      '@moveable/mf-spots/element': { files: ['/mf-spots/element-NEW.js'], imports: [] },
    });
    expect(merged.modules).toEqual({
      '@moveable/mf-map': { files: ['/mf-map/index-1.js'], imports: [] },
      '@moveable/mf-spots': { files: ['/mf-spots/index-NEW.js'], imports: ['react'] },
      '@moveable/mf-spots/element': { files: ['/mf-spots/element-NEW.js'], imports: [] },
      react: { files: ['/vendor/react-1.js'], imports: [] },
    });
  });
});

describe.runIf(existsSync(IMPORTMAP_PATH) && existsSync(MODULE_GRAPH_PATH))('releasing one micro-frontend', () => {
  it('rewrites only its own nodes of the module graph', () => {
    const dir = mkdtempSync(join(tmpdir(), 'module-graph-release-'));
    copyFileSync(IMPORTMAP_PATH, join(dir, 'importmap.json'));
    const before = JSON.parse(readFileSync(MODULE_GRAPH_PATH, 'utf8')).modules;
    const stale = { ...before, '@moveable/mf-spots': { files: ['/mf-spots/index-STALE.js'], imports: [] } };
    writeFileSync(join(dir, 'module-graph.json'), JSON.stringify({ modules: stale }));
    execFileSync(vite, ['build', '--config', 'mf-spots/vite.config.ts', '--outDir', join(dir, 'out'), '--logLevel', 'silent'], {
      cwd: ROOT,
      env: { ...process.env, IMPORTMAP_PATH: join(dir, 'importmap.json'), MODULE_GRAPH_PATH: '' },
    });
    const after = JSON.parse(readFileSync(join(dir, 'module-graph.json'), 'utf8')).modules;
    expect(after['@moveable/mf-spots'].files[0]).toMatch(/^\/mf-spots\/index-[\w-]{8}\.js$/);
    for (const spec of Object.keys(before)) if (!spec.startsWith('@moveable/mf-spots')) expect(after[spec], spec).toEqual(before[spec]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  }, 120_000);
});

describe('route comments', () => {
  it('name one or several routes at a lazy import', () => {
    const code = [
      "const A = lazy(() => import(/* moveable-route: spots-id */ './detail.tsx'));",
      'const B = lazy(() => import( /*moveable-route: spots, entries*/ "./list.tsx"));',
      "const C = lazy(() => import('./not-a-route.tsx'));",
    ].join('\n');
    expect(routeImports(code)).toEqual([
      { names: ['spots-id'], specifier: './detail.tsx' },
      { names: ['spots', 'entries'], specifier: './list.tsx' },
    ]);
  });
});
