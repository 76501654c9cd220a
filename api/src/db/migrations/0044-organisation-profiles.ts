// Organisations as partners and towns (issue 12): a type, their name in other languages and a
// description per language, a logo from the photo pipeline, a public contact address and a premium
// flag. Existing rows keep everything they had and become towns (the three before this were towns).
// `name` stays the organisation's own name: official answers and news show it as it is; `names`
// holds what it is called in the other languages (Ville de Zurich), `descriptions` one text per
// language. The area stays a list of regions (organisation_regions).
//
// organisation_audit keeps who changed what, like news_audit: one row per create and edit with the
// fields changed and the organisation before and after.
//
// organisation_statistics: what a town's page shows about its area, computed by a job and kept
// here (one JSON document per organisation), so the page reads one row whatever the spot count.
//
// premium_requests: the /premium form's requests, mailed to the platform's contact address and
// listed for its administrators. What the form says is all that is kept: not the sender's account,
// network address or browser.
export const statements = [
  `ALTER TABLE organisations
    ADD COLUMN type text NOT NULL DEFAULT 'town' CHECK (type IN ('town', 'partner', 'sponsor')),
    ADD COLUMN names jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(names) = 'object'),
    ADD COLUMN descriptions jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(descriptions) = 'object'),
    ADD COLUMN logo_photo_id bigint UNIQUE REFERENCES photos (id) ON DELETE SET NULL,
    ADD COLUMN contact_email text,
    ADD COLUMN premium boolean NOT NULL DEFAULT false,
    ADD COLUMN created_at timestamptz(3) NOT NULL DEFAULT now(),
    ADD COLUMN updated_at timestamptz(3) NOT NULL DEFAULT now()`,
  // An organisation's official answers, newest first (its page's list, keyset on created_at, id),
  // and their counts; without this each read the whole table.
  `CREATE INDEX official_answers_organisation_idx ON official_answers (organisation_id, created_at DESC, id DESC)`,
  `CREATE TABLE organisation_audit (
    id bigserial PRIMARY KEY,
    organisation_id integer NOT NULL,
    platform text NOT NULL,
    slug text NOT NULL,
    action text NOT NULL CHECK (action IN ('create', 'update')),
    user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    at timestamptz(3) NOT NULL DEFAULT now(),
    changed text[] NOT NULL,
    before jsonb,
    after jsonb
  )`,
  `CREATE INDEX organisation_audit_organisation_idx ON organisation_audit (organisation_id, at DESC)`,
  `CREATE TABLE organisation_statistics (
    organisation_id integer PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
    statistics jsonb NOT NULL,
    computed_at timestamptz(3) NOT NULL
  )`,
  `CREATE TABLE premium_requests (
    id bigserial PRIMARY KEY,
    platform text NOT NULL CHECK (platform IN ('bikeable', 'walkable', 'accessable')),
    country text CHECK (country ~ '^[a-z]{2}$'),
    locale text NOT NULL CHECK (locale IN ('de', 'fr', 'it', 'en')),
    organisation_name text NOT NULL,
    contact_name text NOT NULL,
    email text NOT NULL,
    message text NOT NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX premium_requests_platform_idx ON premium_requests (platform, created_at DESC, id DESC)`,
];
