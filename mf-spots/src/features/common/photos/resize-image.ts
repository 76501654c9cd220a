// Photos are made smaller in the browser before they travel: a phone photo of 5 MB becomes a few
// hundred kB, which matters on a mobile connection. The server still makes its own sizes (its
// largest is 1600 px), so nothing larger is ever needed. What the browser cannot decode (HEIC
// outside Safari) is sent as it is: the server can read it.

export const MAX_LONG_SIDE = 1600;
const QUALITY = 0.85;

export interface FittedSize {
  width: number;
  height: number;
  /** false: the image already fits and keeps its size. */
  scaled: boolean;
}

/** The size that fits `maxLongSide` on the long side, keeping the proportions; never larger. */
export function fitWithin(width: number, height: number, maxLongSide = MAX_LONG_SIDE): FittedSize {
  const long = Math.max(width, height);
  if (!(long > maxLongSide) || width <= 0 || height <= 0) return { width, height, scaled: false };
  const factor = maxLongSide / long;
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
    scaled: true,
  };
}

/** "IMG_1234.HEIC" → "IMG_1234.webp". */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.${extension}`;
}

type Canvas = HTMLCanvasElement | OffscreenCanvas;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

function draw(canvas: Canvas, bitmap: ImageBitmap, size: FittedSize, background: string | null): boolean {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return false;
  context.clearRect(0, 0, size.width, size.height);
  if (background) {
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = background;
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return true;
}

/**
 * The photo at most `maxLongSide` px on the long side, as WebP (JPEG where the browser cannot
 * write WebP). The original comes back when the browser cannot decode it, and when it already
 * fits and re-encoding would not make it smaller.
 */
export async function resizeImage(file: File, maxLongSide = MAX_LONG_SIDE): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // e.g. HEIC in Chrome or Firefox
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxLongSide);
    const canvas = makeCanvas(size.width, size.height);
    if (!draw(canvas, bitmap, size, null)) return file;
    let blob = await encode(canvas, 'image/webp');
    if (!blob || blob.type !== 'image/webp') {
      if (!draw(canvas, bitmap, size, '#ffffff')) return file;
      blob = await encode(canvas, 'image/jpeg');
    }
    if (!blob || (!size.scaled && blob.size >= file.size)) return file;
    return new File([blob], renamedFor(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
