// Vite plugin: after a package's files are written, write `X.br` and `X.gz` beside each text file
// (tools/precompress.mjs). Part of every package build, so `npm run build -w mf-spots` alone does it.
import { precompressDir } from './precompress.mjs';

export function precompress() {
  let outDir;
  return {
    name: 'moveable-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // writeBundle: only after a successful build, when the bundle and the public files are on disk.
    async writeBundle() {
      await precompressDir(outDir);
    },
  };
}
