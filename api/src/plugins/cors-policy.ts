// Which requests other origins may read: the public reads of the contract (GET without sign-in)
// and the site's files (modules, import map, embed.js, photos). Writes, the sign-in and session
// routes (their cookie must never answer another origin) and what needs a bearer token get no
// CORS headers at all, so a partner's page can neither send them after a preflight nor read
// their answers.
import { apiRoutes, type RouteDefinition } from '@moveable/contract';

/** Tags of routes that belong to signing in and the session cookie. */
const PRIVATE_TAGS = new Set(['auth', 'session']);

function isPublicRead(key: string, route: RouteDefinition): boolean {
  return key.startsWith('GET ') && !route.security?.length && !route.hide && !route.tags.some((tag) => PRIVATE_TAGS.has(tag));
}

/** '/spots/:id' → /^\/api\/spots\/[^/]+$/ (a parameter is one path segment, as Fastify routes it). */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^/api${escaped}/?$`);
}

// Every GET route with whether it is public, the most specific first: as Fastify routes it, a
// static segment wins over a parameter (/users/me is not the profile /users/:nameOrOldId).
const GET_ROUTES: readonly { pattern: RegExp; open: boolean }[] = Object.entries(apiRoutes as Record<string, RouteDefinition>)
  .filter(([key]) => key.startsWith('GET '))
  .map(([key, route]) => ({ path: key.slice('GET '.length), open: isPublicRead(key, route) }))
  .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0))
  .map(({ path, open }) => ({ pattern: pathPattern(path), open }));

/**
 * `method`: the request's, or for a preflight the method it asks for. `url` with or without its
 * query. Paths outside /api are the site's files and pages: public.
 */
export function isOpenToOtherOrigins(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (path !== '/api' && !path.startsWith('/api/')) return true;
  return GET_ROUTES.find(({ pattern }) => pattern.test(path))?.open ?? false;
}
