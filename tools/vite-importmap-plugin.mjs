// Vite plugin: after a build, put this package's entries into the shared import map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entriesFromManifest, mergeEntries, readImportMap, writeImportMap } from './importmap.mjs';

/** @param {{ urlBase: string, specifiers: Record<string,string> }} opts entry name → specifier */
export function importMapEntries({ urlBase, specifiers }) {
  let outDir;
  return {
    name: 'moveable-importmap',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // writeBundle, not closeBundle: it runs only when the build succeeded, after files are written.
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
      const entries = entriesFromManifest(urlBase, manifest, specifiers);
      writeImportMap(mergeEntries(readImportMap(), Object.values(specifiers), entries));
    },
  };
}
