// Where sign-in returns to: `?redirect=` when it is a path of this site, else the same-site page
// the person came from, else home. Never another origin (an open redirect would let a phishing
// link send people from our sign-in page to a look-alike site).
import { sameSitePath } from '@moveable/contract';
import { routePath } from '@moveable/shared';

/** Paths sign-in must not return to: itself (a loop) and the page that signs out again. */
const NO_RETURN = new Set(['/login', '/logout', '/close']);

/** A same-origin path (with query and hash) to return to, or null (the contract's rule, and not back into sign-in). */
export function safeRedirectPath(value: string | null | undefined, origin: string): string | null {
  const path = sameSitePath(value, origin);
  if (path === null || NO_RETURN.has(routePath(new URL(path, origin).pathname))) return null;
  return path;
}

/** The path of a same-origin referrer, or null. */
export function referrerPath(referrer: string | null | undefined, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, origin) : null;
  } catch {
    return null;
  }
}

export function signInTarget({ redirect, referrer, origin }: { redirect: string | null; referrer: string; origin: string }): string {
  return safeRedirectPath(redirect, origin) ?? referrerPath(referrer, origin) ?? '/';
}
