// The route budgets (tools/route-budgets.ts) on a fixture build: a route over its budget fails,
// naming the route and the module that grew against the snapshot; a route within passes; a
// partner page deeper than its limit names the modules and their rounds.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './importmap.mjs';

/** Writes a built file and, when `brotli` is given, a `.br` of that many bytes beside it. */
function put(dist, url, code, brotli) {
  const file = join(dist, url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code.padEnd(brotli ? brotli * 3 : code.length, ' '));
  if (brotli) writeFileSync(`${file}.br`, Buffer.alloc(brotli));
}

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'route-budgets-'));
  const dist = join(dir, 'dist');
  put(dist, '/shell/root-config-AAAAAAAA.js', "import 'react';import './chunks/layout-BBBBBBBB.js';", 1000);
  put(dist, '/shell/chunks/layout-BBBBBBBB.js', 'export const layout = 1;', 500);
  put(dist, '/vendor/react-CCCCCCCC.js', 'export default {};', 1000);
  put(dist, '/mf-spots/index-DDDDDDDD.js', "import 'react';import './chunks/list-EEEEEEEE.js';", 5000);
  put(dist, '/mf-spots/element-FFFFFFFF.js', "import './chunks/list-EEEEEEEE.js';", 300);
  put(dist, '/mf-spots/chunks/list-EEEEEEEE.js', "import 'react';", 2000);
  put(dist, '/embed.js', '(function () { /* loader */ })();');
  const imports = {
    '@moveable/shell': '/shell/root-config-AAAAAAAA.js',
    '@moveable/mf-spots': '/mf-spots/index-DDDDDDDD.js',
    '@moveable/mf-spots/element': '/mf-spots/element-FFFFFFFF.js',
    react: '/vendor/react-CCCCCCCC.js',
  };
  const modules = {
    '@moveable/shell': { files: ['/shell/root-config-AAAAAAAA.js', '/shell/chunks/layout-BBBBBBBB.js'], imports: ['react'] },
    '@moveable/mf-spots': { files: ['/mf-spots/index-DDDDDDDD.js', '/mf-spots/chunks/list-EEEEEEEE.js'], imports: ['react'] },
    '@moveable/mf-spots/element': { files: ['/mf-spots/element-FFFFFFFF.js', '/mf-spots/chunks/list-EEEEEEEE.js'], imports: ['react'] },
    react: { files: ['/vendor/react-CCCCCCCC.js'], imports: [] },
  };
  writeFileSync(join(dir, 'importmap.json'), JSON.stringify({ imports }));
  writeFileSync(join(dir, 'module-graph.json'), JSON.stringify({ modules }));
  const routes = [
    { route: '/spots', path: '/spots', budgetKB: 8, maxDepth: 2 },
    { route: '/login', path: '/login', budgetKB: 3, maxDepth: 2 },
    { route: 'partner page', embed: ['@moveable/mf-spots/element'], budgetKB: 100, maxDepth: 2 },
  ];
  writeFileSync(join(dir, 'budgets.json'), JSON.stringify({ routes }));
  // the snapshot: mf-spots' entry was 2 kB, everything else as now
  const sizes = {
    '/shell/root-config.js': 1000,
    '/shell/chunks/layout.js': 500,
    '/vendor/react.js': 1000,
    '/mf-spots/index.js': 2000,
    '/mf-spots/element.js': 300,
    '/mf-spots/chunks/list.js': 2000,
    '/embed.js': 36,
  };
  writeFileSync(join(dir, 'sizes.json'), JSON.stringify(sizes));
  return { dir, dist };
}

function run({ dir, dist }, ...extra) {
  const args = ['tools/route-budgets.ts', '--dist', dist, '--importmap', join(dir, 'importmap.json'), '--graph', join(dir, 'module-graph.json')];
  args.push('--budgets', join(dir, 'budgets.json'), '--sizes', join(dir, 'sizes.json'), '--report', join(dir, 'report.json'), ...extra);
  const res = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8' });
  return { status: res.status, out: res.stdout + res.stderr, report: JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) };
}

describe('route budgets', () => {
  it('fail a route over its budget, naming it and the module that grew; pass the others', () => {
    const { status, out, report } = run(fixture());
    expect(status).toBe(1);
    // /spots: shell 1.0 + layout 0.5 + react 1.0 + mf-spots 5.0 + list 2.0 = 9.5 kB > 8 kB
    expect(out).toMatch(/\/spots\s+9\.5\s+8\b/);
    expect(out).toContain('BUDGET FAILED /spots: 9.5 kB of JavaScript (brotli) is over its budget of 8 kB by 1.5 kB.');
    expect(out).toContain('/mf-spots/index.js +3.0 kB (2.0 → 5.0 kB)');
    expect(out).not.toMatch(/BUDGET FAILED \/login/);
    expect(report.passed).toBe(1);
    expect(report.failed).toBe(2);
    expect(report.problems.find((p) => p.startsWith('/spots:'))).toContain('/mf-spots/index.js +3.0 kB');
  }, 60_000);

  it('fail a page whose modules load in more rounds than allowed, naming them', () => {
    const { out, report } = run(fixture());
    // embed.js (1) → importmap.json and module-graph.json (2) → the element's modules, preloaded (3);
    // without the preloads: the element (3) → its chunk (4) → React (5)
    const partner = report.problems.find((p) => p.startsWith('partner page:'));
    expect(partner).toContain('modules load in 3 rounds, more than 2');
    for (const name of ['/mf-spots/element.js', '/mf-spots/chunks/list.js', '/vendor/react.js']) expect(partner).toContain(`${name} (round 3)`);
    expect(out).toMatch(/partner page(\s+\S+){5}\s+3 \(≤ 2\)\s+5\s+OVER/);
    // element 0.3 + list 2.0 + React 1.0 + embed.js 36 bytes
    expect(out).toMatch(/partner page\s+3\.3\s+100\b/);
  }, 60_000);

  it('--update writes the snapshot the next check compares with', () => {
    const build = fixture();
    run(build, '--update');
    expect(JSON.parse(readFileSync(join(build.dir, 'sizes.json'), 'utf8'))['/mf-spots/index.js']).toBe(5000);
    const { out } = run(build);
    expect(out).toContain('No module grew against the snapshot; the largest: /mf-spots/index.js 5.0 kB');
  }, 60_000);
});
