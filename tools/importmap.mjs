// Writes one package's entries into the import map from its Vite manifest, leaving every other
// package's entries as they are: that is how a micro-frontend is released on its own.
import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const IMPORTMAP_PATH = process.env.IMPORTMAP_PATH ?? join(ROOT, 'importmap.json');

export function readImportMap(path = IMPORTMAP_PATH) {
  if (!existsSync(path)) return { imports: {} };
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * @param {string} urlBase   URL folder of the package, e.g. '/mf-spots/'
 * @param {Record<string,{file:string,isEntry?:boolean,name?:string,src?:string}>} manifest
 * @param {Record<string,string>} specifierByEntryName  entry name → import-map specifier
 */
export function entriesFromManifest(urlBase, manifest, specifierByEntryName) {
  const entries = {};
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue;
    const spec = specifierByEntryName[chunk.name];
    if (spec) entries[spec] = urlBase + chunk.file;
  }
  const missing = Object.values(specifierByEntryName).filter((s) => !(s in entries));
  if (missing.length) throw new Error(`manifest has no entry for ${missing.join(', ')}`);
  return entries;
}

/** Replaces the entries that start with one of `ownedPrefixes`' specifiers, keeps the rest. */
export function mergeEntries(map, specifiers, entries) {
  const imports = Object.fromEntries(Object.entries(map.imports ?? {}).filter(([spec]) => !specifiers.includes(spec)));
  Object.assign(imports, entries);
  const sorted = Object.fromEntries(Object.entries(imports).sort(([a], [b]) => a.localeCompare(b)));
  return { ...map, imports: sorted };
}

export function writeImportMap(map, path = IMPORTMAP_PATH) {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, JSON.stringify(map, null, 2) + '\n');
  renameSync(tmp, path); // atomic: the server never reads half a map
}
