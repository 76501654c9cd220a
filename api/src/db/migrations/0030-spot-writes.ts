// What the write side of the spot lifecycle needs (issue 4):
// - moderators: a user role between user and admin that may edit and delete any spot or comment;
// - archiving: spots with a temporary category carry archive_at; a job archives them when it passes;
// - photos are uploaded before the spot exists (the add form sends photos first), so spot_id may
//   be null until the spot is created; user_id says who may attach them; `variants` lists the
//   WebP sizes stored beside storage_key (empty for single-file demo photos);
// - fix proposals (3 distinct users fix a shame spot), comment votes and reports, and comments
//   hidden by a moderator;
// - official answers remember who wrote them and an optional planned date.
// vote_count and comment_count stay writer-maintained (migration 0004): the seed loader writes them
// in bulk, and the writers update them in the same transaction as the rows.
export const statements = [
  `ALTER TABLE users DROP CONSTRAINT users_role_check`,
  `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'moderator', 'admin'))`,

  `ALTER TABLE spots ADD COLUMN archive_at timestamptz(3)`,
  `CREATE INDEX spots_archive_due_idx ON spots (archive_at) WHERE archive_at IS NOT NULL AND NOT archived AND deleted_at IS NULL`,

  `ALTER TABLE photos ALTER COLUMN spot_id DROP NOT NULL`,
  `ALTER TABLE photos ADD COLUMN user_id bigint REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE photos ADD COLUMN variants text[] NOT NULL DEFAULT '{}'`,
  // Uploads never attached to a spot are removed by a job after a day.
  `CREATE INDEX photos_unattached_idx ON photos (created_at) WHERE spot_id IS NULL`,

  `CREATE TABLE fix_proposals (
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (spot_id, user_id)
  )`,

  `ALTER TABLE comments ADD COLUMN vote_count integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0)`,
  `ALTER TABLE comments ADD COLUMN hidden_at timestamptz(3)`,
  `CREATE INDEX comments_parent_idx ON comments (parent_id) WHERE parent_id IS NOT NULL`,
  `CREATE TABLE comment_votes (
    comment_id bigint NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (comment_id, user_id)
  )`,

  // A report names a spot, or a comment of that spot. One open report per person and target.
  `CREATE TABLE reports (
    id bigserial PRIMARY KEY,
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    comment_id bigint REFERENCES comments (id) ON DELETE CASCADE,
    user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    reason text NOT NULL CHECK (char_length(reason) <= 1000),
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    resolved_at timestamptz(3)
  )`,
  `CREATE UNIQUE INDEX reports_spot_once_idx ON reports (spot_id, user_id) WHERE comment_id IS NULL AND resolved_at IS NULL`,
  `CREATE UNIQUE INDEX reports_comment_once_idx ON reports (comment_id, user_id) WHERE comment_id IS NOT NULL AND resolved_at IS NULL`,
  `CREATE INDEX reports_open_idx ON reports (created_at) WHERE resolved_at IS NULL`,

  `ALTER TABLE official_answers ADD COLUMN user_id bigint REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE official_answers ADD COLUMN planned_for date`,
];
