// Serves the built front end from SITE_DIR: files as they are (content-hashed ones cached for a
// year, their build-time .br/.gz copies by Accept-Encoding), and for the pages of the route table
// the shell's index.html with the import map inlined (browsers ignore <script type="importmap"
// src>), its Content-Security-Policy, the HTTP status of the route (404 for unknown paths) and
// the locale redirect (page-answer.ts), its head (head/) and module preloads (preloads.ts). importmap.json and index.html are re-read when their mtime
// or size changes, so releasing a micro-frontend (a new import-map entry) needs no restart.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { deployedOwners, encodeLocaleRouting, LOCALE_ROUTING_META, ROUTES, type Owner } from '@moveable/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.ts';
import { CSP_REPORT_PATH, inlineScriptHashes, pagePolicy } from './content-security-policy.ts';
import { pageHeadOf } from './head/index.ts';
import { geoCountryOf } from './geo-country.ts';
import { answerPage, pageVary } from './page-answer.ts';
import { renderPage } from './page.ts';
import { ModulePreloads } from './preloads.ts';
import { cacheControlFor, isCompressedCopy, isSourceMap, NO_CACHE, resolveInside, SERVICE_WORKER, SERVICE_WORKER_CSP } from './static-files.ts';
import { WatchedFile } from './watched-file.ts';

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

/** Before a build nothing says which micro-frontends exist: every route of the table counts. */
const ALL_OWNERS: ReadonlySet<Owner> = new Set(ROUTES.map((r) => r.owner));

export interface SitePluginOptions {
  siteDir: string;
  importmapPath: string;
  /** module-graph.json (preloads.ts); default: beside the import map. */
  moduleGraphPath?: string;
  /** name → content of <meta> tags added to the page head (runtime settings for the browser). */
  pageMeta?: Record<string, string>;
  /** The header in which a CDN names the visitor's country (GEO_COUNTRY_HEADER); the page gets it as moveable-geo-country. */
  geoCountryHeader?: string | null;
  /** The site's public URL (PUBLIC_URL): canonical and sharing addresses are absolute on its origin. */
  publicUrl: string;
  /** PUBLIC_URL is https (the CSP upgrades insecure requests). */
  https?: boolean;
  /** Origins allowed to frame the embed pages besides ours; null or absent: any origin. */
  embedFrameAncestors?: string[] | null;
  /** Serve *.map files (staging); otherwise they answer 404. */
  serveSourceMaps?: boolean;
}

export default fp<SitePluginOptions>(
  async function sitePlugin(app: FastifyInstance, options) {
    const root = path.resolve(options.siteDir);
    const indexHtml = new WatchedFile(path.join(root, 'index.html'));
    const importmap = new WatchedFile(options.importmapPath);
    const validateImportmap = (text: string) => void JSON.parse(text);
    const modulePreloads = new ModulePreloads(options.moduleGraphPath ?? path.join(path.dirname(options.importmapPath), 'module-graph.json'));
    const setPagePolicy = pagePolicy({
      pageMeta: options.pageMeta ?? {},
      https: options.https ?? false,
      embedFrameAncestors: options.embedFrameAncestors ?? null,
      reportUri: CSP_REPORT_PATH,
    });
    let owners: { key: string; deployed: ReadonlySet<Owner> } | undefined;

    // Only reply.sendFile is used: routing stays ours, so new hashed files are served without a
    // restart. The site may be built after the server started, hence no warning for a missing root.
    // preCompressed: X is sent from X.br or X.gz when they exist and the client accepts them, with
    // X's type, `vary: accept-encoding`, and the ETag and Last-Modified of the copy sent.
    await app.register(fastifyStatic, { root, serve: false, suppressWarning: true, preCompressed: true });

    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string) {
      const [page, map] = await Promise.all([indexHtml.read(), importmap.read(validateImportmap)]);
      if (map && owners?.key !== map.key)
        owners = { key: map.key, deployed: deployedOwners(JSON.parse(map.text) as { imports?: Record<string, string> }) };
      const routing = app.localeRoutingOf(request);
      const answer = answerPage({
        routing,
        pathname,
        search,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        acceptsHtml: acceptsHtml(request),
        deployed: map ? owners!.deployed : ALL_OWNERS,
      });
      if (answer.kind === 'none') return reply.callNotFound();
      const geoHeader = options.geoCountryHeader ?? null;
      reply.header('cache-control', NO_CACHE).header('vary', geoHeader ? `${pageVary(pathname)}, ${geoHeader}` : pageVary(pathname));
      if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
      if (!page || !map) {
        const missing = !page ? 'site not built' : 'import map missing';
        return reply.code(503).send(errorBody(503, `${missing}: run npm run build`));
      }
      const [head, preloads] = await Promise.all([
        pageHeadOf(request, { db: app.db.kysely, publicUrl: options.publicUrl, importmap: map, routing }),
        modulePreloads.forPage(request.url, map, routing),
      ]);
      // A merged spot's page: the kept spot's address, for good (the API's answer for it is a 308).
      if (head.movedTo) return reply.redirect(head.movedTo, 301);
      const geoCountry = geoHeader ? geoCountryOf(request.headers[geoHeader]) : null;
      const localeRouting = encodeLocaleRouting(routing);
      const pageMeta = {
        ...options.pageMeta,
        ...(geoCountry ? { 'moveable-geo-country': geoCountry } : {}),
        ...(localeRouting ? { [LOCALE_ROUTING_META]: localeRouting } : {}),
      };
      const html = renderPage({ template: page.text, importmap: map.text, pageMeta, head, preloads: preloads.urls });
      setPagePolicy(request.raw, reply.raw, { scriptHashes: inlineScriptHashes(html), embed: answer.route?.route.layout === 'embed' });
      // A route whose subject does not exist (an unknown or unpublished article) is a 404 too.
      const status = head.missing ? 404 : answer.status;
      if (answer.setCookie && status === 200) reply.header('set-cookie', answer.setCookie);
      // The head differs by page, platform and spot: the validator is the page's own.
      const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.code(status).type('text/html; charset=utf-8').send(html);
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
      const [pathname = '/', query] = request.url.split(/\?(.*)/s);
      const search = query ? `?${query}` : '';
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      const file = pathname === '/' ? null : resolveInside(root, pathname);
      const relative = file ? path.relative(root, file).split(path.sep).join('/') : null;
      // The page template is only ever sent filled in, as a page (so /index.html is a path like any
      // other); compressed copies only as their original; source maps when configured.
      if (relative && relative !== 'index.html' && (await stat(file!).catch(() => null))?.isFile()) {
        if (isCompressedCopy(relative) || (isSourceMap(relative) && !options.serveSourceMaps)) return reply.callNotFound();
        reply.header('cache-control', cacheControlFor(relative));
        // The service worker's own policy governs what it fetches: our origin only.
        if (relative === SERVICE_WORKER) reply.header('content-security-policy', SERVICE_WORKER_CSP);
        // Files go as built or as their build-time copies, never compressed per request: the
        // compression plugin skips a request that says x-no-compression (its own opt-out).
        request.headers['x-no-compression'] = 'built file';
        return reply.sendFile(relative, root, { cacheControl: false });
      }
      return sendPage(request, reply, pathname, search);
    });
  },
  { name: 'site' },
);
