// Content pages (issue 11): about, guidelines, imprint, privacy, terms and their sign-in and app
// variants, per platform and language, with every save kept as a revision; and the newsletter
// with double opt-in.
//
// A page's text is stored as written, placeholders like {{contactEmail}} unfilled: one text per
// platform serves every country site, and the values are filled in when the page is read. The
// current text is the page's newest revision (highest id); revisions are never changed.
//
// Newsletter: a request (newsletter_requests) holds an address until its confirmation link is
// followed; only then is a subscription row written, with the time and consent text version. The
// link's token is stored as its SHA-256. Unsubscribing ends the subscription but keeps the row,
// the record of consent, for three years (the privacy policy says so); a job deletes it then.
export const statements = [
  `CREATE TABLE content_pages (
    id bigserial PRIMARY KEY,
    platform text NOT NULL CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    page text NOT NULL CHECK (page ~ '^[a-z][a-z-]{0,39}$'),
    locale text NOT NULL CHECK (locale IN ('de', 'fr', 'it', 'en')),
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (platform, page, locale)
  )`,
  // author_id null: the seed wrote it. Accounts are tombstoned, never deleted, so the name of a
  // deleted author's account is gone but the revision keeps its author id.
  `CREATE TABLE content_page_revisions (
    id bigserial PRIMARY KEY,
    page_id bigint NOT NULL REFERENCES content_pages (id) ON DELETE CASCADE,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 300),
    body_markdown text NOT NULL CHECK (char_length(body_markdown) BETWEEN 1 AND 100000),
    author_id bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  // The current text and the history, newest first, straight from the index.
  `CREATE INDEX content_page_revisions_page_idx ON content_page_revisions (page_id, id DESC)`,
  `CREATE INDEX content_page_revisions_author_idx ON content_page_revisions (author_id) WHERE author_id IS NOT NULL`,

  `CREATE TABLE newsletter_requests (
    id bigserial PRIMARY KEY,
    platform text NOT NULL CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    country text NOT NULL CHECK (country ~ '^([a-z]{2}|world)$'),
    locale text NOT NULL CHECK (locale IN ('de', 'fr', 'it', 'en')),
    email text NOT NULL CHECK (email = lower(email)),
    consent_text_version text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    expires_at timestamptz(3) NOT NULL
  )`,
  // One open request per address and newsletter: a new request replaces the old one.
  `CREATE UNIQUE INDEX newsletter_requests_address_key ON newsletter_requests (platform, country, email)`,
  `CREATE INDEX newsletter_requests_expires_idx ON newsletter_requests (expires_at)`,

  // unsubscribe_nonce: the unsubscribe link's token is this nonce and an HMAC of it under a key
  // derived from AUTH_SECRET, so the table alone unsubscribes nobody, yet every later mail can
  // carry the link (domain/newsletter/unsubscribe-token.ts).
  `CREATE TABLE newsletter_subscriptions (
    id bigserial PRIMARY KEY,
    platform text NOT NULL CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    country text NOT NULL CHECK (country ~ '^([a-z]{2}|world)$'),
    locale text NOT NULL CHECK (locale IN ('de', 'fr', 'it', 'en')),
    email text NOT NULL CHECK (email = lower(email)),
    consent_text_version text NOT NULL,
    requested_at timestamptz(3) NOT NULL,
    confirmed_at timestamptz(3) NOT NULL,
    unsubscribe_nonce text NOT NULL UNIQUE,
    unsubscribed_at timestamptz(3)
  )`,
  // One current subscription per address and newsletter; ended ones stay beside it as records.
  `CREATE UNIQUE INDEX newsletter_subscriptions_current_key ON newsletter_subscriptions (platform, country, email) WHERE unsubscribed_at IS NULL`,
  // The admin's list and counts: current subscriptions of a platform by country and language.
  `CREATE INDEX newsletter_subscriptions_list_idx ON newsletter_subscriptions (platform, country, locale, id) WHERE unsubscribed_at IS NULL`,
  `CREATE INDEX newsletter_subscriptions_ended_idx ON newsletter_subscriptions (unsubscribed_at) WHERE unsubscribed_at IS NOT NULL`,

  // Newsletter mails carry List-Unsubscribe headers (RFC 2369, 8058); the outbox keeps a message's
  // headers with it.
  `ALTER TABLE email_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb`,
];
