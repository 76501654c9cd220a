// Route patterns as the spec writes them: '/spots/{id}'. Shared so the shell (which application
// is active) and each micro-frontend (which feature renders) read patterns the same way.
export type RouteParams = Record<string, string>;

export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    const param = /^\{(\w+)\}$/.exec(w);
    if (param) {
      let value: string;
      try {
        value = decodeURIComponent(h);
      } catch {
        return null;
      }
      params[param[1]!] = value;
    } else if (w !== h) return null;
  }
  return params;
}

/** First pattern in the list that matches, with its params. */
export function matchFirst<T extends { path: string }>(routes: readonly T[], path: string): { route: T; params: RouteParams } | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
