// GET /api/users/:nameOrOldId/spots: the spots a public profile counts, newest first, paged by
// keyset like the list; compared with the demo data (the oracle) and with the profile's count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { byDateDesc, expectedSpots } from '../../helpers/expected.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

interface Page {
  items: { id: number; title: string; country: string; archived: boolean; famed: boolean; createdAt: string }[];
  nextCursor: string | null;
}

/** Every page of a person's spots, `limit` at a time; each page but the last is full. */
async function allPages(name: string, limit: number, headers: Record<string, string> = {}) {
  const items: Page['items'] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: Page } = await t.get<Page>(
      `/api/users/${encodeURIComponent(name)}/spots?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    );
    expect(res.status).toBe(200);
    if (res.body.nextCursor !== null) expect(res.body.items).toHaveLength(limit);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor !== null);
  return items;
}

/** The demo person with the most bikeable spots, in more than one country and with archived ones if there is one. */
function prolificAuthor() {
  const spots = expectedSpots(t.data).filter((s) => s.platform === 'bikeable');
  const byAuthor = new Map<number, typeof spots>();
  for (const s of spots) byAuthor.set(s.authorId, [...(byAuthor.get(s.authorId) ?? []), s]);
  const [authorId, own] = [...byAuthor.entries()].sort(
    ([, a], [, b]) =>
      Number(b.some((s) => s.archived)) - Number(a.some((s) => s.archived)) ||
      new Set(b.map((s) => s.country)).size - new Set(a.map((s) => s.country)).size ||
      b.length - a.length,
  )[0]!;
  const user = t.data.users.find((u) => u.id === authorId)!;
  return { user, own: [...own].sort(byDateDesc) };
}

describe('GET /api/users/:nameOrOldId/spots', () => {
  it("lists the person's spots of the platform newest first, in every country and archived ones too, as many as the profile counts", async () => {
    const { user, own } = prolificAuthor();
    expect(own.length).toBeGreaterThan(24);
    const first = await t.get<Page>(`/api/users/${user.username}/spots`);
    expect(first.status).toBe(200);
    // 24 by default, like the list's first page.
    expect(first.body.items.map((s) => s.id)).toEqual(own.slice(0, 24).map((s) => s.id));
    expect(first.body.nextCursor).not.toBeNull();

    const items = await allPages(user.username, 12);
    expect(items.map((s) => s.id)).toEqual(own.map((s) => s.id));
    expect(items.some((s) => s.archived)).toBe(own.some((s) => s.archived));
    const profile = await t.get(`/api/users/${user.username}`);
    expect(profile.body.data.spotCount).toBe(items.length);
  });

  it('finds the person by legacy id and by name in any case', async () => {
    const { user, own } = prolificAuthor();
    const byName = await t.get<Page>(`/api/users/${user.username.toUpperCase()}/spots?limit=5`);
    expect(byName.body.items.map((s) => s.id)).toEqual(own.slice(0, 5).map((s) => s.id));
    const withLegacy = t.data.users.find((u) => u.legacyId && t.data.spots.some((s) => s.authorId === u.id && s.platform === 'bikeable'));
    if (!withLegacy) throw new Error('no demo person with a legacy id and spots');
    const byOldId = await t.get<Page>(`/api/users/${withLegacy.legacyId}/spots?limit=3`);
    expect(byOldId.status).toBe(200);
    const expected = expectedSpots(t.data)
      .filter((s) => s.authorId === withLegacy.id && s.platform === 'bikeable')
      .sort(byDateDesc)
      .slice(0, 3);
    expect(byOldId.body.items.map((s) => s.id)).toEqual(expected.map((s) => s.id));
  });

  it("shows only the platform's spots, and leaves out deleted ones", async () => {
    const { user, own } = prolificAuthor();
    const walkable = await allPages(user.username, 50, { 'moveable-platform': 'walkable' });
    expect(walkable.map((s) => s.id)).toEqual(
      expectedSpots(t.data)
        .filter((s) => s.authorId === user.id && s.platform === 'walkable')
        .sort(byDateDesc)
        .map((s) => s.id),
    );
    const gone = own[0]!;
    await t.db.kysely.updateTable('spots').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
    try {
      const page = await t.get<Page>(`/api/users/${user.username}/spots?limit=3`);
      expect(page.body.items.map((s) => s.id)).toEqual(own.slice(1, 4).map((s) => s.id));
    } finally {
      await t.db.kysely.updateTable('spots').set({ deleted_at: null }).where('id', '=', gone.id).execute();
    }
  });

  it('an empty page for someone without spots; 404 for an unknown or deleted person', async () => {
    await t.db.kysely.insertInto('users').values({ username: 'Neu_Hier', email: 'neu-hier@example.org' }).execute();
    expect((await t.get('/api/users/Neu_Hier/spots')).body).toEqual({ items: [], nextCursor: null });
    expect((await t.get('/api/users/nobody-by-this-name/spots')).status).toBe(404);
    const { user } = prolificAuthor();
    await t.db.kysely.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
    try {
      expect((await t.get(`/api/users/${user.username}/spots`)).status).toBe(404);
    } finally {
      await t.db.kysely.updateTable('users').set({ deleted_at: null }).where('id', '=', user.id).execute();
    }
  });

  it('names limit and cursor when they are not valid', async () => {
    const { user } = prolificAuthor();
    expect((await t.get(`/api/users/${user.username}/spots?limit=0`)).body).toMatchObject({ statusCode: 400, field: 'limit' });
    expect((await t.get(`/api/users/${user.username}/spots?cursor=nonsense`)).body).toMatchObject({ statusCode: 400, field: 'cursor' });
    // A cursor of another order (the list sorted by votes) is not one of this list.
    const votes = await t.get<Page>('/api/spots?sort=votes&limit=1');
    expect((await t.get(`/api/users/${user.username}/spots?cursor=${votes.body.nextCursor}`)).body).toMatchObject({
      statusCode: 400,
      field: 'cursor',
    });
  });
});
