// The admin dashboard's per-day counts (issue 13), kept by triggers: counting a window of 30 to
// 180 days from the rows themselves read 50,000+ index entries (and spots' heap for `famed` in the
// worldwide view) at 1M spots, and comments and official answers have no platform to filter by
// without joining spots. A day's row per platform and country holds the counts, so the dashboard
// reads at most (countries × days) small rows whatever the number of spots (bench/admin-dashboard.ts).
//
// What a row counts (days in UTC):
// - new_fame / new_shame: spots created that day and not deleted (deleting one takes it out again);
// - fixed: spots marked fixed that day (fixed_at), not deleted;
// - comments / official_answers: written that day on a spot of that platform and country (hidden
//   comments stay counted: they were written; a merge that moves them moves their count).
// New accounts are counted from users directly (users_created_idx below): accounts belong to no
// platform, and there are far fewer of them than spots.
const COUNTS = ['new_fame', 'new_shame', 'fixed', 'comments', 'official_answers'] as const;

/**
 * An upsert of the deltas of `source`, rows of (sign, platform, country, day, metric): rows that
 * cancel out (an update that changed nothing counted) write nothing.
 */
function applyDelta(source: string): string {
  const sums = COUNTS.map((c) => `sum(CASE WHEN d.metric = '${c}' THEN d.sign ELSE 0 END)::int AS ${c}`).join(', ');
  return `INSERT INTO dashboard_daily_counts AS t (platform, country, day, ${COUNTS.join(', ')})
    SELECT * FROM (
      SELECT d.platform, d.country, d.day, ${sums}
      FROM (${source}) d
      GROUP BY 1, 2, 3
    ) g WHERE ${COUNTS.map((c) => `g.${c} <> 0`).join(' OR ')}
    ON CONFLICT (platform, country, day) DO UPDATE SET
      ${COUNTS.map((c) => `${c} = t.${c} + EXCLUDED.${c}`).join(', ')}`;
}

const day = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/** A spot row's contributions: (sign, platform, country, day, metric), from `r` with a sign column. */
const spotContributions = (rows: string) => `
  SELECT r.sign, r.platform, r.country, ${day('r.created_at')} AS day, CASE WHEN r.famed THEN 'new_fame' ELSE 'new_shame' END AS metric
    FROM (${rows}) r WHERE r.deleted_at IS NULL
  UNION ALL
  SELECT r.sign, r.platform, r.country, ${day('r.fixed_at')}, 'fixed'
    FROM (${rows}) r WHERE r.deleted_at IS NULL AND r.fixed AND r.fixed_at IS NOT NULL`;

const SPOT_COLUMNS = (alias: string) =>
  ['platform', 'country', 'created_at', 'fixed_at', 'famed', 'fixed', 'deleted_at'].map((c) => `${alias}.${c}`).join(', ');

/** A comment's or answer's contributions: counted on its spot's platform and country. */
const writingContributions = (rows: string, metric: string) => `
  SELECT r.sign, s.platform, s.country, ${day('r.created_at')} AS day, '${metric}' AS metric
    FROM (${rows}) r JOIN spots s ON s.id = r.spot_id`;

function writingTriggers(table: string, metric: string): string[] {
  const fn = `dashboard_${table}_changed`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyDelta(writingContributions('SELECT 1 AS sign, n.spot_id, n.created_at FROM new_rows n', metric))};
      ELSE
        ${applyDelta(writingContributions('SELECT -1 AS sign, o.spot_id, o.created_at FROM old_rows o', metric))};
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION ${fn}_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${applyDelta(writingContributions('SELECT -1 AS sign, OLD.spot_id, OLD.created_at UNION ALL SELECT 1, NEW.spot_id, NEW.created_at', metric))};
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER ${table}_dashboard_inserted AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_dashboard_deleted AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    // Row by row and only when what is counted changed (a merge moving it to another spot).
    `CREATE TRIGGER ${table}_dashboard_updated AFTER UPDATE OF spot_id, created_at ON ${table}
      FOR EACH ROW WHEN (OLD.spot_id IS DISTINCT FROM NEW.spot_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
      EXECUTE FUNCTION ${fn}_row()`,
    `CREATE FUNCTION ${fn}_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE dashboard_daily_counts SET ${metric} = 0 WHERE ${metric} <> 0;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER ${table}_dashboard_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_cleared()`,
  ];
}

export const statements = [
  `CREATE TABLE dashboard_daily_counts (
    platform text NOT NULL,
    country text NOT NULL,
    day date NOT NULL,
    -- no CHECK (>= 0): an upsert that subtracts proposes a negative row first
    ${COUNTS.map((c) => `${c} integer NOT NULL DEFAULT 0`).join(',\n    ')},
    PRIMARY KEY (platform, country, day)
  )`,
  // The worldwide view sums a platform's countries per day.
  `CREATE INDEX dashboard_daily_counts_world_idx ON dashboard_daily_counts (platform, day)`,

  `CREATE FUNCTION dashboard_spots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${applyDelta(spotContributions(`SELECT 1 AS sign, ${SPOT_COLUMNS('n')} FROM new_rows n`))};
    ELSE
      ${applyDelta(spotContributions(`SELECT -1 AS sign, ${SPOT_COLUMNS('o')} FROM old_rows o`))};
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION dashboard_spots_changed_row() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${applyDelta(spotContributions(`SELECT -1 AS sign, ${SPOT_COLUMNS('OLD')} UNION ALL SELECT 1, ${SPOT_COLUMNS('NEW')}`))};
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER spots_dashboard_inserted AFTER INSERT ON spots
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_spots_changed()`,
  `CREATE TRIGGER spots_dashboard_deleted AFTER DELETE ON spots
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_spots_changed()`,
  // Row by row, and only for the few updates that change what is counted: a vote or a new
  // summary of a spot costs no more than before.
  `CREATE TRIGGER spots_dashboard_updated AFTER UPDATE OF platform, country, created_at, fixed_at, famed, fixed, deleted_at ON spots
    FOR EACH ROW WHEN (OLD.platform IS DISTINCT FROM NEW.platform OR OLD.country IS DISTINCT FROM NEW.country
      OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.fixed_at IS DISTINCT FROM NEW.fixed_at
      OR OLD.famed IS DISTINCT FROM NEW.famed OR OLD.fixed IS DISTINCT FROM NEW.fixed OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
    EXECUTE FUNCTION dashboard_spots_changed_row()`,
  // TRUNCATE fires no row or statement trigger of the others (and cascades to comments and answers).
  `CREATE FUNCTION dashboard_spots_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM dashboard_daily_counts;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER spots_dashboard_truncated AFTER TRUNCATE ON spots FOR EACH STATEMENT EXECUTE FUNCTION dashboard_spots_cleared()`,

  ...writingTriggers('comments', 'comments'),
  ...writingTriggers('official_answers', 'official_answers'),

  // What is there already.
  applyDelta(spotContributions(`SELECT 1 AS sign, ${SPOT_COLUMNS('s')} FROM spots s`)),
  applyDelta(writingContributions('SELECT 1 AS sign, c.spot_id, c.created_at FROM comments c', 'comments')),
  applyDelta(writingContributions('SELECT 1 AS sign, a.spot_id, a.created_at FROM official_answers a', 'official_answers')),

  // New accounts per day of the last weeks: a range of this index, by country or not.
  `CREATE INDEX users_created_idx ON users (created_at, country)`,
];
