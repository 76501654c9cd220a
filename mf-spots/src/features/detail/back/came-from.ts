// Where a person came to a spot from, so that "back" returns there with its state: the list with
// its filters (and, through the shell's scroll restoration, its scroll position), the map with its
// view and filters, a profile, the home page. Pages keep their state in the URL, so the place is
// its URL. It is found once, when the spot page opens:
// 1. what this history entry already remembers (history.state: after a reload, or coming back
//    to the entry with back/forward);
// 2. the previous entry of this tab's history (the Navigation API; every micro-frontend's links
//    push entries, so no page needs to say where its links lead from);
// 3. what this page remembered for the spot (back from its edit page);
// else the list, for a spot opened from elsewhere (a shared link, another site).
import { routePath } from '@moveable/shared';

export type OriginKind = 'list' | 'map' | 'home' | 'profile' | 'ownProfile';

export interface Origin {
  kind: OriginKind;
  /** Path without locale prefix, with the query string: what the page showed. */
  path: string;
  /** The person whose profile it was (kind 'profile'). */
  name?: string;
}

export const DEFAULT_ORIGIN: Origin = { kind: 'list', path: '/spots' };

const STATE_KEY = 'moveableSpotOrigin';

/** A URL of our site as a place to go back to, or null when it is none of them. */
export function originOf(url: string, site: string = location.origin): Origin | null {
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(site).origin) return null;
  const path = routePath(parsed.pathname);
  const full = `${path}${parsed.search}`;
  if (path === '/') return { kind: 'home', path: full };
  if (path === '/spots' || path === '/entries') return { kind: 'list', path: full };
  if (path === '/map') return { kind: 'map', path: full };
  if (path === '/profile') return { kind: 'ownProfile', path: full };
  const user = /^\/users\/([^/]+)$/.exec(path);
  if (user) {
    try {
      return { kind: 'profile', path: full, name: decodeURIComponent(user[1]!) };
    } catch {
      return null;
    }
  }
  return null;
}

function isOrigin(value: unknown): value is Origin {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, path } = value as Partial<Origin>;
  return typeof path === 'string' && path.startsWith('/') && ['list', 'map', 'home', 'profile', 'ownProfile'].includes(kind ?? '');
}

/** The subset of the Navigation API this needs (not in every browser, nor in jsdom). */
interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

function navigationApi(): NavigationLike | null {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  return navigation && typeof navigation.entries === 'function' ? navigation : null;
}

/** The URL of the history entry before this one, when the browser tells. */
export function previousEntryUrl(): string | null {
  const navigation = navigationApi();
  const index = navigation?.currentEntry?.index ?? -1;
  if (!navigation || index < 1) return null;
  return navigation.entries()[index - 1]?.url ?? null;
}

const rememberedBySpot = new Map<number, Origin>();

/** Finds where the person came from (see the top of this file) and keeps it with this entry. */
export function findOrigin(spotId: number): Origin {
  const state: unknown = history.state;
  const stored = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[STATE_KEY] : undefined;
  const previous = previousEntryUrl();
  const origin = (isOrigin(stored) ? stored : null) ?? (previous ? originOf(previous) : null) ?? rememberedBySpot.get(spotId) ?? DEFAULT_ORIGIN;
  rememberedBySpot.set(spotId, origin);
  if (stored === undefined || !isOrigin(stored)) {
    // Same URL: the shell does not re-route (single-spa with urlRerouteOnly).
    history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), [STATE_KEY]: origin }, '', location.href);
  }
  return origin;
}

/** True when going back one entry lands on the origin itself (then back keeps history short). */
export function originIsPreviousEntry(origin: Origin): boolean {
  const previous = previousEntryUrl();
  return previous !== null && originOf(previous)?.path === origin.path;
}

/** Forgets what the page remembered (tests). */
export function forgetOrigins(): void {
  rememberedBySpot.clear();
}
