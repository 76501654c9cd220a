// Compression of what the server writes per request: API JSON and the page HTML, above 1 KB,
// brotli at quality 4 (the cost of quality 11 belongs to the build, which precompresses the site's
// files once; bench/compression.ts measures this one), gzip for clients without brotli.
//
// Types: JSON and HTML, and what mime-db calls compressible (so never WebP photos or avatars).
// The site's files are not compressed here: they come with build-time copies (site/index.ts
// opts them out). Request bodies are not decompressed: no client of
// ours sends compressed bodies, and a small compressed body could inflate past the body limits.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;
export const DYNAMIC_BROTLI_QUALITY = 4;

/** JSON (and its +json kinds: problem, geo), the page HTML, plain-text errors. */
export const DYNAMICALLY_COMPRESSED = /^(?:application\/(?:[\w.-]+\+)?json|text\/html|text\/plain)(?:\s*;|$)/i;

export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      customTypes: DYNAMICALLY_COMPRESSED,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    });
  },
  { name: 'compression' },
);
