// Serves the built front end from SITE_DIR: files as they are (content-hashed ones cached for a
// year), and for any other page path the shell's index.html with the import map inlined (browsers
// ignore <script type="importmap" src>). importmap.json and index.html are re-read when their
// mtime or size changes, so releasing a micro-frontend (a new import-map entry) needs no restart.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.ts';
import { pageHeadOf } from './head/index.ts';
import { renderPage } from './page.ts';
import { ModulePreloads } from './preloads.ts';
import { cacheControlFor, NO_CACHE, resolveInside } from './static-files.ts';
import { WatchedFile } from './watched-file.ts';

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

export interface SitePluginOptions {
  siteDir: string;
  importmapPath: string;
  /** module-graph.json (preloads.ts); default: beside the import map. */
  moduleGraphPath?: string;
  /** name → content of <meta> tags added to the page head (runtime settings for the browser). */
  pageMeta?: Record<string, string>;
  /** The site's public URL (PUBLIC_URL): canonical and sharing addresses are absolute on its origin. */
  publicUrl: string;
}

export default fp<SitePluginOptions>(
  async function sitePlugin(app: FastifyInstance, options) {
    const root = path.resolve(options.siteDir);
    const indexHtml = new WatchedFile(path.join(root, 'index.html'));
    const importmap = new WatchedFile(options.importmapPath);
    const validateImportmap = (text: string) => void JSON.parse(text);
    const modulePreloads = new ModulePreloads(options.moduleGraphPath ?? path.join(path.dirname(options.importmapPath), 'module-graph.json'));

    // Only reply.sendFile is used: routing stays ours, so new hashed files are served without a
    // restart. The site may be built after the server started, hence no warning for a missing root.
    await app.register(fastifyStatic, { root, serve: false, suppressWarning: true });

    async function sendShell(request: FastifyRequest, reply: FastifyReply) {
      const [page, map] = await Promise.all([indexHtml.read(), importmap.read(validateImportmap)]);
      if (!page || !map) {
        const missing = !page ? 'site not built' : 'import map missing';
        return reply
          .code(503)
          .header('cache-control', NO_CACHE)
          .send(errorBody(503, `${missing}: run npm run build`));
      }
      const [head, preloads] = await Promise.all([
        pageHeadOf(request, { db: app.db.kysely, publicUrl: options.publicUrl, importmap: map }),
        modulePreloads.forPage(request.url, map),
      ]);
      const html = renderPage({ template: page.text, importmap: map.text, pageMeta: options.pageMeta, head, preloads: preloads.urls });
      // The head differs by page, platform and spot: the validator is the page's own.
      const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag).header('vary', 'accept');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    }

    // Partner pages (through /embed.js) preload their elements' modules from the graph.
    app.get('/module-graph.json', { schema: { hide: true } }, async (request, reply) => {
      const graph = await modulePreloads.read();
      if (!graph) return reply.code(404).send(errorBody(404, 'module graph missing: run npm run build'));
      const etag = `W/"${Buffer.from(graph.key).toString('base64url')}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(graph.text);
    });

    // Partner pages fetch the map to install our modules next to their own.
    app.get('/importmap.json', { schema: { hide: true } }, async (request, reply) => {
      const map = await importmap.read(validateImportmap);
      if (!map) return reply.code(404).send(errorBody(404, 'import map missing: run npm run build'));
      const etag = `W/"${Buffer.from(map.key).toString('base64url')}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(map.text);
    });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
      if (urlPath !== '/' && urlPath !== '/index.html') {
        const file = resolveInside(root, urlPath);
        const info = file ? await stat(file).catch(() => null) : null;
        if (file && info?.isFile()) {
          const relative = path.relative(root, file).split(path.sep).join('/');
          reply.header('cache-control', cacheControlFor(relative));
          return reply.sendFile(relative, root, { cacheControl: false });
        }
      }
      // Not a file: a page of the single-page app (locale prefixes included), if a browser asks.
      if (!acceptsHtml(request)) return reply.callNotFound();
      return sendShell(request, reply);
    });
  },
  { name: 'site' },
);
