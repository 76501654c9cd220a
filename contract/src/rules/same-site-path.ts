/**
 * Where a sign-in may send the person afterwards (the login page's `?redirect=`, the external
 * sign-in's `redirect`): a path of this site, never another origin. An open redirect after
 * sign-in would let a link that starts on our domain end on a look-alike site. The API and the
 * login page apply this one rule, each adding the paths it must not return to.
 */
const MAX_LENGTH = 2048;
/** Resolves relative paths when there is no page origin (the server). */
const ANY_ORIGIN = 'http://same-origin.invalid';

/** Control characters, spaces and backslashes: browsers drop tabs and newlines ('/\t/evil.example' becomes '//evil.example') and read '\' as '/'. */
function hasControlSpaceOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/u.test(char)) return true;
  }
  return false;
}

/** The path with query and hash when `value` stays on `origin` (any origin: a path-only check), else null. */
export function sameSitePath(value: string | null | undefined, origin: string = ANY_ORIGIN): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (hasControlSpaceOrBackslash(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
