// The day's salt of the visitor keys (migration 0052). One random salt per UTC day, shared by every
// instance through the database; the first event of a new day (or the hourly job, whichever comes
// first) deletes earlier days' salts and visitor keys. Without the salt a key cannot be computed
// again from an address, so once it is gone yesterday's keys say nothing about anyone, and deleted
// with it they cannot even be compared with today's.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A UTC day as stored: '2026-11-27'. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Deletes the salts and visitor keys of the days before `day`. Counts stay: they hold no key.
 * Returns how many salts went (0 when the day had already been rotated).
 */
export async function forgetPastDays(db: Kysely<DB>, day: string): Promise<number> {
  await db.deleteFrom('analytics_visitor_keys').where('day', '<', day).execute();
  const deleted = await db.deleteFrom('analytics_salts').where('day', '<', day).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * The salt of `day` (hex), made when the day has none yet. Instances racing for a new day agree:
 * the first insert wins and every instance reads that one.
 */
async function saltOf(db: Kysely<DB>, day: string): Promise<string> {
  const fresh = randomBytes(32).toString('hex');
  await sql`INSERT INTO analytics_salts (day, salt) VALUES (${day}::date, decode(${fresh}, 'hex')) ON CONFLICT (day) DO NOTHING`.execute(db);
  const row = await sql<{ salt: string }>`SELECT encode(salt, 'hex') AS salt FROM analytics_salts WHERE day = ${day}::date`.execute(db);
  const salt = row.rows[0]?.salt;
  if (!salt) throw new Error(`analytics: no salt for ${day}`);
  return salt;
}

/**
 * Today's salt, kept in memory for the day (one read per instance and day). A new day forgets the
 * past days first, so at no time do two days' salts serve events.
 */
export class DailySalt {
  private current: { day: string; salt: Promise<string> } | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  async forDay(day: string): Promise<Buffer> {
    if (this.current?.day !== day) {
      const salt = forgetPastDays(this.db, day).then(() => saltOf(this.db, day));
      this.current = { day, salt };
      // A failed read is tried again by the next event, not remembered.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return Buffer.from(await this.current.salt, 'hex');
  }
}
