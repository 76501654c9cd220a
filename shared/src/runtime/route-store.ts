// The route the shell matched, for every micro-frontend on the page. The shell owns the route
// table (spec §2); applications only read which of their routes is showing and its params.
import { useSyncExternalStore } from 'react';
import type { RouteParams } from '@moveable/contract';

export interface CurrentRoute {
  name: string;
  params: RouteParams;
  /** Path without the locale prefix. */
  path: string;
}

let current: CurrentRoute | null = null;
const listeners = new Set<() => void>();

export function setCurrentRoute(route: CurrentRoute | null): void {
  if (route && current && route.name === current.name && route.path === current.path) return;
  current = route;
  listeners.forEach((l) => l());
}

export function getCurrentRoute(): CurrentRoute | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The matched route; null on a 404 or before the shell has matched. */
export function useRoute(): CurrentRoute | null {
  return useSyncExternalStore(subscribe, getCurrentRoute, getCurrentRoute);
}
