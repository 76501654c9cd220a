// An export's batches as the bytes of one streamed answer. The first batch is read before the
// answer starts, so a failing first statement is an ordinary error answer (503 when the
// database is out of reach) rather than a cut-off 200. From then on:
// - backpressure: the stream holds one chunk; a slow reader leaves the generator waiting at its
//   `yield`, so no statement runs ahead of the socket;
// - a client that goes away ends it: Fastify destroys the stream when the socket closes (through
//   the compressor, @fastify/compress pipes streams too), Readable.from then returns the
//   generator at its next `yield`, and `stopped()` keeps a statement from starting in between;
// - one log line when it ends, with the rows written and whether it was complete.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { ExportSpot } from './export-rows.ts';

export interface ExportFormat {
  name: 'csv' | 'geojson';
  start: string;
  /** Between two records. */
  separator: string;
  record: (spot: ExportSpot) => string;
  end: string;
}

/** A flag that turns true when the answer's socket closes before the answer is complete. */
export function clientGone(reply: FastifyReply): () => boolean {
  let gone = false;
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone = true;
  });
  return () => gone;
}

async function* chunks(
  batches: AsyncGenerator<ExportSpot[]>,
  format: ExportFormat,
  log: FastifyBaseLogger,
  gone: () => boolean,
): AsyncGenerator<Buffer> {
  const started = performance.now();
  let rows = 0;
  let count = 0;
  let complete = false;
  let failure: unknown = null;
  try {
    let text = format.start;
    for await (const batch of batches) {
      count++;
      for (const spot of batch) {
        text += rows++ === 0 ? format.record(spot) : format.separator + format.record(spot);
      }
      yield Buffer.from(text);
      text = '';
    }
    yield Buffer.from(count === 0 ? format.start + format.end : format.end);
    complete = true;
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    const fields = { export: format.name, rows, batches: count, ms: Math.round(performance.now() - started) };
    // A client that leaves destroys the stream, through a compressor with an error: not ours.
    if (complete) log.info({ ...fields, end: 'complete' }, 'spots export complete');
    else if (gone() || failure === null) log.info({ ...fields, end: 'stopped' }, 'spots export stopped: the client went away');
    else log.error({ ...fields, end: 'failed', err: failure }, 'spots export failed');
  }
}

/** The answer's body: waits for the first batch, then streams the rest. */
export async function exportBody(
  batches: AsyncGenerator<ExportSpot[]>,
  format: ExportFormat,
  log: FastifyBaseLogger,
  gone: () => boolean,
): Promise<Readable> {
  const source = chunks(batches, format, log, gone);
  const first = await source.next();
  async function* all(): AsyncGenerator<Buffer> {
    if (!first.done) yield first.value;
    yield* source;
  }
  // Bytes, not objects: the buffered amount is counted in bytes, and one chunk already passes it.
  const body = Readable.from(all(), { objectMode: false, highWaterMark: 64 * 1024 });
  // Destroyed before it was ever read, Readable.from never starts all(): end the source here
  // (its `finally` logs; a generator that already ended ignores this).
  body.once('close', () => void source.return(undefined).catch(() => {}));
  return body;
}
