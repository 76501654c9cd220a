// News articles (issue 11): per platform, for one country or (country NULL) every country of the
// platform, with one translation per language, a cover from the photo pipeline, an author and
// optionally an organisation whose news it is. `status` is 'draft' or 'published'; a published
// article whose published_at lies ahead is "scheduled" (derived when read, so nothing has to flip
// it when the time comes). Bodies are stored as Markdown and rendered on read (the allow-list is
// code, so a stricter one applies to every article at once).
//
// news_audit keeps who did what: one row per create, edit and delete, with the fields changed and
// the article before and after (translations included). It has no foreign key to the article, so
// the trail of a deleted article stays.
export const statements = [
  `CREATE TABLE news_articles (
    id bigserial PRIMARY KEY,
    platform text NOT NULL CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    country text CHECK (country ~ '^[a-z]{2}$'),
    slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 3 AND 100),
    status text NOT NULL CHECK (status IN ('draft', 'published')),
    published_at timestamptz(3),
    organisation_id integer REFERENCES organisations (id) ON DELETE CASCADE,
    author_id bigint REFERENCES users (id) ON DELETE SET NULL,
    cover_photo_id bigint UNIQUE REFERENCES photos (id) ON DELETE SET NULL,
    tags text[] NOT NULL DEFAULT '{}',
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    updated_at timestamptz(3) NOT NULL DEFAULT now(),
    UNIQUE (platform, slug),
    CHECK (status = 'draft' OR published_at IS NOT NULL)
  )`,
  // The public list and the feeds: a platform's published articles, newest first (keyset on
  // published_at, id). The country (one or NULL) and tag filters read the few rows per page.
  `CREATE INDEX news_articles_published_idx ON news_articles (platform, published_at DESC, id DESC) WHERE status = 'published'`,
  // The editors' list: what is not public yet, most recently changed first.
  `CREATE INDEX news_articles_updated_idx ON news_articles (platform, updated_at DESC, id DESC)`,
  `CREATE INDEX news_articles_organisation_idx ON news_articles (organisation_id) WHERE organisation_id IS NOT NULL`,
  `CREATE INDEX news_articles_author_idx ON news_articles (author_id)`,
  `CREATE TABLE news_translations (
    article_id bigint NOT NULL REFERENCES news_articles (id) ON DELETE CASCADE,
    locale text NOT NULL CHECK (locale IN ('de', 'fr', 'it', 'en')),
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 140),
    lead text NOT NULL CHECK (char_length(lead) BETWEEN 1 AND 400),
    body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 50000),
    PRIMARY KEY (article_id, locale)
  )`,
  `CREATE TABLE news_audit (
    id bigserial PRIMARY KEY,
    article_id bigint NOT NULL,
    platform text NOT NULL,
    slug text NOT NULL,
    action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
    user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    at timestamptz(3) NOT NULL DEFAULT now(),
    changed text[] NOT NULL,
    before jsonb,
    after jsonb
  )`,
  `CREATE INDEX news_audit_article_idx ON news_audit (article_id, at DESC, id DESC)`,
  `CREATE INDEX news_audit_user_idx ON news_audit (user_id)`,
];
