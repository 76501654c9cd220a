// The archive job: spots whose archive date passed become archived (archived_at set), and leave
// the default list and the map's current counts; nothing else changes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveDueSpots } from '../../src/jobs/archive-due-spots.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const DAY_MS = 86_400_000;

async function spotAt(title: string, archiveAt: Date | null, deleted = false): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO spots (platform, country, title, famed, location, archive_at, deleted_at)
    VALUES ('bikeable', 'ch', ${title}, false, point(8.5417, 47.3769), ${archiveAt}, ${deleted ? new Date() : null}) RETURNING id`.execute(
    t.db.kysely,
  );
  return rows[0]!.id;
}

const state = (id: number) => t.db.kysely.selectFrom('spots').select(['archived', 'archived_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('archiveDueSpots', () => {
  it('archives the spots whose date passed, and only those', async () => {
    const due = await spotAt('fällig', new Date(Date.now() - DAY_MS));
    const later = await spotAt('später', new Date(Date.now() + DAY_MS));
    const never = await spotAt('nie', null);
    const deleted = await spotAt('gelöscht', new Date(Date.now() - DAY_MS), true);
    const bbox = '8.54,47.376,8.543,47.378';
    const current = async () => (await t.get(`/api/spots?bbox=${bbox}&limit=500`)).body.items.map((s: { id: number }) => s.id);
    const mapTotal = async () => (await t.get(`/api/map/clusters?bbox=${bbox}&zoom=14`)).body.total;
    const [listBefore, mapBefore] = [await current(), await mapTotal()];
    expect(listBefore).toContain(due);

    expect(await archiveDueSpots(t.db.kysely)).toBe(1);
    const archived = await state(due);
    expect(archived.archived).toBe(true);
    expect(archived.archived_at).toBeInstanceOf(Date);
    for (const id of [later, never, deleted]) expect(await state(id)).toEqual({ archived: false, archived_at: null });

    expect(await current()).toEqual(listBefore.filter((id: number) => id !== due));
    expect(await mapTotal()).toBe(mapBefore - 1);
    const archivedList = (await t.get(`/api/spots?bbox=${bbox}&archived=true&limit=500`)).body.items.map((s: { id: number }) => s.id);
    expect(archivedList).toContain(due);

    // Nothing left to do: a second run archives nothing and keeps the first archive time.
    expect(await archiveDueSpots(t.db.kysely)).toBe(0);
    expect((await state(due)).archived_at).toEqual(archived.archived_at);
  });

  it('works through a backlog larger than one batch', async () => {
    const past = new Date(Date.now() - DAY_MS).toISOString();
    await sql`INSERT INTO spots (platform, country, title, famed, location, archive_at)
      SELECT 'walkable', 'ch', 'Backlog ' || i, true, point(7.44 + i * 0.00001, 46.95), ${past}::timestamptz FROM generate_series(1, 1201) AS i`.execute(
      t.db.kysely,
    );
    expect(await archiveDueSpots(t.db.kysely)).toBe(1201);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots WHERE title LIKE 'Backlog %' AND NOT archived`.execute(
      t.db.kysely,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
