// A mixed load through both instances at once: people signed in on one instance write and read on
// both (spots, comments, votes, lists, threads), in parallel. Every write the API acknowledged is
// in the database afterwards, a record acknowledged by one instance is read at once from the
// other, and the spots' counters equal their rows although two processes wrote them.
import { expect } from 'vitest';
import type { ApiProcess } from '../api-process.ts';
import { freshIp, request, signIn, spotInput, type Answer, type Session } from '../http.ts';
import { acknowledgedCount, countersOff, emptyLedger, lostWrites } from '../ledger.ts';
import type { Check } from './check.ts';

const WORKERS = 6;
const ROUNDS = 5;

export const mixedLoad: Check = {
  name: 'a mixed load through both instances loses no acknowledged write, and each reads what the other acknowledged',
  timeoutMs: 60_000,
  async run(cluster) {
    const { instances, db } = cluster;
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const { rows: people } = await db.query<{ email: string }>("SELECT email FROM users WHERE email LIKE '%@example.com' ORDER BY id LIMIT $1", [
      WORKERS,
    ]);
    const { rows: demoSpots } = await db.query<{ id: number }>(
      `SELECT id::int FROM spots WHERE platform = 'bikeable' AND country = 'ch' AND NOT fixed AND NOT archived AND deleted_at IS NULL
       ORDER BY id LIMIT 3`,
    );
    // Signed in on one instance, used on both: the instances share the signing secret.
    const sessions: Session[] = await Promise.all(people.map((p, i) => signIn(instances[i % 2]!.url, p.email, freshIp())));

    const ledger = emptyLedger();
    const pool = demoSpots.map((s) => s.id);
    const unexpected: string[] = [];
    const writesBy = new Map<string, number>();
    const expectStatus = (what: string, res: Answer, ...allowed: number[]) => {
      if (!allowed.includes(res.status)) unexpected.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      return allowed.includes(res.status);
    };
    const wrote = (instance: ApiProcess) => writesBy.set(instance.name, (writesBy.get(instance.name) ?? 0) + 1);
    const pick = (exclude?: number) => {
      const choices = pool.filter((id) => id !== exclude);
      return choices[Math.floor(Math.random() * choices.length)]!;
    };

    const worker = async (w: number) => {
      const session = sessions[w]!;
      const ip = freshIp();
      const as = { token: session.accessToken, ip };
      let ownSpot: number | undefined;
      for (let round = 0; round < ROUNDS; round++) {
        const [x, y] = (w + round) % 2 === 0 ? [a, b] : [b, a];
        const title = `Lastprobe ${w}/${round}`;
        const created = await request(x.url, 'POST', '/api/spots', { ...as, body: spotInput(title) });
        if (expectStatus(`POST /api/spots on ${x.name}`, created, 201)) {
          ownSpot = created.body.id as number;
          ledger.spots.push({ id: ownSpot, title });
          pool.push(ownSpot);
          wrote(x);
          const read = await request(y.url, 'GET', `/api/spots/${ownSpot}`, { ip });
          if (expectStatus(`GET /api/spots/${ownSpot} on ${y.name} right after ${x.name} created it`, read, 200)) expect(read.body.title).toBe(title);
        }

        const target = pick();
        const body = `Kommentar ${w}/${round} über ${y.name}`;
        const comment = await request(y.url, 'POST', `/api/spots/${target}/comments`, { ...as, body: { body } });
        if (expectStatus(`POST comment on ${y.name}`, comment, 201)) {
          ledger.comments.push({ id: comment.body.id as number, spotId: target, body });
          wrote(y);
          const thread = await request(x.url, 'GET', `/api/spots/${target}/comments`, { ip });
          if (expectStatus(`GET thread on ${x.name}`, thread, 200)) {
            expect((thread.body.items as { id: number }[]).some((c) => c.id === comment.body.id)).toBe(true);
          }
        }

        const voteOn = pick(ownSpot);
        const vote = await request(x.url, 'POST', `/api/spots/${voteOn}/votes`, as);
        if (expectStatus(`POST vote on ${x.name}`, vote, 201, 409)) {
          if (vote.status === 201) {
            ledger.votes.push({ spotId: voteOn, userId: session.userId });
            wrote(x);
          } else expect(vote.body.code).toBe('already_voted');
        }
        expectStatus(`GET /api/spots on ${y.name}`, await request(y.url, 'GET', '/api/spots?limit=20', { ip }), 200);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    expect(unexpected).toEqual([]);
    expect(acknowledgedCount(ledger)).toBeGreaterThanOrEqual(WORKERS * ROUNDS * 2);
    // Both instances took writes.
    expect(writesBy.get('a')).toBeGreaterThan(0);
    expect(writesBy.get('b')).toBeGreaterThan(0);
    expect(await lostWrites(db, ledger)).toEqual([]);
    expect(await countersOff(db, [...new Set(pool)])).toEqual([]);
  },
};
