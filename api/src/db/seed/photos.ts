// Thirty deterministic SVG "photos": a street scene (sky, houses, road with a coloured lane and a
// bicycle, pedestrian or wheelchair motif). Real photos would bloat the repository; these give
// the front end images of realistic sizes (at most 900 px on the long side, like uploads) to lay
// out. They contain no scripts and are served with a CSP that forbids any.
import { localPhotoStorage, type PhotoStorage } from '../../storage/photo-storage.ts';
import { Prng } from './prng.ts';

export interface DemoPhoto {
  storageKey: string;
  width: number;
  height: number;
}

export const DEMO_PHOTO_COUNT = 30;

const SKIES = [
  ['#7ec8f0', '#e6f6ff'],
  ['#f6a96b', '#fde3c5'],
  ['#4a6fa5', '#c4d7f2'],
  ['#9fb4c7', '#e9eef2'],
  ['#2c3e63', '#8a6fa5'],
] as const;
const HOUSES = ['#e8d5b7', '#d9a48f', '#c9c3b6', '#f2e2c4', '#b7c9c2', '#e0b1a4', '#cfd8dc'];
const LANES = ['#c0392b', '#2e8b57', '#33bdca', '#d35400'];
const MOTIFS = ['bike', 'bike', 'walk', 'wheelchair'] as const;

function size(index: number): { width: number; height: number } {
  if (index % 7 === 3) return { width: 600, height: 900 };
  if (index % 5 === 1) return { width: 900, height: 675 };
  return { width: 900, height: 600 };
}

export function demoPhoto(index: number): DemoPhoto {
  return { storageKey: `demo-${String(index + 1).padStart(2, '0')}.svg`, ...size(index) };
}

export const DEMO_PHOTOS: readonly DemoPhoto[] = Array.from({ length: DEMO_PHOTO_COUNT }, (_, i) => demoPhoto(i));

function motif(kind: (typeof MOTIFS)[number], x: number, y: number, s: number, colour: string): string {
  const stroke = `stroke="${colour}" stroke-width="${(s / 10).toFixed(1)}" fill="none" stroke-linecap="round"`;
  if (kind === 'bike') {
    return (
      `<g ${stroke}><circle cx="${x - s}" cy="${y}" r="${s * 0.7}"/><circle cx="${x + s}" cy="${y}" r="${s * 0.7}"/>` +
      `<path d="M${x - s} ${y} L${x - s * 0.2} ${y - s} L${x + s * 0.6} ${y - s} L${x + s} ${y} M${x - s * 0.2} ${y - s} L${x} ${y} L${x + s * 0.6} ${y - s} M${x - s * 0.4} ${y - s * 1.3} L${x} ${y - s * 1.3}"/></g>`
    );
  }
  if (kind === 'walk') {
    return (
      `<g ${stroke}><circle cx="${x}" cy="${y - s * 2.2}" r="${s * 0.35}" fill="${colour}"/>` +
      `<path d="M${x} ${y - s * 1.8} L${x} ${y - s * 0.6} L${x - s * 0.5} ${y + s * 0.6} M${x} ${y - s * 0.6} L${x + s * 0.5} ${y + s * 0.6} M${x - s * 0.6} ${y - s * 1.2} L${x + s * 0.6} ${y - s * 1.4}"/></g>`
    );
  }
  return (
    `<g ${stroke}><circle cx="${x}" cy="${y}" r="${s * 0.8}"/><circle cx="${x - s * 0.2}" cy="${y - s * 2.1}" r="${s * 0.3}" fill="${colour}"/>` +
    `<path d="M${x - s * 0.2} ${y - s * 1.7} L${x - s * 0.2} ${y - s * 0.6} L${x + s * 0.6} ${y - s * 0.6} L${x + s} ${y + s * 0.6}"/></g>`
  );
}

/** The SVG source of demo photo `index` (0-based); same bytes on every run. */
export function renderDemoPhoto(index: number): string {
  const prng = Prng.derive(20_240_611, index);
  const { width: w, height: h } = size(index);
  const horizon = Math.round(h * (0.45 + prng.next() * 0.1));
  const [skyTop, skyBottom] = prng.pick(SKIES);
  const lane = prng.pick(LANES);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);
  parts.push(
    `<circle cx="${prng.int(60, w - 60)}" cy="${prng.int(40, Math.round(horizon * 0.4))}" r="${prng.int(22, 40)}" fill="#fff6c8" opacity="0.85"/>`,
  );
  // Houses along the horizon, with windows.
  for (let x = -20; x < w;) {
    const bw = prng.int(70, 150);
    const bh = prng.int(Math.round(h * 0.12), Math.round(h * 0.35));
    parts.push(`<rect x="${x}" y="${horizon - bh}" width="${bw}" height="${bh}" fill="${prng.pick(HOUSES)}" stroke="#00000022"/>`);
    for (let wy = horizon - bh + 14; wy < horizon - 24; wy += 30) {
      for (let wx = x + 12; wx < x + bw - 20; wx += 28)
        parts.push(`<rect x="${wx}" y="${wy}" width="12" height="16" fill="#5d6d7e" opacity="0.55"/>`);
    }
    x += bw + prng.int(0, 12);
  }
  // Road in perspective, the coloured lane on its right, dashed centre line.
  const vx = Math.round(w * (0.4 + prng.next() * 0.2));
  parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#8fae6b"/>`);
  parts.push(`<polygon points="${vx - 12},${horizon} ${vx + 12},${horizon} ${w * 1.05},${h} ${-w * 0.05},${h}" fill="#5f6368"/>`);
  parts.push(`<polygon points="${vx + 6},${horizon} ${vx + 12},${horizon} ${w * 1.05},${h} ${w * 0.72},${h}" fill="${lane}" opacity="0.9"/>`);
  parts.push(`<line x1="${vx}" y1="${horizon}" x2="${w / 2}" y2="${h}" stroke="#ffffff" stroke-width="6" stroke-dasharray="28 22"/>`);
  // Trees on the verge.
  for (let i = 0; i < prng.int(1, 4); i++) {
    const tx = prng.pick([prng.int(20, Math.round(w * 0.15)), prng.int(Math.round(w * 0.85), w - 20)]);
    const ty = horizon + prng.int(10, 40);
    parts.push(
      `<rect x="${tx - 4}" y="${ty - 30}" width="8" height="34" fill="#6d4c41"/><circle cx="${tx}" cy="${ty - 44}" r="${prng.int(18, 30)}" fill="#3e8e41"/>`,
    );
  }
  const s = Math.round(Math.min(w, h) * 0.06);
  parts.push(motif(prng.pick(MOTIFS), Math.round(w * 0.8), Math.round(h * 0.85), s, '#ffffff'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>\n`;
}

/** Stores the demo photos (only the missing ones: they never change). */
export async function storeDemoPhotos(storage: PhotoStorage): Promise<void> {
  await Promise.all(
    DEMO_PHOTOS.map(async (photo, index) => {
      if (!(await storage.read(photo.storageKey))) await storage.write(photo.storageKey, Buffer.from(renderDemoPhoto(index)));
    }),
  );
}

/** The demo photos in a folder (tests that read the files). */
export const writeDemoPhotos = (dir: string): Promise<void> => storeDemoPhotos(localPhotoStorage(dir));
