// A built site in a temp folder, shaped like dist/: the shell's page template (the same inline
// bootstrap module as shell/index.html), package folders with content-hashed modules, the
// unhashed loader and manifest, and an import map beside it naming the deployed micro-frontends.
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';

export const INDEX = `<!doctype html><html lang="de"><head><meta charset="utf-8" /><title>moveable spots</title><script type="importmap"></script></head><body><div id="shell-root"></div>
    <script type="module">
      import '@moveable/shell';
    </script>
</body></html>\n`;

/** What a browser sends when it navigates. */
export const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

export function importmap(shellEntry = '/shell/root-config-Dk3j2x_Q.js'): string {
  return JSON.stringify(
    {
      imports: {
        '@moveable/shell': shellEntry,
        '@moveable/mf-spots': '/mf-spots/index-AAAAAAAA.js',
        '@moveable/mf-map': '/mf-map/index-BBBBBBBB.js',
        '@moveable/mf-auth': '/mf-auth/index-CCCCCCCC.js',
        react: '/vendor/react-BUpEFuQu.js',
      },
    },
    null,
    2,
  );
}

export interface FixtureSite {
  dir: string;
  importmapPath: string;
  /** Writes a file (path relative to the site) with a strictly newer mtime than anything before. */
  write(relative: string, content: string | Buffer): Promise<string>;
  writeImportmap(content: string): Promise<void>;
  remove(): Promise<void>;
}

let tick = 0;

/** Strictly newer mtimes, so a reload can't be missed on coarse clocks. */
async function writeNewer(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  tick += 10;
  const when = new Date(Date.now() + tick * 1000);
  await utimes(file, when, when);
}

export async function fixtureSite(): Promise<FixtureSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'moveable-site-'));
  const importmapPath = path.join(dir, '..', `${path.basename(dir)}-importmap.json`);
  const site: FixtureSite = {
    dir,
    importmapPath,
    async write(relative, content) {
      const file = path.join(dir, relative);
      await writeNewer(file, content);
      return file;
    },
    writeImportmap: (content) => writeNewer(importmapPath, content),
    async remove() {
      await rm(dir, { recursive: true, force: true });
      await rm(importmapPath, { force: true });
    },
  };
  await site.write('vendor/react-BUpEFuQu.js', 'export default {};\n');
  await site.write('vendor/chunks/jsx-runtime-a1_b2-C3.js', 'export {};\n');
  await site.write('shell/root-config-Dk3j2x_Q.js', 'console.log("shell");\n');
  await site.write('embed.js', '// loader\n');
  await site.write('manifest.webmanifest', '{"name":"bikeable"}\n');
  await site.write('.env', 'SECRET=1\n');
  await site.write('index.html', INDEX);
  await site.writeImportmap(importmap());
  return site;
}

/**
 * The same site with the shell's real page template and the platforms' sharing images (under
 * shared/, as the shared package's build puts them), for the head tests.
 */
export async function fixtureSiteWithRealTemplate(): Promise<FixtureSite> {
  const site = await fixtureSite();
  await site.write('index.html', await readFile(path.join(repoRoot, 'shell', 'index.html')));
  const publicDir = path.join(repoRoot, 'shared', 'public');
  for (const file of (await readdir(publicDir)).filter((f) => /^share-.*\.png$/.test(f))) {
    await site.write(path.join('shared', file), await readFile(path.join(publicDir, file)));
  }
  return site;
}
