// Users (just enough to name authors), categories, regions with their shapes, organisations.
// Regions are built-in `polygon` rows, one per outer ring (a multi-polygon region has several);
// holes are not represented, which is fine for city boundaries.
export const statements = [
  `CREATE TABLE users (
    id bigserial PRIMARY KEY,
    username text NOT NULL UNIQUE,
    legacy_id char(17) UNIQUE CHECK (legacy_id ~ '^[0-9A-Za-z]{17}$'),
    created_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE categories (
    id serial PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    labels jsonb NOT NULL CHECK (labels ?& array['de', 'fr', 'it', 'en']),
    temporary boolean NOT NULL DEFAULT false,
    platforms text[] NOT NULL,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE regions (
    id serial PRIMARY KEY,
    slug text NOT NULL,
    name text NOT NULL,
    country text NOT NULL CHECK (country ~ '^[a-z]{2}$'),
    platform text CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    min_lng double precision NOT NULL,
    min_lat double precision NOT NULL,
    max_lng double precision NOT NULL,
    max_lat double precision NOT NULL,
    UNIQUE (country, slug)
  )`,
  `CREATE TABLE region_shapes (
    id serial PRIMARY KEY,
    region_id integer NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
    shape polygon NOT NULL,
    bbox box GENERATED ALWAYS AS (box(shape)) STORED
  )`,
  `CREATE INDEX region_shapes_region_idx ON region_shapes (region_id)`,
  `CREATE INDEX region_shapes_bbox_idx ON region_shapes USING gist (bbox)`,
  `CREATE TABLE organisations (
    id serial PRIMARY KEY,
    slug text NOT NULL,
    name text NOT NULL,
    website text,
    platform text NOT NULL CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    country text NOT NULL CHECK (country ~ '^[a-z]{2}$'),
    UNIQUE (platform, slug)
  )`,
  `CREATE TABLE organisation_regions (
    organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
    region_id integer NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
    PRIMARY KEY (organisation_id, region_id)
  )`,
  `CREATE INDEX organisation_regions_region_idx ON organisation_regions (region_id)`,
];
