// Renders each platform's sharing image (shared/public/share-<platform>.svg, 1200×630) to the PNG
// that pages name in og:image: the big link-preview consumers (chat apps, social networks, search)
// do not render SVG. The PNGs are committed, so every build and machine serves the same bytes
// whatever fonts it has; run this after changing an SVG:
//
//   node tools/render-share-images.mjs
//
// sharp is the API's image library (hoisted to the root node_modules by the workspaces).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './importmap.mjs';

const PUBLIC = join(ROOT, 'shared', 'public');
const WIDTH = 1200;
const HEIGHT = 630;

for (const file of (await readdir(PUBLIC)).filter((f) => /^share-[a-z]+\.svg$/.test(f)).sort()) {
  const svg = await readFile(join(PUBLIC, file));
  // A palette PNG: the images are flat colours and text, so 8 bits keep them sharp and small.
  const png = await sharp(svg, { density: 72 })
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
  const meta = await sharp(png).metadata();
  if (meta.width !== WIDTH || meta.height !== HEIGHT) throw new Error(`${file}: rendered ${meta.width}×${meta.height}`);
  const target = file.replace(/\.svg$/, '.png');
  await writeFile(join(PUBLIC, target), png);
  console.log(`${target}: ${WIDTH}×${HEIGHT}, ${png.length} bytes`);
}
