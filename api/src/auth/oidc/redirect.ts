// Where the callback sends the person: `redirect` when it is a path on this site (the contract's
// sameSitePath, the login page's rule too), else '/'.
import { sameSitePath } from '@moveable/contract';

/** A same-origin path (with query and hash), or null. */
export function safeRedirectPath(value: string | undefined | null): string | null {
  const path = sameSitePath(value);
  if (path === null) return null;
  // Back into the API would only start another sign-in (or worse, a loop).
  const { pathname } = new URL(path, 'http://same-origin.invalid');
  return pathname === '/api' || pathname.startsWith('/api/') ? null : path;
}
