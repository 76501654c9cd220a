// Spec §8: when a script chunk fails to load (usually a release replaced it), reload the page
// once, adding reload-attempt=<count>; never when the count is already 1 or more, and at most
// once per path within 10 seconds.
export const RELOAD_PARAM = 'reload-attempt';
export const RELOAD_GUARD_MS = 10_000;
const STORAGE = 'moveable:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(message);
}

/** The URL to reload to, or null when the guard says no. Pure: time and memory are passed in. */
export function reloadTarget(href: string, lastReloads: Record<string, number>, now: number): string | null {
  const url = new URL(href);
  const attempts = Number(url.searchParams.get(RELOAD_PARAM) ?? '0');
  if (attempts >= 1) return null;
  const last = lastReloads[url.pathname];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return null;
  url.searchParams.set(RELOAD_PARAM, String(attempts + 1));
  return url.href;
}

function lastReloads(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const memory = lastReloads();
  const target = reloadTarget(location.href, memory, Date.now());
  if (!target) return false;
  memory[location.pathname] = Date.now();
  try {
    sessionStorage.setItem(STORAGE, JSON.stringify(memory));
  } catch {
    // Storage denied (a third-party frame): reloadTarget's counter in the URL still stops a loop.
  }
  location.replace(target);
  return true;
}
