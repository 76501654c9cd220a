// Photos, comments, votes and official answers. vote_count and comment_count on spots are the
// denormalised counters the sorts use; writers must update them atomically with these rows.
export const statements = [
  `CREATE TABLE photos (
    id bigserial PRIMARY KEY,
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    storage_key text NOT NULL,
    width integer NOT NULL CHECK (width > 0),
    height integer NOT NULL CHECK (height > 0),
    shows_fix boolean NOT NULL DEFAULT false,
    position integer NOT NULL DEFAULT 0,
    created_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX photos_spot_idx ON photos (spot_id, position, id)`,
  `CREATE TABLE comments (
    id bigserial PRIMARY KEY,
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    parent_id bigint REFERENCES comments (id) ON DELETE CASCADE,
    body text NOT NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    edited_at timestamptz(3)
  )`,
  `CREATE INDEX comments_spot_idx ON comments (spot_id, created_at, id)`,
  `CREATE TABLE votes (
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (spot_id, user_id)
  )`,
  `CREATE TABLE official_answers (
    id bigserial PRIMARY KEY,
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('acknowledged', 'planned', 'in_progress', 'fixed', 'rejected')),
    text text NOT NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX official_answers_spot_idx ON official_answers (spot_id, created_at DESC, id DESC)`,
];
