// The public app token (PUBLIC_APP_TOKEN, spec §7: the auth service gets "a static token" when no
// person's token is valid). It names the app, not a person: a request carrying it is anonymous
// (request.user stays null, routes that need a person answer 401) and counts against a limit of
// its own (plugins/app-token.ts). The token is in every page, so it is no secret; it is compared
// in constant time all the same, so the comparison tells nothing about a near miss.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header; null for anything else. */
export function bearerOf(header: string | undefined): string | null {
  return (header && /^Bearer\s+([\w.~+/=-]+)\s*$/i.exec(header)?.[1]) || null;
}

/**
 * Whether a bearer token is the app token. Both sides are hashed first, so the buffers compared
 * are of equal length whatever was sent. Without a configured token nothing matches.
 */
export function appTokenMatcher(appToken: string | undefined): (bearer: string | null) => boolean {
  if (!appToken) return () => false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(appToken);
  return (bearer) => bearer !== null && timingSafeEqual(digest(bearer), expected);
}
