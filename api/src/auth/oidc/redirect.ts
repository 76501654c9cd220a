// Where the callback sends the person: `redirect` when it is a path on this site, else '/'.
// Never another origin: an open redirect after sign-in would let a link that starts on our
// domain end on a look-alike site. The same rule as the login page's (mf-auth redirect.ts).

/** A same-origin path (with query and hash), or null. */
export function safeRedirectPath(value: string | undefined | null): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines inside URLs ('/\t/evil.example' becomes '//evil.example') and
  // read '\' as '/'.
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/u.test(char)) return null;
  }
  const base = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Back into the API would only start another sign-in (or worse, a loop).
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
