// A token refresh in one round trip (issue 10, "Cost per request"): rotate_refresh_token() claims
// the presented refresh token and stores its successor in one statement (a data-modifying CTE),
// and says why when it could not. It replaces a transaction of five statements (BEGIN, the claim,
// the account's check, the insert, COMMIT). It is PL/pgSQL so that each connection keeps its
// plans: planning the CTE took three times as long as running it.
//
// The claim takes only a token that is current: not rotated, not revoked (reuse detection revokes
// the family's rows), not expired, and whose family is not in revoked_sessions (0040: a token
// minted by a refresh that raced the end of its session is no way back in). Of two refreshes
// presenting one token at once, the UPDATE of the second waits for the first to commit and
// re-checks `rotated_at IS NULL`: exactly one wins. The successor is stored only if the claimed
// row is of the user and family it was signed for and the account is neither deleted nor blocked;
// otherwise the claim stands without a successor.
//
// When nothing was claimed, the token is looked up again in a statement of its own: the function
// is VOLATILE, so that statement takes a new snapshot and sees the row as a concurrent refresh
// that won left it (rotated: a reuse), which the CTE's snapshot, taken before that refresh
// committed, does not. Statuses: rotated, claimed_without_successor, unknown, revoked, reused,
// expired (auth/refresh-tokens.ts maps them).
const ROTATE = `CREATE FUNCTION rotate_refresh_token(p_presented_hash text, p_id uuid, p_family uuid, p_user_id bigint,
    p_token_hash text, p_expires_at timestamptz)
  RETURNS TABLE (r_status text, r_family uuid, r_user_id bigint, r_role text, r_authenticated_at timestamptz)
  LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    v_claimed boolean;
    v_found record;
  BEGIN
    WITH claimed AS (
      UPDATE refresh_tokens t SET rotated_at = now()
      WHERE t.token_hash = p_presented_hash AND t.rotated_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > now()
        AND NOT EXISTS (SELECT 1 FROM revoked_sessions rs WHERE rs.family = t.family)
      RETURNING t.family, t.user_id, t.authenticated_at
    ), account AS (
      SELECT u.id, u.role, c.authenticated_at FROM claimed c JOIN users u ON u.id = c.user_id
      WHERE c.user_id = p_user_id AND c.family = p_family AND u.deleted_at IS NULL AND u.blocked_at IS NULL
    ), minted AS (
      INSERT INTO refresh_tokens (id, family, user_id, token_hash, authenticated_at, expires_at)
      SELECT p_id, p_family, a.id, p_token_hash, a.authenticated_at, p_expires_at FROM account a
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM claimed), a.id, a.role, a.authenticated_at
    INTO v_claimed, r_user_id, r_role, r_authenticated_at
    FROM (SELECT 1) AS one LEFT JOIN account a ON true;
    IF r_user_id IS NOT NULL THEN
      r_status := 'rotated';
      r_family := p_family;
      RETURN NEXT;
      RETURN;
    END IF;
    IF v_claimed THEN
      r_status := 'claimed_without_successor';
      RETURN NEXT;
      RETURN;
    END IF;
    SELECT t.family, t.user_id, t.rotated_at IS NOT NULL AS rotated, t.revoked_at IS NOT NULL AS revoked, t.expires_at <= now() AS expired
    INTO v_found FROM refresh_tokens t WHERE t.token_hash = p_presented_hash;
    IF NOT FOUND THEN
      r_status := 'unknown';
    ELSIF v_found.revoked THEN
      r_status := 'revoked';
    ELSIF v_found.rotated THEN
      r_status := 'reused';
      r_family := v_found.family;
      r_user_id := v_found.user_id;
    ELSIF v_found.expired THEN
      r_status := 'expired';
    ELSE
      r_status := 'revoked'; -- its family is in revoked_sessions
    END IF;
    RETURN NEXT;
  END $$`;

export const statements = [ROTATE];
