// GET /admin/audit: only moderators and administrators read it (the matrix); a block and an
// unblock each leave one line with who and what, newest first, paged without gaps or repeats,
// filtered by subject; another platform's lines stay on that platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actors } from '../../helpers/admin-actors.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
});
afterAll(() => t.app.close());

const audit = (query: string, actor: Parameters<Actors['headers']>[0] = 'admin', platform = 'bikeable') =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: actors.headers(actor, { 'moveable-platform': platform }) });

describe('GET /admin/audit', () => {
  it('answers moderators and administrators only', async () => {
    await expectOnlyAllowed(['moderator', 'admin'], (actor) => audit('', actor));
  });

  it('a block and an unblock each leave a line: who, what, when, before and after', async () => {
    const target = DEMO_ACCOUNTS.commuter.id;
    const block = await t.app.inject({ method: 'PUT', url: `/api/users/${target}/block`, headers: actors.headers('moderator') });
    expect(block.statusCode).toBe(204);
    const unblock = await t.app.inject({ method: 'DELETE', url: `/api/users/${target}/block`, headers: actors.headers('admin') });
    expect(unblock.statusCode).toBe(204);

    const res = await audit(`?subjectType=user&subjectId=${target}`);
    expect(res.statusCode).toBe(200);
    const [newest, older] = res.json().items;
    expect(newest).toMatchObject({
      action: 'user.unblock',
      subjectType: 'user',
      subjectId: target,
      actor: { id: DEMO_ACCOUNTS.admin.id },
      after: { blocked: false },
    });
    expect(older).toMatchObject({ action: 'user.block', actor: { id: DEMO_ACCOUNTS.moderator.id }, after: { blocked: true } });
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));
  });

  it('pages newest first without gaps or repeats', async () => {
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({ method: 'PUT', url: `/api/users/${DEMO_ACCOUNTS.neighbour.id}/block`, headers: actors.headers('admin') });
    }
    const all = (await audit('?limit=100')).json().items.map((e: { id: number }) => e.id);
    const seen: number[] = [];
    let cursor = '';
    do {
      const page = (await audit(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json();
      seen.push(...page.items.map((e: { id: number }) => e.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(5);
  });

  it("keeps each platform's lines to it", async () => {
    const res = await audit('', 'admin', 'walkable');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });

  it('refuses a bad filter with the field named', async () => {
    const res = await audit('?subjectType=planet');
    expect(res.statusCode).toBe(400);
    expect(res.json().field ?? res.json().message).toMatch(/subjectType/);
  });
});
