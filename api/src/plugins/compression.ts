// Compression of what the server writes per request: API JSON and the page HTML, above 1 KB,
// brotli at quality 4 (the cost of quality 11 belongs to the build, which precompresses the site's
// files once; bench/compression.ts measures this one), gzip for clients without brotli.
//
// Only these types: the site's files come precompressed (or are too small to bother), and photos
// and avatars are WebP, compressed already. Request bodies are not decompressed: no client of
// ours sends compressed bodies, and a small compressed body could inflate past the body limits.
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;
export const DYNAMIC_BROTLI_QUALITY = 4;

/** JSON (and its +json kinds: problem, geo), the page HTML, plain-text errors. */
export const DYNAMICALLY_COMPRESSED = /^(?:application\/(?:[\w.-]+\+)?json|text\/html|text\/plain)(?:\s*;|$)/i;

/** The settings; a route that narrows them (the site's, to HTML) starts from these. */
export const DYNAMIC_COMPRESSION = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_THRESHOLD_BYTES,
  customTypes: DYNAMICALLY_COMPRESSED,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
} satisfies FastifyCompressOptions;

export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(fastifyCompress, { ...DYNAMIC_COMPRESSION, global: true, globalDecompression: false });
  },
  { name: 'compression' },
);
