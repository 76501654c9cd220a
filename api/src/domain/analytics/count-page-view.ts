// One page view into the daily counts, in one statement: both visitor keys are inserted unless
// already there today (ON CONFLICT DO NOTHING returns no row then), and the views and visitors of
// the day's site total and of the page row go up by one, visitors only for a key that is new.
// Concurrent views of one visitor cannot both count as new: the key's primary key decides.
import { sql, type Kysely } from 'kysely';
import type { Platform } from '@moveable/contract';
import type { DB } from '../../db/schema.ts';

export interface PageViewCount {
  day: string;
  platform: Platform;
  country: string;
  route: string;
  referrerHost: string;
  keys: { site: string; page: string };
}

export async function countPageView(db: Kysely<DB>, v: PageViewCount): Promise<void> {
  await sql`
    WITH site AS (
      INSERT INTO analytics_visitor_keys (day, key) VALUES (${v.day}::date, decode(${v.keys.site}, 'hex'))
      ON CONFLICT DO NOTHING RETURNING 1
    ), page AS (
      INSERT INTO analytics_visitor_keys (day, key) VALUES (${v.day}::date, decode(${v.keys.page}, 'hex'))
      ON CONFLICT DO NOTHING RETURNING 1
    ), totals AS (
      INSERT INTO analytics_daily_totals AS t (platform, country, day, views, visitors)
      VALUES (${v.platform}, ${v.country}, ${v.day}::date, 1, (SELECT count(*) FROM site))
      ON CONFLICT (platform, country, day) DO UPDATE SET views = t.views + 1, visitors = t.visitors + excluded.visitors
    )
    INSERT INTO analytics_daily_pages AS p (platform, country, day, route, referrer_host, views, visitors)
    VALUES (${v.platform}, ${v.country}, ${v.day}::date, ${v.route}, ${v.referrerHost}, 1, (SELECT count(*) FROM page))
    ON CONFLICT (platform, country, day, route, referrer_host) DO UPDATE SET views = p.views + 1, visitors = p.visitors + excluded.visitors`.execute(
    db,
  );
}
