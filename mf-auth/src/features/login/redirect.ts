// Where sign-in returns to: `?redirect=` when it is a path of this site, else the same-site page
// the person came from, else home. Never another origin (an open redirect would let a phishing
// link send people from our sign-in page to a look-alike site).
import { routePath } from '@moveable/shared';

/** Paths sign-in must not return to: itself (a loop) and the page that signs out again. */
const NO_RETURN = new Set(['/login', '/logout', '/close']);

function hasControlSpaceOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/u.test(char)) return true;
  }
  return false;
}

/** A same-origin path (with query and hash) to return to, or null. */
export function safeRedirectPath(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines inside URLs ('/\t/evil.example' becomes '//evil.example').
  if (hasControlSpaceOrBackslash(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (NO_RETURN.has(routePath(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
