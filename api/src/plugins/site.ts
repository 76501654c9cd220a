// Serves the built front end from SITE_DIR: files as they are (content-hashed ones cached for a
// year), and for any other page path the shell's index.html with the import map inlined (browsers
// ignore <script type="importmap" src>). importmap.json and index.html are re-read when their
// mtime or size changes, so releasing a micro-frontend (a new import-map entry) needs no restart.
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors.ts';

export interface SitePluginOptions {
  siteDir: string;
  importmapPath: string;
  /** name → content of <meta> tags added to the page head (runtime settings for the browser). */
  pageMeta?: Record<string, string>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const IMPORTMAP_PLACEHOLDER = '<script type="importmap"></script>';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The package builds name their output [name]-[hash].ext (Rollup's 8-character hash) inside their
 * folder (vendor/, shell/, mf-spots/ ...). Files at the root (index.html, embed.js, manifests,
 * icons) are unhashed. A false "hashed" would pin a changing file in caches for a year, a false
 * "unhashed" only costs a revalidation, so the rule errs towards unhashed.
 */
function isHashedAsset(relativePath: string): boolean {
  return relativePath.includes('/') && /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(relativePath);
}

interface FileVersion {
  key: string;
  text: string;
}

/** Reads a small text file again only when its mtime or size changed. */
class WatchedFile {
  private version: FileVersion | undefined;

  constructor(readonly file: string) {}

  /** null when the file does not exist. */
  async read(validate?: (text: string) => void): Promise<FileVersion | null> {
    const info = await stat(this.file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${info.mtimeMs}-${info.size}`;
    if (this.version?.key !== key) {
      const text = await readFile(this.file, 'utf8');
      // A half-written file (a release in progress) must not replace the last good version.
      if (validate) {
        try {
          validate(text);
        } catch (error) {
          if (this.version) return this.version;
          throw error;
        }
      }
      this.version = { key, text };
    }
    return this.version;
  }
}

/** JSON inside a <script> element: `<` as \u003c so neither </script> nor <!-- can end it. */
function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

/** URL path → file inside root, or null for anything that could escape it or is hidden. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(root + path.sep) ? file : null;
}

export default fp<SitePluginOptions>(
  async function sitePlugin(app: FastifyInstance, options) {
    const root = path.resolve(options.siteDir);
    const indexHtml = new WatchedFile(path.join(root, 'index.html'));
    const importmap = new WatchedFile(options.importmapPath);
    const validateImportmap = (text: string) => void JSON.parse(text);
    let rendered: { key: string; html: string; etag: string } | undefined;

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
      const key = `${page.key}/${map.key}`;
      if (rendered?.key !== key) {
        const metas = Object.entries(options.pageMeta ?? {}).map(
          ([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`,
        );
        const script = `${metas.join('')}<script type="importmap">${scriptSafeJson(map.text.trim())}</script>`;
        const html = page.text.replace(IMPORTMAP_PLACEHOLDER, () => script);
        rendered = { key, html, etag: `W/"${Buffer.from(key).toString('base64url')}"` };
      }
      reply.header('cache-control', NO_CACHE).header('etag', rendered.etag).header('vary', 'accept');
      if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(rendered.html);
    }

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
          reply.header('cache-control', isHashedAsset(relative) && !relative.endsWith('.webmanifest') ? IMMUTABLE : NO_CACHE);
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
