import { matchFirst, type RouteParams } from './match-path.ts';
import { ROUTES, SHELL_PAGES, type Owner, type RouteDef } from './route-table.ts';

export interface ResolvedRoute {
  route: RouteDef;
  params: RouteParams;
  path: string;
}

/** Whether the owner of a route is deployed: in the import map, or a page of the shell's own. */
export function isServed(route: RouteDef, deployed: ReadonlySet<Owner>): boolean {
  return route.owner === 'shell' ? SHELL_PAGES.has(route.name) : deployed.has(route.owner);
}

/**
 * The micro-frontends that make up a route's page, top to bottom: its owner, then those it is
 * composed with that are deployed. None for the shell's own pages.
 */
export function pageOwners(route: RouteDef, deployed: ReadonlySet<Owner>): Owner[] {
  if (route.owner === 'shell') return [];
  return [route.owner, ...(route.composedWith ?? []).filter((owner) => deployed.has(owner))];
}

/** The route for a path without locale prefix, or null: the 404 page. */
export function resolveRoute(path: string, deployed: ReadonlySet<Owner>, routes: readonly RouteDef[] = ROUTES): ResolvedRoute | null {
  const match = matchFirst(
    routes.filter((r) => isServed(r, deployed)),
    path,
  );
  return match ? { ...match, path } : null;
}
