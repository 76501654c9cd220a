// Spots and their links to categories and regions. Timestamps are timestamptz(3): PGlite's clock
// has millisecond precision, and keyset cursors carry ISO strings with milliseconds, so both
// engines must store exactly what a cursor can express.
export const statements = [
  `CREATE TABLE spots (
    id bigserial PRIMARY KEY,
    legacy_id char(17) UNIQUE CHECK (legacy_id ~ '^[0-9A-Za-z]{17}$'),
    platform text NOT NULL CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    country text NOT NULL CHECK (country ~ '^[a-z]{2}$'),
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    famed boolean NOT NULL,
    location point NOT NULL,
    street text,
    postal_code text,
    city text,
    country_code text,
    fixed boolean NOT NULL DEFAULT false,
    fixed_at timestamptz(3),
    archived boolean NOT NULL DEFAULT false,
    archived_at timestamptz(3),
    vote_count integer NOT NULL DEFAULT 0 CHECK (vote_count >= 0),
    comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
    author_id bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    updated_at timestamptz(3) NOT NULL DEFAULT now(),
    deleted_at timestamptz(3)
  )`,
  // Viewport queries (bbox) and region assignment.
  `CREATE INDEX spots_location_idx ON spots USING gist (location)`,
  // Nearest-first (sort=distance): KNN on the earth cube; the expression must match the query's.
  `CREATE INDEX spots_earth_idx ON spots USING gist (ll_to_earth(location[1], location[0]))`,
  // Keyset sorts. Every list query has platform, archived and deleted_at IS NULL; country unless
  // the request is for the worldwide variant.
  `CREATE INDEX spots_by_date_idx ON spots (platform, country, archived, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
  `CREATE INDEX spots_by_votes_idx ON spots (platform, country, archived, vote_count DESC, id DESC) WHERE deleted_at IS NULL`,
  `CREATE INDEX spots_by_comments_idx ON spots (platform, country, archived, comment_count DESC, id DESC) WHERE deleted_at IS NULL`,
  `CREATE INDEX spots_world_by_date_idx ON spots (platform, archived, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
  `CREATE INDEX spots_author_idx ON spots (author_id)`,
  `CREATE TABLE spot_categories (
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
    PRIMARY KEY (spot_id, category_id)
  )`,
  `CREATE INDEX spot_categories_category_idx ON spot_categories (category_id, spot_id)`,
  `CREATE TABLE spot_regions (
    spot_id bigint NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
    region_id integer NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
    PRIMARY KEY (spot_id, region_id)
  )`,
  `CREATE INDEX spot_regions_region_idx ON spot_regions (region_id, spot_id)`,
];
