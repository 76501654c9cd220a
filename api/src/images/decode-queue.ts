// Uploaded images are decoded through one bounded queue per process, so that memory stays flat
// however many uploads arrive at once: `concurrency` slots decode (default: one per core), up to
// `queueLength` uploads wait in order for a slot, and one more is refused with 503 and Retry-After
// instead of holding its bytes in memory for longer than it is worth waiting.
//
// Most decoders stream: libvips reads a JPEG, a WebP or a plain PNG line by line while it shrinks,
// holding a few tens of MB. Some must hold the whole frame: an interlaced PNG (Adam7 spreads each
// row over seven passes), a progressive JPEG (libjpeg keeps every coefficient), HEIC and AVIF
// (libheif decodes to one RGBA buffer). Such a decode takes a slot per SLOT_BYTES of its frame, so
// a 36-megapixel interlaced PNG waits until the decodes before it are done rather than joining them.
import os from 'node:os';
import sharp from 'sharp';

/** The memory one slot stands for when a decoder holds the whole frame. */
export const SLOT_BYTES = 64 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one queue of this process that uploaded photos and profile pictures are decoded in. */
    decodeQueue: DecodeQueue;
  }
}

export class DecodeQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the image queue is full');
  }
}

interface Waiting {
  slots: number;
  start: () => void;
}

export class DecodeQueue {
  private slotsInUse = 0;
  private readonly waiting: Waiting[] = [];
  /** Moving average of how long a decode takes, for Retry-After. */
  private averageMs = 1000;

  constructor(
    readonly concurrency: number,
    readonly queueLength: number,
  ) {}

  /** How many slots a decode of `frameBytes` takes (0: a streaming decoder, one slot). */
  slotsFor(frameBytes: number): number {
    return Math.min(this.concurrency, Math.max(1, Math.ceil(frameBytes / SLOT_BYTES)));
  }

  /** No slot free and no room to wait: an upload would be refused, so its body need not be read. */
  get full(): boolean {
    return this.slotsInUse >= this.concurrency && this.waiting.length >= this.queueLength;
  }

  /** Seconds until a place is likely free: the work ahead of a newcomer, spread over the slots. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.waiting.length + 1) * this.averageMs) / this.concurrency / 1000));
  }

  /** Runs `decode` once `slots` slots are free, in arrival order; DecodeQueueFull when too many wait. */
  async run<T>(slots: number, decode: () => Promise<T>): Promise<T> {
    const need = Math.min(this.concurrency, Math.max(1, slots));
    if (this.waiting.length === 0 && this.slotsInUse + need <= this.concurrency) {
      this.slotsInUse += need;
    } else {
      if (this.waiting.length >= this.queueLength) throw new DecodeQueueFull(this.retryAfterSeconds());
      // The slots are taken for it by release(), before it starts.
      await new Promise<void>((start) => this.waiting.push({ slots: need, start }));
    }
    const started = performance.now();
    try {
      return await decode();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      this.release(need);
    }
  }

  private release(slots: number): void {
    this.slotsInUse -= slots;
    // In order: a large decode at the head is not overtaken by small ones forever.
    while (this.waiting[0] && this.slotsInUse + this.waiting[0].slots <= this.concurrency) {
      const next = this.waiting.shift()!;
      this.slotsInUse += next.slots;
      next.start();
    }
  }
}

/**
 * sharp's process-wide settings for a server that decodes `concurrency` images at once: no
 * operation cache (every upload is a new image, so the cache would only hold memory), and libvips
 * threads per image so that all decodes together use about one thread per core, never more than
 * sharp chose itself (one, with glibc's allocator, which fragments under many threads).
 */
export function configureSharp(concurrency: number): void {
  sharp.cache(false);
  sharp.concurrency(Math.max(1, Math.min(sharp.concurrency(), Math.floor(os.availableParallelism() / concurrency))));
}
