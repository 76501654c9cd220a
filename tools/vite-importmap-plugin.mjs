// Vite plugin: after a build, put this package's entries into the shared import map (and, when
// the package is built alone, write a new build record).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFER_ENV, writeBuildRecord } from './build-record.mjs';
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
      const map = mergeEntries(readImportMap(), Object.values(specifiers), entries);
      writeImportMap(map);
      // Built alone, this package is a release of its own: a new build id (tools/build-record.mjs).
      if (!process.env[DEFER_ENV]) writeBuildRecord({ map });
    },
  };
}
