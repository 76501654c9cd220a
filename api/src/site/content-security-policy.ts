// The Content-Security-Policy of the site's pages. Scripts run only from our origin and from the
// page's own inline scripts by their hash (the import map, which changes with each release, and
// the shell's bootstrap module): hashes, not nonces, because the page is cached with an ETag and a
// 304 keeps the old body, whose nonce would no longer match. No 'unsafe-inline' for scripts.
// Styles need 'unsafe-inline': React and Leaflet set style attributes, the theme CSS and the
// elements' CSS are <style> elements written at run time.
//
// The header is written by helmet's own CSP middleware (validated when built, at start-up); the
// two values that differ per answer (the script hashes and who may frame the page) are read back
// from the response by its function directives.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import { ICON_FALLBACK_ORIGIN } from '@moveable/contract';

const { contentSecurityPolicy } = fastifyHelmet;

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The name `report-to` uses; the Reporting-Endpoints header says where it is. */
export const REPORTING_ENDPOINT = 'csp';
export const CSP_REPORT_PATH = '/api/csp-report';

export interface PagePolicySettings {
  /** <meta> settings of the page: tiles and geocoder decide img-src / connect-src, a Sentry DSN worker-src. */
  pageMeta: Record<string, string>;
  /** PUBLIC_URL is https: mixed content is upgraded. */
  https: boolean;
  /** Origins allowed to frame the embed pages besides ours; null: any origin. */
  embedFrameAncestors: string[] | null;
  /**
   * Where browsers report violations: `report-uri` (every browser), and `report-to` naming the
   * Reporting-Endpoints entry `csp` (set beside the policy), which browsers that know it prefer.
   */
  reportUri?: string;
}

export interface PagePolicyValues {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: string[];
  /** An embed page (layout 'embed'): partners frame it by design. */
  embed: boolean;
}

/** sha256 CSP sources of every inline <script> of the HTML (scripts with src are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * A CSP source for the host of a URL template: 'https://tile.example', or for `{s}` subdomains
 * 'https://*.tile.example'; a template with placeholders elsewhere in the host allows its scheme.
 */
export function sourceOf(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) throw new Error(`not an http(s) URL: ${template}`);
  const [, scheme, rawHost] = match as unknown as [string, string, string];
  const host = rawHost.replace(/^[^@]*@/, '').replace(/^\{s\}\./, '*.');
  return /[{}]/.test(host) || host.slice(1).includes('*') ? `${scheme.toLowerCase()}:` : `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

const values = new WeakMap<ServerResponse, PagePolicyValues>();

/** (request, response) → sets Content-Security-Policy for a page with these values. */
export type PagePolicy = (req: unknown, res: ServerResponse, values: PagePolicyValues) => void;

export function pagePolicy(settings: PagePolicySettings): PagePolicy {
  const { pageMeta } = settings;
  const tiles = sourceOf(pageMeta['moveable-tiles'] ?? OSM_TILES);
  const geocoder = pageMeta['moveable-geocoder'];
  const sentry = pageMeta['moveable-sentry-dsn'];
  const embedAncestors = settings.embedFrameAncestors === null ? '*' : ["'self'", ...settings.embedFrameAncestors].join(' ');
  const valuesOf = (res: ServerResponse) => {
    const v = values.get(res);
    if (!v) throw new Error('page policy values missing');
    return v;
  };
  const middleware = contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => valuesOf(res as ServerResponse).scriptHashes.join(' ') || "'self'"],
      // No inline event handlers (onclick="…"), ever.
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: for Leaflet's and the theme's inline images, blob: for photo previews before upload.
      imgSrc: ["'self'", 'data:', 'blob:', tiles],
      fontSrc: ["'self'", 'data:'],
      // The public icon service answers when our icon endpoint does not (spec §7); error reports go
      // through our API's tunnel (routes/monitoring/), never to Sentry's host.
      connectSrc: ["'self'", ICON_FALLBACK_ORIGIN, ...(geocoder ? [sourceOf(geocoder)] : [])],
      // Sentry's session replay compresses in a worker it starts from a blob: URL.
      workerSrc: ["'self'", ...(sentry ? ['blob:'] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [(_req, res) => (valuesOf(res as ServerResponse).embed ? embedAncestors : "'self'")],
      ...(settings.https ? { upgradeInsecureRequests: [] } : {}),
      ...(settings.reportUri ? { reportUri: [settings.reportUri], reportTo: [REPORTING_ENDPOINT] } : {}),
    },
  });
  return (req, res, pageValues) => {
    values.set(res, pageValues);
    if (settings.reportUri) res.setHeader('reporting-endpoints', `${REPORTING_ENDPOINT}="${settings.reportUri}"`);
    middleware(req as Parameters<typeof middleware>[0], res, (error?: Error) => {
      if (error) throw error;
    });
  };
}
