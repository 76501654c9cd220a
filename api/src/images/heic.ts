// HEIC (HEVC in HEIF), the iPhone's format. sharp's prebuilt libvips reads HEIF only with AV1
// inside, so libheif compiled to WebAssembly (heic-decode) turns it into RGBA pixels, in a worker
// thread (heic-worker.mjs) because it decodes synchronously. One decode at a time: a 40-megapixel
// photo is 160 MB of pixels, and uploads are rare enough that a queue costs nobody much.
import { Worker } from 'node:worker_threads';

export interface RgbaImage {
  width: number;
  height: number;
  rgba: Buffer;
}

export type HeicFailure = 'unsupported_type' | 'too_many_pixels';

export class HeicDecodeError extends Error {
  constructor(readonly reason: HeicFailure) {
    super(`HEIC not decoded: ${reason}`);
  }
}

const WORKER_URL = new URL('./heic-worker.mjs', import.meta.url);
/** Far beyond a 40-megapixel decode; a worker stuck longer is stopped. */
const TIMEOUT_MS = 60_000;

type WorkerResult = { width: number; height: number; rgba: Uint8ClampedArray } | { error: HeicFailure };

function runWorker(bytes: Uint8Array, maxPixels: number): Promise<RgbaImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { bytes, maxPixels } });
    const timer = setTimeout(() => void worker.terminate(), TIMEOUT_MS);
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    worker.once('message', (result: WorkerResult) =>
      settle(() => {
        if ('error' in result) reject(new HeicDecodeError(result.error));
        else
          resolve({
            width: result.width,
            height: result.height,
            rgba: Buffer.from(result.rgba.buffer, result.rgba.byteOffset, result.rgba.byteLength),
          });
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`HEIC worker ended (exit code ${code}) without an answer`))));
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** The first image of a HEIC file as RGBA, rotated and mirrored as its HEIF transforms say. */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<RgbaImage> {
  const next = queue.then(() => runWorker(bytes, maxPixels));
  queue = next.catch(() => undefined);
  return next;
}
