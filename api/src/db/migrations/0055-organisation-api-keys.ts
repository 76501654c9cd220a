// Organisation API keys (issue 15): a town's own system speaks Open311 GeoReport v2 with a key its
// administrators made. Only the SHA-256 of the secret is kept (the secret is 32 random bytes, so a
// fast hash is enough: nothing to guess from), with its first and last characters for the list.
// A revoked key stays (revoked_at) so the list and the audit still name it. Keys go with the
// organisation; the person who made one may leave (created_by SET NULL).
export const statements = [
  `CREATE TABLE organisation_api_keys (
    id bigserial PRIMARY KEY,
    organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
    name text NOT NULL,
    secret_hash bytea NOT NULL UNIQUE,
    prefix text NOT NULL,
    last_chars text NOT NULL,
    created_by bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    last_used_at timestamptz(3),
    revoked_at timestamptz(3)
  )`,
  `CREATE INDEX organisation_api_keys_organisation_idx ON organisation_api_keys (organisation_id, created_at DESC)`,
  // Spots made through Open311 remember the key (its organisation speaks for them), and the
  // requester's contact fields, which are never public.
  `ALTER TABLE spots ADD COLUMN api_key_id bigint REFERENCES organisation_api_keys (id) ON DELETE SET NULL`,
  `CREATE TABLE open311_requesters (
    spot_id bigint PRIMARY KEY REFERENCES spots (id) ON DELETE CASCADE,
    email text,
    first_name text,
    last_name text,
    phone text
  )`,
];
