// The admin dashboard's counts (issue 13), kept by triggers: counting a window of 30 to 180 days
// from the rows themselves read 50,000+ index entries at 1M spots (and spots' heap for `famed` in
// the worldwide view), comments, answers and reports have no platform to filter by without joining
// spots, and even 16,000 new accounts or 2,000 open reports grouped per request cost 40–70 ms on a
// busy machine (bench/admin-dashboard.ts). So the dashboard reads small kept rows only:
// - dashboard_daily_counts, per platform, country and UTC day: new_fame / new_shame (spots created
//   that day and not deleted: deleting one takes it out again), fixed (spots marked fixed that day,
//   not deleted), comments and official_answers (written that day on a spot of that platform and
//   country; hidden comments stay counted, a merge that moves them moves their count);
// - dashboard_account_counts, per country and UTC day: accounts created (accounts belong to no
//   platform; an account that changes its country moves its count);
// - dashboard_open_reports, per platform and country: reports not resolved, on the spot's platform
//   and country.
// Inserts and deletes are counted by statement triggers with transition tables (a bulk load is one
// upsert per key it touches), updates by row triggers that fire only when what is counted changed
// (a vote or a new summary of a spot costs nothing more). TRUNCATE empties the counts it concerns.
// A spot whose platform or country changes moves its own counts, not those of its comments,
// answers and reports (a spot's country does not change in practice).

interface Kept {
  table: string;
  key: readonly string[];
  counts: readonly string[];
}

const DAILY: Kept = {
  table: 'dashboard_daily_counts',
  key: ['platform', 'country', 'day'],
  counts: ['new_fame', 'new_shame', 'fixed', 'comments', 'official_answers'],
};
const ACCOUNTS: Kept = { table: 'dashboard_account_counts', key: ['country', 'day'], counts: ['accounts'] };
const REPORTS: Kept = { table: 'dashboard_open_reports', key: ['platform', 'country'], counts: ['open_reports'] };

/**
 * An upsert of the deltas of `source`, rows of (sign, ...key, metric): keys whose deltas cancel out
 * (an update that changed nothing counted) write nothing.
 */
function applyDelta(kept: Kept, source: string): string {
  const keys = kept.key.join(', ');
  const sums = kept.counts.map((c) => `sum(CASE WHEN d.metric = '${c}' THEN d.sign ELSE 0 END)::int AS ${c}`).join(', ');
  return `INSERT INTO ${kept.table} AS t (${keys}, ${kept.counts.join(', ')})
    SELECT * FROM (
      SELECT ${kept.key.map((k) => `d.${k}`).join(', ')}, ${sums}
      FROM (${source}) d
      GROUP BY ${kept.key.map((_, i) => i + 1).join(', ')}
    ) g WHERE ${kept.counts.map((c) => `g.${c} <> 0`).join(' OR ')}
    ON CONFLICT (${keys}) DO UPDATE SET
      ${kept.counts.map((c) => `${c} = t.${c} + EXCLUDED.${c}`).join(', ')}`;
}

const day = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

interface Watched {
  table: string;
  kept: Kept;
  /** The row columns the contributions read. */
  columns: readonly string[];
  /** The contributions of rows `r` (with a sign column): (sign, ...key, metric). */
  contributions: (rows: string) => string;
  /** What TRUNCATE of the table does to the counts. */
  cleared: string;
}

const spots: Watched = {
  table: 'spots',
  kept: DAILY,
  columns: ['platform', 'country', 'created_at', 'fixed_at', 'famed', 'fixed', 'deleted_at'],
  contributions: (rows) => `
    SELECT r.sign, r.platform, r.country, ${day('r.created_at')} AS day, CASE WHEN r.famed THEN 'new_fame' ELSE 'new_shame' END AS metric
      FROM (${rows}) r WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT r.sign, r.platform, r.country, ${day('r.fixed_at')}, 'fixed'
      FROM (${rows}) r WHERE r.deleted_at IS NULL AND r.fixed AND r.fixed_at IS NOT NULL`,
  // it cascades to comments, answers and reports
  cleared: `DELETE FROM dashboard_daily_counts`,
};

