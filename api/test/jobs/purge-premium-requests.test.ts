// Premium requests older than two years go; younger ones stay.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgePremiumRequests } from '../../src/jobs/purge-premium-requests.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('purgePremiumRequests', () => {
  it('removes the requests older than two years and keeps the others', async () => {
    const insert = (age: string, name: string) =>
      sql`INSERT INTO premium_requests (platform, country, locale, organisation_name, contact_name, email, message, created_at)
          VALUES ('bikeable', 'ch', 'de', ${name}, 'Test', 'test@example.com', 'Hallo', now() - ${age}::interval)`.execute(t.db.kysely);
    await insert('2 years 1 day', 'Alt GmbH');
    await insert('1 year 11 months', 'Jung AG');
    expect(await purgePremiumRequests(t.db.kysely)).toBeGreaterThanOrEqual(1);
    const names = (await t.db.kysely.selectFrom('premium_requests').select('organisation_name').execute()).map((r) => r.organisation_name);
    expect(names).toContain('Jung AG');
    expect(names).not.toContain('Alt GmbH');
  });
});
