// Compression for long streamed answers (the spot exports), flushed after every chunk.
//
// @fastify/compress pipes streams through brotli or gzip too, but its compressor keeps what it
// has until its block fills: brotli at quality 4 sent nothing of a 1 MB export until the end, so
// the first byte waited for the last batch and a client that left was only noticed at the end.
// Here each chunk the source writes (one batch) is compressed and flushed at once (brotli
// BROTLI_OPERATION_FLUSH, gzip Z_SYNC_FLUSH): a batch of 1,000 spots is large enough that the
// flushes cost next to nothing in size. Same encodings and brotli quality as the plugin
// (plugins/compression.ts); the answer says Content-Encoding, so the plugin leaves it alone.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { DYNAMIC_BROTLI_QUALITY } from '../plugins/compression.ts';

export type StreamEncoding = 'br' | 'gzip';

/** br or gzip by the request's Accept-Encoding (q-values honoured, br on a tie), or null for identity. */
export function negotiateEncoding(header: string | undefined): StreamEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** `body` as the answer sends it: compressed and flushed per chunk when the client accepts it. */
export function flushedCompression(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (encoding === null) return body;
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  reply.header('content-encoding', encoding);
  // Either end failing or closing ends the other: a client that leaves destroys the compressor
  // (Fastify does), which destroys the body and so ends the export.
  return pipeline(body, compressor, () => {});
}
