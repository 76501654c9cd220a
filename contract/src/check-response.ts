// Holds an answer the client received against the contract: tests (and development builds that
// ask for it) install this on the API client, so a server that stops sending what the browser's
// types promise fails loudly instead of rendering undefined.
import { z } from 'zod';
import { apiRoutes } from './routes.ts';
import type { RouteDefinition } from './route.ts';

export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const TEMPLATES = Object.keys(apiRoutes).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path, segments: path.split('/') };
});

/**
 * The route template a concrete request path (under /api) was made from, or null. A literal
 * segment beats a parameter, so '/spots/nearby' is not '/spots/:id'.
 */
export function routeOf(method: string, pathname: string): string | null {
  const segments = pathname.split('/');
  let best: { path: string; literals: number } | null = null;
  for (const t of TEMPLATES) {
    if (t.method !== method || t.segments.length !== segments.length) continue;
    let literals = 0;
    const fits = t.segments.every((s, i) => {
      if (s.startsWith(':')) return segments[i] !== '';
      literals += 1;
      return s === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { path: t.path, literals };
  }
  return best?.path ?? null;
}

/**
 * `path` is the route's template ('/spots/:id'), as the client was called with. Throws a
 * ContractViolation when the route is unknown, a success status is not declared, or the body is
 * not exactly what the declared schema allows (parsing it must change and drop nothing).
 */
export function checkResponse(method: string, path: string, status: number, body: unknown): void {
  const route = (apiRoutes as Record<string, RouteDefinition | undefined>)[`${method} ${path}`];
  if (!route) throw new ContractViolation(`${method} ${path} is not a route of the contract`);
  const declared = route.response?.[status];
  // A download documented per media type (CSV, GeoJSON) is no JSON answer to hold.
  if (declared && 'content' in declared) return;
  const schema = declared;
  if (!schema) {
    if (status >= 200 && status < 300 && route.response) {
      throw new ContractViolation(`${method} ${path} answered ${status}, a status the contract does not declare`);
    }
    return;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ContractViolation(`${method} ${path} answered ${status} with a body the contract does not allow:\n${z.prettifyError(parsed.error)}`);
  }
  if (!sameJson(parsed.data, body)) {
    throw new ContractViolation(`${method} ${path} answered ${status} with fields the contract does not declare`);
  }
}
