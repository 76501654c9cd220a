// The platform, country and locale of this page: resolved once from the URL and the preference
// cookies (spec §4), then kept in one store that every micro-frontend on the page reads.
import { countryWhenNoneStored, resolvePlatform, readPreferences, type Locale, type Platform } from '../rules/index.ts';
import { splitLocalePath } from './locale-paths.ts';
import { config } from './config.ts';

export interface PageContext {
  platform: Platform;
  country: string;
  multinational: boolean;
  locale: Locale;
}

type Listener = () => void;
const listeners = new Set<Listener>();

// Query overrides (?platform=walkable) are debug selections (spec §3): they stick for the tab so
// a tester can click around a walkable site served from localhost.
const DEBUG_KEYS = ['platform', 'country', 'multinational'] as const;
const DEBUG_STORAGE = 'moveable:debug-overrides';

/**
 * The tab's storage, or null where the browser denies it: reading `sessionStorage` throws in a
 * partner's page framing /embed/… when third-party storage is blocked, and must not stop the page.
 */
function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function debugOverrides(url: URL): URLSearchParams {
  const storage = tabStorage();
  const stored = new URLSearchParams(storage?.getItem(DEBUG_STORAGE) ?? '');
  let changed = false;
  for (const key of DEBUG_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null) {
      stored.set(key, value);
      changed = true;
    }
  }
  if (changed) storage?.setItem(DEBUG_STORAGE, stored.toString());
  return stored;
}

export function detectPageContext(url = new URL(location.href), cookies = document.cookie, geoCountry = config.geoCountry): PageContext {
  const overrides = debugOverrides(url);
  const resolved = resolvePlatform(url.hostname, overrides);
  const prefs = readPreferences(cookies);
  // prefix_except_default: the path alone says the locale; unprefixed paths are German.
  const { locale } = splitLocalePath(url.pathname);
  const explicitCountry = overrides.has('country') || overrides.has('multinational');
  if (explicitCountry) return { ...resolved, locale };
  if (prefs.countryCode) return { ...resolved, country: prefs.countryCode, locale };
  // §4: a worldwide site starts in the visitor's country when the platform runs there.
  return { ...resolved, country: countryWhenNoneStored({ context: resolved, geoCountry }), locale };
}

let current: PageContext | null = null;

export function getPageContext(): PageContext {
  current ??= detectPageContext();
  return current;
}

export function setPageContext(patch: Partial<PageContext>): void {
  const base = getPageContext();
  if (Object.entries(patch).every(([k, v]) => base[k as keyof PageContext] === v)) return;
  current = { ...base, ...patch };
  listeners.forEach((l) => l());
}

export function subscribePageContext(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
