// Shared by the moderation tests: a fresh spot with a comment and reports on both, made through
// the API as people make them, and the map's cell counts compared with a recount.
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import type { Actors } from '../../helpers/admin-actors.ts';
import { createSpot, send, type Answer } from '../spots/write-helpers.ts';

export interface Reported {
  spotId: number;
  commentId: number;
}

/** A spot by `user`, a comment on it by `otherMember`, each reported by the other two. */
export async function reportedSpotAndComment(
  t: TestApp,
  actors: Actors,
  title = 'Gemeldeter Ort',
  location?: { lat: number; lng: number },
): Promise<Reported> {
  const token = (actor: 'user' | 'otherMember' | 'organisationAdmin') => actors.session(actor)!.accessToken;
  const spot = await createSpot(t, token('user'), { title, ...(location ? { location } : {}) });
  const comment = await send(t, 'POST', `/api/spots/${spot.id}/comments`, { token: token('otherMember'), body: { body: 'Beleidigender Kommentar' } });
  expect(comment.status).toBe(201);
  for (const [actor, url] of [
    ['organisationAdmin', `/api/spots/${spot.id}/reports`],
    ['otherMember', `/api/spots/${spot.id}/reports`],
    ['organisationAdmin', `/api/comments/${comment.body.id}/reports`],
    ['user', `/api/comments/${comment.body.id}/reports`],
  ] as const) {
    const res = await send(t, 'POST', url, { token: token(actor), body: { reason: `Gemeldet von ${actor}` } });
    expect(res.status).toBe(201);
  }
  return { spotId: spot.id, commentId: comment.body.id };
}

export function as(
  t: TestApp,
  actors: Actors,
  actor: Parameters<Actors['headers']>[0],
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<Answer> {
  return send(t, method, url, { headers: actors.headers(actor), ...(body === undefined ? {} : { body }) });
}

/** The map's cell counts (and coordinate sums) equal a recount from the spots. */
export async function expectExactCells(t: TestApp): Promise<void> {
  const snapshot = async () =>
    (
      await sql<{
        k: string;
        spots: number;
        lng: number;
      }>`SELECT concat_ws('/', platform, country, zoom, x, y, archived, famed, fixed, has_official_answer) AS k,
        spots, round(sum_lng::numeric, 6)::float8 AS lng FROM spot_cells WHERE spots <> 0 ORDER BY 1`.execute(t.db.kysely)
    ).rows;
  const kept = await snapshot();
  await sql`SELECT spot_cells_rebuild()`.execute(t.db.kysely);
  expect(kept).toEqual(await snapshot());
}
