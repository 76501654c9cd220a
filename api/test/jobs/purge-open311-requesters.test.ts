// The contact details sent with Open311 requests go a year after the spot was reported; younger
// ones, and the spots themselves, stay.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeOpen311Requesters } from '../../src/jobs/purge-open311-requesters.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

async function reportedAgo(age: string, email: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO spots (platform, country, title, description, famed, location, created_at, updated_at)
    VALUES ('bikeable', 'ch', ${`Open311 ${email}`}, '', false, point(8.54, 47.37), now() - ${age}::interval, now() - ${age}::interval)
    RETURNING id`.execute(t.db.kysely);
  const id = Number(rows[0]!.id);
  await t.db.kysely.insertInto('open311_requesters').values({ spot_id: id, email, first_name: 'Anna', last_name: null, phone: null }).execute();
  return id;
}

describe('purgeOpen311Requesters', () => {
  it('forgets the contact details of requests reported over a year ago, not the spots', async () => {
    const old = await reportedAgo('1 year 1 day', 'alt@example.com');
    const young = await reportedAgo('11 months', 'jung@example.com');
    expect(await purgeOpen311Requesters(t.db.kysely)).toBeGreaterThanOrEqual(1);
    const kept = await t.db.kysely.selectFrom('open311_requesters').select(['spot_id', 'email']).where('spot_id', 'in', [old, young]).execute();
    expect(kept).toEqual([{ spot_id: young, email: 'jung@example.com' }]);
    expect(await t.db.kysely.selectFrom('spots').select('id').where('id', '=', old).executeTakeFirst()).toEqual({ id: old });
  });
});
