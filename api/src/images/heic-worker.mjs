// Decodes one HEIC image in a worker thread. libheif runs as WebAssembly and decodes
// synchronously (about 1.5 s for 12 megapixels on a small server): on the main thread that would
// stall every other request. Plain JavaScript, so it runs without a TypeScript loader.
// In: workerData { bytes: Uint8Array, maxPixels }. Out: one message, { width, height, rgba }
// (the pixel buffer transferred, not copied) or { error: 'unsupported_type' | 'too_many_pixels' }.
import { parentPort, workerData } from 'node:worker_threads';
import heicDecode from 'heic-decode';

async function decode({ bytes, maxPixels }) {
  let images;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    return { error: 'unsupported_type' };
  }
  try {
    const [image] = images;
    // The header's dimensions, read before a single pixel is decoded.
    if (image.width * image.height > maxPixels) return { error: 'too_many_pixels' };
    const { width, height, data } = await image.decode();
    return { width, height, rgba: data };
  } catch {
    return { error: 'unsupported_type' };
  } finally {
    images.dispose();
  }
}

const result = await decode(workerData);
parentPort.postMessage(result, result.rgba ? [result.rgba.buffer] : []);
