import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entriesFromManifest, mergeEntries, IMPORTMAP_PATH, ROOT } from './importmap.mjs';
import { isExternal } from './shared-specifiers.mjs';

describe('import map assembly', () => {
  const manifest = {
    'src/index.tsx': { file: 'index-AAAA1111.js', isEntry: true, name: 'index' },
    'src/element.ts': { file: 'element-BBBB2222.js', isEntry: true, name: 'element' },
    '_chunk.js': { file: 'chunks/i18n-CCCC3333.js' },
  };
  const specifiers = { index: '@moveable/mf-spots', element: '@moveable/mf-spots/element' };

  it('maps each entry of a package manifest to its specifier under the package URL', () => {
    expect(entriesFromManifest('/mf-spots/', manifest, specifiers)).toEqual({
      '@moveable/mf-spots': '/mf-spots/index-AAAA1111.js',
      '@moveable/mf-spots/element': '/mf-spots/element-BBBB2222.js',
    });
  });

  it('refuses a manifest that lacks an entry', () => {
    expect(() => entriesFromManifest('/mf-spots/', { a: manifest['src/index.tsx'] }, specifiers)).toThrow(/@moveable\/mf-spots\/element/);
  });

  it('replaces only the given specifiers and keeps every other entry', () => {
    const map = {
      imports: { react: '/vendor/react-1.js', '@moveable/mf-spots': '/mf-spots/index-OLD.js', '@moveable/mf-map': '/mf-map/index-1.js' },
    };
    const merged = mergeEntries(map, Object.values(specifiers), {
      '@moveable/mf-spots': '/mf-spots/index-NEW.js',
      '@moveable/mf-spots/element': '/mf-spots/element-NEW.js',
    });
    expect(merged.imports).toEqual({
      '@moveable/mf-map': '/mf-map/index-1.js',
      '@moveable/mf-spots': '/mf-spots/index-NEW.js',
      '@moveable/mf-spots/element': '/mf-spots/element-NEW.js',
      react: '/vendor/react-1.js',
    });
  });

  it.each([
    ['react', true],
    ['react-dom/client', true],
    ['@moveable/shared', true],
    ['@moveable/shared/map', true],
    ['leaflet', true],
    ['leaflet/dist/leaflet.css?inline', false],
    ['./local.ts', false],
    ['reactive', false],
  ])('%s external: %s', (id, external) => {
    expect(isExternal(id)).toBe(external);
  });
});

// Releasing one micro-frontend: its build rewrites its own entries and nothing else.
describe.runIf(existsSync(IMPORTMAP_PATH))('building one micro-frontend', () => {
  it('changes only its own import-map entries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'importmap-'));
    const mapPath = join(dir, 'importmap.json');
    copyFileSync(IMPORTMAP_PATH, mapPath);
    const before = JSON.parse(readFileSync(mapPath, 'utf8')).imports;
    const sentinel = { ...before, '@moveable/mf-spots': '/mf-spots/index-STALE.js' };
    writeFileSync(mapPath, JSON.stringify({ imports: sentinel }));
    execFileSync(
      join(ROOT, 'node_modules/.bin/vite'),
      ['build', '--config', 'mf-spots/vite.config.ts', '--outDir', join(dir, 'out'), '--logLevel', 'silent'],
      {
        cwd: ROOT,
        env: { ...process.env, IMPORTMAP_PATH: mapPath },
      },
    );
    const after = JSON.parse(readFileSync(mapPath, 'utf8')).imports;
    const changed = Object.keys(after).filter((k) => after[k] !== sentinel[k]);
    expect(changed).toContain('@moveable/mf-spots');
    expect(changed.filter((k) => !k.startsWith('@moveable/mf-spots'))).toEqual([]);
    expect(after['@moveable/mf-spots']).toMatch(/^\/mf-spots\/index-[\w-]{8}\.js$/);
    for (const [spec, url] of Object.entries(after)) if (!spec.startsWith('@moveable/mf-spots')) expect(url).toBe(before[spec]);
  }, 120_000);
});

// The map kit is an entry of its own: pages without a map must not load Leaflet with @moveable/shared.
describe('building the shared package', () => {
  it('writes @moveable/shared and @moveable/shared/map, and only the map kit imports Leaflet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'importmap-shared-'));
    const mapPath = join(dir, 'importmap.json');
    const outDir = join(dir, 'out');
    execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'shared/vite.config.ts', '--outDir', outDir, '--logLevel', 'silent'], {
      cwd: ROOT,
      env: { ...process.env, IMPORTMAP_PATH: mapPath },
    });
    const { imports } = JSON.parse(readFileSync(mapPath, 'utf8'));
    expect(Object.keys(imports).sort()).toEqual(['@moveable/shared', '@moveable/shared/map']);
    const source = (spec) => readFileSync(join(outDir, imports[spec].replace(/^\/shared\//, '')), 'utf8');
    const importsLeaflet = /from\s*["']leaflet["']/;
    expect(source('@moveable/shared')).not.toMatch(importsLeaflet);
    expect(source('@moveable/shared/map')).toMatch(importsLeaflet);
    // one instance per page: the kit takes config and theme from @moveable/shared, never a copy
    expect(source('@moveable/shared/map')).toMatch(/from\s*["']@moveable\/shared["']/);
  }, 120_000);
});
