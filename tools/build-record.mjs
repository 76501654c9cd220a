// The build record (spec §7): `builds/latest.json` names the current build, and
// `builds/meta/{id}.json` says what that build holds (the import map's URL of every
// @moveable/* module, whose content hash is its version). Open pages poll latest.json and offer
// a reload when its id changes (shell/src/new-build/).
//
// A full `npm run build` writes one record at its end (tools/build.mjs); a package built alone
// (`npm run build -w mf-spots`, a micro-frontend's release) writes one after its import-map
// entries, so releasing one micro-frontend is a new build too.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { IMPORTMAP_PATH, ROOT, readImportMap } from './importmap.mjs';

/**
 * Where the records go: BUILDS_DIR, else `dist/builds` (served as /builds/). A build into a copy
 * of the import map (IMPORTMAP_PATH set, as the tools' tests do) writes beside that copy, so a
 * test never announces a new build to the pages of the real site.
 */
export function buildsDir(env = process.env) {
  if (env.BUILDS_DIR) return env.BUILDS_DIR;
  return env.IMPORTMAP_PATH ? join(dirname(env.IMPORTMAP_PATH), 'builds') : join(ROOT, 'dist', 'builds');
}

/** The micro-frontends' and shared modules' entries: what a page runs. Libraries are left out. */
export function ownEntries(map) {
  return Object.fromEntries(Object.entries(map.imports ?? {}).filter(([spec]) => spec.startsWith('@moveable/')));
}

/**
 * `20261127T013800Z-1a2b3c4d`: sortable by time; the hash of the entries tells two builds of the
 * same second apart (and says at a glance when two ids hold the same modules).
 */
export function buildId(entries, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const hash = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 8);
  return `${stamp}-${hash}`;
}

function writeAtomically(path, value) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  renameSync(tmp, path); // a poller never reads half a file
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Writes meta/{id}.json first, then latest.json: latest never names a record that is not there.
 * A build whose modules are the latest build's (a rebuild of the same sources: the same hashes)
 * is no new build: open pages would offer a reload that changes nothing.
 */
export function writeBuildRecord({ map = readImportMap(IMPORTMAP_PATH), dir = buildsDir(), now = new Date() } = {}) {
  const entries = ownEntries(map);
  const latest = readJson(join(dir, 'latest.json'));
  const current = typeof latest?.id === 'string' ? readJson(join(dir, 'meta', `${latest.id}.json`)) : null;
  if (current && JSON.stringify(current.entries) === JSON.stringify(entries)) return current;
  const id = buildId(entries, now);
  const time = now.toISOString();
  writeAtomically(join(dir, 'meta', `${id}.json`), { id, time, entries });
  writeAtomically(join(dir, 'latest.json'), { id, time });
  return { id, time, entries };
}

/** tools/build.mjs builds every package and writes one record at the end, not one per package. */
export const DEFER_ENV = 'MOVEABLE_DEFER_BUILD_RECORD';
