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
    ['@moveable/shared/lifecycles', true],
    ['@moveable/shared/element', true],
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
    // A release of its own: a new build record beside the map it wrote (tools/build-record.mjs).
    const latest = JSON.parse(readFileSync(join(dir, 'builds', 'latest.json'), 'utf8'));
    const meta = JSON.parse(readFileSync(join(dir, 'builds', 'meta', `${latest.id}.json`), 'utf8'));
    expect(meta.entries['@moveable/mf-spots']).toBe(after['@moveable/mf-spots']);
    expect(meta.entries['@moveable/mf-map']).toBe(after['@moveable/mf-map']);
    expect(Object.keys(meta.entries).every((spec) => spec.startsWith('@moveable/'))).toBe(true);
  }, 120_000);
});

// The map kit, the lifecycles, the element kit, the filter bar and the widgets are entries of their
// own: pages without a map load no Leaflet, custom elements on partner pages neither single-spa nor
// single-spa-react, the home no filter bar, and DOMPurify loads only with the first text that needs it.
describe('building the shared package', () => {
  it('writes its entries; only the map kit imports Leaflet, only the lifecycles single-spa-react, only a lazy chunk DOMPurify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'importmap-shared-'));
    const mapPath = join(dir, 'importmap.json');
    const outDir = join(dir, 'out');
    execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'shared/vite.config.ts', '--outDir', outDir, '--logLevel', 'silent'], {
      cwd: ROOT,
      env: { ...process.env, IMPORTMAP_PATH: mapPath },
    });
    const { imports } = JSON.parse(readFileSync(mapPath, 'utf8'));
    expect(Object.keys(imports).sort()).toEqual([
      '@moveable/shared',
      '@moveable/shared/element',
      '@moveable/shared/filter-bar',
      '@moveable/shared/lifecycles',
      '@moveable/shared/map',
      '@moveable/shared/widgets',
    ]);
    const source = (spec) => readFileSync(join(outDir, imports[spec].replace(/^\/shared\//, '')), 'utf8');
    /** A static import of `spec` in built code (quotes of any kind, as the bundler writes them). */
    const importsStatically = (spec) => {
      const name = spec.replaceAll('/', '\\/');
      return new RegExp(String.raw`(?:from|import)\s*["'\x60]` + name + String.raw`["'\x60]`);
    };
    const main = source('@moveable/shared');
    for (const lib of ['leaflet', 'single-spa', 'single-spa-react', 'dompurify', '@r2wc/react-to-web-component']) {
      expect(main, `@moveable/shared imports ${lib}`).not.toMatch(importsStatically(lib));
    }
    expect(main).toMatch(/import\(["'`]\.\/chunks\/sanitize-html-[\w-]+\.js["'`]\)/);
    expect(source('@moveable/shared/map')).toMatch(importsStatically('leaflet'));
    expect(source('@moveable/shared/lifecycles')).toMatch(importsStatically('single-spa-react'));
    expect(source('@moveable/shared/element')).toMatch(importsStatically('@r2wc/react-to-web-component'));
    // one instance per page: the kits take config, theme, providers from @moveable/shared, never a copy
    for (const kit of [
      '@moveable/shared/map',
      '@moveable/shared/lifecycles',
      '@moveable/shared/element',
      '@moveable/shared/filter-bar',
      '@moveable/shared/widgets',
    ]) {
      expect(source(kit)).toMatch(importsStatically('@moveable/shared'));
    }
    // texts: one chunk per language, named by it
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
    const languageChunks = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.startsWith('i18n/'))
      .map((file) => file.replace(/-[\w-]+\.js$/, ''))
      .sort();
    expect(languageChunks).toEqual(['i18n/de', 'i18n/en', 'i18n/fr', 'i18n/it']);
  }, 120_000);
});
