// The queue says whether a reported subject's author is blocked, so a moderator sees it beside the
// reports and can block or unblock from there (PUT/DELETE /users/:id/block). In a file of its own:
// blocking ends the author's sessions, which other files' actors must keep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../../helpers/auth.ts';
import { signInActors, type Actors } from '../../helpers/admin-actors.ts';
import { send } from '../spots/write-helpers.ts';
import { as } from './moderation-fixtures.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
});
afterAll(() => t.app.close());

describe('the queue and blocked authors', () => {
  it('marks the author blocked after a block, and not after the unblock', async () => {
    const commuter = await signIn(t, DEMO_ACCOUNTS.commuter.email);
    const spots = (await as(t, actors, 'user', 'GET', '/api/spots?limit=1')).body.items as { id: number }[];
    const comment = await send(t, 'POST', `/api/spots/${spots[0]!.id}/comments`, {
      token: commuter.accessToken,
      body: { body: 'Ein Kommentar zum Melden' },
    });
    expect(comment.status).toBe(201);
    const commentId = comment.body.id as number;
    expect((await as(t, actors, 'user', 'POST', `/api/comments/${commentId}/reports`, { reason: 'Spam' })).status).toBe(201);

    const authorInQueue = async () => {
      const items = (await as(t, actors, 'moderator', 'GET', '/api/admin/reports?limit=100')).body.items as {
        subjectType: string;
        subjectId: number;
        author: { id: number; blocked: boolean } | null;
      }[];
      return items.find((i) => i.subjectType === 'comment' && i.subjectId === commentId)?.author;
    };
    expect(await authorInQueue()).toEqual({ id: DEMO_ACCOUNTS.commuter.id, username: expect.any(String), blocked: false });

    const block = await t.app.inject({ method: 'PUT', url: `/api/users/${DEMO_ACCOUNTS.commuter.id}/block`, headers: actors.headers('moderator') });
    expect(block.statusCode).toBe(204);
    expect((await authorInQueue())?.blocked).toBe(true);

    const unblock = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${DEMO_ACCOUNTS.commuter.id}/block`,
      headers: actors.headers('moderator'),
    });
    expect(unblock.statusCode).toBe(204);
    expect((await authorInQueue())?.blocked).toBe(false);
  });
});
