// Accounts (issue 3): sign-in data and profile on users, organisation memberships, refresh tokens,
// one-time tokens (password reset, invitation, e-mail confirmation), the e-mail outbox, and the
// external identities OpenID Connect sign-in links to a user.
//
// Secrets are never stored: passwords as argon2id hashes, tokens as SHA-256 hashes.
// E-mail addresses and usernames are unique regardless of case (unique indexes on lower()).
// A deleted account stays as a tombstone row (deleted_at set, every personal field emptied), so
// votes that stay counted keep a valid user id; see routes/users/deletion.ts.
export const statements = [
  `ALTER TABLE users
    ADD COLUMN email text,
    ADD COLUMN email_confirmed_at timestamptz(3),
    ADD COLUMN password_hash text,
    ADD COLUMN first_login timestamptz(3),
    ADD COLUMN locale text NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'fr', 'it', 'en')),
    ADD COLUMN country text NOT NULL DEFAULT 'ch' CHECK (country ~ '^([a-z]{2}|world)$'),
    ADD COLUMN avatar_key text,
    ADD COLUMN bio text NOT NULL DEFAULT '' CHECK (char_length(bio) <= 1000),
    ADD COLUMN email_notifications boolean NOT NULL DEFAULT true,
    ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    ADD COLUMN updated_at timestamptz(3) NOT NULL DEFAULT now(),
    ADD COLUMN deleted_at timestamptz(3)`,
  // A tombstone has no username; a live account always has one.
  `ALTER TABLE users ALTER COLUMN username DROP NOT NULL`,
  `ALTER TABLE users ADD CONSTRAINT users_username_present CHECK (username IS NOT NULL OR deleted_at IS NOT NULL)`,
  `CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`,
  `CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`,
  // Anonymised comments outlive their author.
  `ALTER TABLE comments ALTER COLUMN user_id DROP NOT NULL`,
  `CREATE INDEX comments_user_idx ON comments (user_id)`,
  `CREATE INDEX votes_user_idx ON votes (user_id)`,
  `CREATE TABLE organisation_members (
    organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (organisation_id, user_id)
  )`,
  `CREATE INDEX organisation_members_user_idx ON organisation_members (user_id)`,
  // One row per refresh token. A family is one sign-in and every token rotated from it; using a
  // rotated token again revokes the whole family. authenticated_at is when that sign-in happened
  // (export and deletion accept a sign-in younger than 10 minutes instead of the password).
  `CREATE TABLE refresh_tokens (
    id uuid PRIMARY KEY,
    family uuid NOT NULL,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    authenticated_at timestamptz(3) NOT NULL,
    expires_at timestamptz(3) NOT NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    rotated_at timestamptz(3),
    revoked_at timestamptz(3)
  )`,
  `CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family)`,
  `CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`,
  // Links sent by e-mail. An invitation has no user yet: it names the e-mail address and what the
  // person is invited to (an organisation and a role in it, or nothing but an account).
  `CREATE TABLE one_time_tokens (
    id bigserial PRIMARY KEY,
    purpose text NOT NULL CHECK (purpose IN ('reset', 'invite', 'confirm')),
    token_hash text NOT NULL UNIQUE,
    user_id bigint REFERENCES users (id) ON DELETE CASCADE,
    email text NOT NULL,
    organisation_id integer REFERENCES organisations (id) ON DELETE CASCADE,
    organisation_role text CHECK (organisation_role IN ('member', 'admin')),
    created_by bigint REFERENCES users (id) ON DELETE SET NULL,
    expires_at timestamptz(3) NOT NULL,
    used_at timestamptz(3),
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    CHECK (purpose = 'invite' OR user_id IS NOT NULL)
  )`,
  `CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id)`,
  `CREATE INDEX one_time_tokens_email_idx ON one_time_tokens (email)`,
  // Every message the API sends. Without SMTP it stays here (sent_at null) for a developer to read.
  `CREATE TABLE email_outbox (
    id bigserial PRIMARY KEY,
    recipient text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NOT NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    sent_at timestamptz(3),
    error text
  )`,
  `CREATE INDEX email_outbox_recipient_idx ON email_outbox (recipient)`,
  // External sign-in (OpenID Connect): the provider's subject identifies the person there.
  `CREATE TABLE identities (
    provider text NOT NULL,
    subject text NOT NULL,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email text,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    last_used_at timestamptz(3),
    PRIMARY KEY (provider, subject)
  )`,
  `CREATE INDEX identities_user_idx ON identities (user_id)`,
];
