// A built site as the head tests need it, without running the front-end build: the shell's real
// page template, the platforms' sharing images and an import map that deploys the three
// micro-frontends (their routes exist, so their pages get a head of their own).
import { copyFile, mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';

export interface SiteFixture {
  siteDir: string;
  importmapPath: string;
  remove(): Promise<void>;
}

export async function siteFixture(): Promise<SiteFixture> {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-head-site-'));
  await copyFile(path.join(repoRoot, 'shell', 'index.html'), path.join(siteDir, 'index.html'));
  // As the shared package's build puts them: shared/public → dist/shared/.
  const publicDir = path.join(repoRoot, 'shared', 'public');
  await mkdir(path.join(siteDir, 'shared'));
  for (const file of (await readdir(publicDir)).filter((f) => /^share-.*\.png$/.test(f)))
    await copyFile(path.join(publicDir, file), path.join(siteDir, 'shared', file));
  const importmapPath = path.join(siteDir, 'importmap.json');
  const imports = Object.fromEntries(['shell', 'mf-spots', 'mf-map', 'mf-auth'].map((p) => [`@moveable/${p}`, `/${p}/index-AbCdEf12.js`]));
  await writeFile(importmapPath, JSON.stringify({ imports }));
  return { siteDir, importmapPath, remove: () => rm(siteDir, { recursive: true, force: true }) };
}