/** Comments and official answers: counted on their spot's platform and country. */
const writing = (table: string, metric: string): Watched => ({
  table,
  kept: DAILY,
  columns: ['spot_id', 'created_at'],
  contributions: (rows) => `
    SELECT r.sign, s.platform, s.country, ${day('r.created_at')} AS day, '${metric}' AS metric
      FROM (${rows}) r JOIN spots s ON s.id = r.spot_id`,
  cleared: `UPDATE dashboard_daily_counts SET ${metric} = 0 WHERE ${metric} <> 0`,
});

const users: Watched = {
  table: 'users',
  kept: ACCOUNTS,
  columns: ['country', 'created_at'],
  contributions: (rows) => `SELECT r.sign, r.country, ${day('r.created_at')} AS day, 'accounts' AS metric FROM (${rows}) r`,
  cleared: `DELETE FROM dashboard_account_counts`,
};

const reports: Watched = {
  table: 'reports',
  kept: REPORTS,
  columns: ['spot_id', 'resolved_at'],
  contributions: (rows) => `
    SELECT r.sign, s.platform, s.country, 'open_reports' AS metric
      FROM (${rows}) r JOIN spots s ON s.id = r.spot_id WHERE r.resolved_at IS NULL`,
  cleared: `DELETE FROM dashboard_open_reports`,
};

const list = (alias: string, columns: readonly string[]) => columns.map((c) => `${alias}.${c}`).join(', ');

function triggers(w: Watched): string[] {
  const fn = `dashboard_${w.table}_changed`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyDelta(w.kept, w.contributions(`SELECT 1 AS sign, ${list('n', w.columns)} FROM new_rows n`))};
      ELSE
        ${applyDelta(w.kept, w.contributions(`SELECT -1 AS sign, ${list('o', w.columns)} FROM old_rows o`))};
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION ${fn}_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${applyDelta(w.kept, w.contributions(`SELECT -1 AS sign, ${list('OLD', w.columns)} UNION ALL SELECT 1, ${list('NEW', w.columns)}`))};
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION ${fn}_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${w.cleared};
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER ${w.table}_dashboard_inserted AFTER INSERT ON ${w.table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${w.table}_dashboard_deleted AFTER DELETE ON ${w.table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${w.table}_dashboard_updated AFTER UPDATE OF ${w.columns.join(', ')} ON ${w.table}
      FOR EACH ROW WHEN (${w.columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ')})
      EXECUTE FUNCTION ${fn}_row()`,
    // TRUNCATE fires no row or statement trigger of the others.
    `CREATE TRIGGER ${w.table}_dashboard_truncated AFTER TRUNCATE ON ${w.table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_cleared()`,
    // What is there already.
    applyDelta(w.kept, w.contributions(`SELECT 1 AS sign, ${list('x', w.columns)} FROM ${w.table} x`)),
  ];
}

const table = (kept: Kept, types: Record<string, string>) => `CREATE TABLE ${kept.table} (
    ${kept.key.map((k) => `${k} ${types[k]} NOT NULL`).join(',\n    ')},
    -- no CHECK (>= 0): an upsert that subtracts proposes a negative row first
    ${kept.counts.map((c) => `${c} integer NOT NULL DEFAULT 0`).join(',\n    ')},
    PRIMARY KEY (${kept.key.join(', ')})
  )`;
const TYPES = { platform: 'text', country: 'text', day: 'date' };

export const statements = [
  table(DAILY, TYPES),
  // The worldwide view sums a platform's countries per day.
  `CREATE INDEX dashboard_daily_counts_world_idx ON dashboard_daily_counts (platform, day)`,
  table(ACCOUNTS, TYPES),
  `CREATE INDEX dashboard_account_counts_day_idx ON dashboard_account_counts (day)`,
  table(REPORTS, TYPES),
  ...triggers(spots),
  ...triggers(writing('comments', 'comments')),
  ...triggers(writing('official_answers', 'official_answers')),
  ...triggers(users),
  ...triggers(reports),
];
