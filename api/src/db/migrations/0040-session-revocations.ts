// Sessions that end at once (issue 10):
// - revoked_sessions: one row per ended session (refresh-token family). Access tokens name their
//   family (`sid`), so every instance refuses them from the moment the row exists: each keeps the
//   rows of the last access-token lifetime in memory (auth/session-revocations.ts) and reloads
//   them now and then, so an instance that missed the Redis message still refuses. Rows stay as
//   long as a refresh token of the family could: rotating checks them, so a token minted by a
//   refresh that raced the revocation cannot start the family again.
// - users.blocked_at: a moderator blocked the account; it cannot sign in and its sessions ended.
export const statements = [
  `CREATE TABLE revoked_sessions (
    family uuid PRIMARY KEY,
    user_id bigint NOT NULL,
    revoked_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX revoked_sessions_revoked_at_idx ON revoked_sessions (revoked_at)`,
  `ALTER TABLE users ADD COLUMN blocked_at timestamptz(3)`,
];
