/**
 * Minimal RFC 6265 cookie serialising and parsing, pure so that the same code writes
 * document.cookie in the browser and Set-Cookie headers on a server.
 */

export interface CookieOptions {
  /** Lifetime in seconds; 0 or less deletes the cookie. */
  maxAge?: number;
  expires?: Date;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
}

// RFC 6265 cookie-name = token (RFC 9110 tchar)
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Attribute values must not end the attribute list early or smuggle control characters. */
function isSafeAttributeValue(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === ';') return false;
  }
  return true;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    if (!Number.isFinite(options.maxAge)) throw new TypeError('Cookie maxAge must be finite');
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  }
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  for (const [attribute, attributeValue] of [
    ['Domain', options.domain],
    ['Path', options.path],
  ] as const) {
    if (attributeValue === undefined) continue;
    if (!isSafeAttributeValue(attributeValue)) {
      throw new TypeError(`Invalid cookie ${attribute}: ${JSON.stringify(attributeValue)}`);
    }
    parts.push(`${attribute}=${attributeValue}`);
  }
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  // Browsers drop SameSite=None cookies that are not Secure, so None implies Secure.
  if (options.secure || options.sameSite === 'None') parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // not percent-encoded by us: keep it as it is rather than lose it
  }
}

/**
 * A Cookie header or document.cookie → name/value map. The first occurrence of a name wins
 * (browsers send the most specific path first). The map has no prototype, so a cookie named
 * __proto__ cannot reach Object.prototype.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    if (name === '' || name in cookies) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}
