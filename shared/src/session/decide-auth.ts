// Spec §4 "Authentication" as one decision, taken before every API request.
import { isExpired } from './tokens.ts';

export type AuthDecision = 'proceed' | 'refresh' | 'logout' | 'anonymous';

export interface AuthInput {
  loggedIn: boolean;
  accessToken: string | null | undefined;
  refreshToken: string | null | undefined;
  /** Epoch milliseconds. */
  now: number;
  /** Renew this many seconds before the access token runs out (default 30). */
  skewSeconds?: number;
}

/** Seconds before expiry at which the access token is renewed instead of sent. */
export const TOKEN_SKEW_SECONDS = 30;

/**
 * - not logged in → 'anonymous' (no bearer header, §6);
 * - logged in, access token valid → 'proceed';
 * - logged in, access token expired (or missing), refresh token valid → 'refresh' (then the
 *   session is reloaded and the request proceeds);
 * - logged in, both tokens missing, or both expired → 'logout' (session cleared, /logout).
 * A refresh that fails is a 'logout' too; the session store takes that turn.
 */
export function decideAuth({ loggedIn, accessToken, refreshToken, now, skewSeconds = TOKEN_SKEW_SECONDS }: AuthInput): AuthDecision {
  if (!loggedIn) return 'anonymous';
  if (!accessToken && !refreshToken) return 'logout';
  if (!isExpired(accessToken, now, skewSeconds)) return 'proceed';
  // The refresh token only has to outlive the refresh call itself: no skew.
  if (!isExpired(refreshToken, now)) return 'refresh';
  return 'logout';
}
