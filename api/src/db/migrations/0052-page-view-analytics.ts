// Page-view analytics (issue 14; api/README.md, "Analytics"): daily counts only, without cookies,
// addresses or accounts. A visitor is recognised within one UTC day by a keyed hash of the day's
// random salt, the address, the user agent and the platform; the hashes and the salt are deleted
// when the day ends (domain/analytics/salt.ts), so no one, us included, can tell afterwards which
// address made which view, or link one day's visitor to the next day's.
export const statements = [
  // Today's salt (32 random bytes); the first event of a day writes it, and deletes earlier days'.
  `CREATE TABLE analytics_salts (
    day date PRIMARY KEY,
    salt bytea NOT NULL CHECK (octet_length(salt) = 32)
  )`,
  // Today's visitor keys: HMAC-SHA-256 values, nothing else. One key per visitor and site (for the
  // day's visitors of a site) and one per visitor, site, page and referrer (for a page's visitors),
  // so each visitor counts once per figure. Emptied of past days with the salt.
  `CREATE TABLE analytics_visitor_keys (
    day date NOT NULL,
    key bytea NOT NULL CHECK (octet_length(key) = 32),
    PRIMARY KEY (day, key)
  )`,
  // What is kept: per day, platform, site country ('world' for the worldwide site), route name and
  // referrer host ('' for none): page views and the visitors who viewed it that day.
  `CREATE TABLE analytics_daily_pages (
    platform text NOT NULL,
    country text NOT NULL CHECK (country ~ '^([a-z]{2}|world)$'),
    day date NOT NULL,
    route text NOT NULL,
    referrer_host text NOT NULL DEFAULT '',
    views integer NOT NULL DEFAULT 0,
    visitors integer NOT NULL DEFAULT 0,
    PRIMARY KEY (platform, country, day, route, referrer_host)
  )`,
  // The same per day, platform and site, so the dashboard reads (countries × days) rows, and a
  // visitor of several pages counts once a day.
  `CREATE TABLE analytics_daily_totals (
    platform text NOT NULL,
    country text NOT NULL CHECK (country ~ '^([a-z]{2}|world)$'),
    day date NOT NULL,
    views integer NOT NULL DEFAULT 0,
    visitors integer NOT NULL DEFAULT 0,
    PRIMARY KEY (platform, country, day)
  )`,
];
