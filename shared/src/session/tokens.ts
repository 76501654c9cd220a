// Spec §4/§5: "token expiry is read from the token's exp claim". Both tokens are JWTs
// (docs/accounts-api.md), so the browser can tell an expired one without asking the server.
// Anything unreadable counts as expired: a token we cannot check is a token we do not send.

function base64UrlDecode(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The JWT's payload object, or null when the token is not a readable JWT. */
export function jwtPayload(jwt: string | null | undefined): Record<string, unknown> | null {
  if (typeof jwt !== 'string') return null;
  const parts = jwt.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = base64UrlDecode(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim in seconds since the epoch; null when missing or malformed (= expired). */
export function tokenExpiry(jwt: string | null | undefined): number | null {
  const exp = jwtPayload(jwt)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/**
 * Whether a token is missing, unreadable or expires within `skewSeconds` of `now` (epoch
 * milliseconds). The skew renews a token shortly before it runs out, so a request does not
 * leave with a token that expires on its way.
 */
export function isExpired(token: string | null | undefined, now: number, skewSeconds = 0): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= now + skewSeconds * 1000;
}
