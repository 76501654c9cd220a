// Mixed read/write load on PostgreSQL over loopback HTTP, then a check that no acknowledged write
// was lost. The API runs in a child process (bench/lib/bench-server.ts) on a bench database of N
// generated spots; this process keeps `--connections` requests in flight for `--seconds`:
//
//   reads  70 %: the list page's first page (24 newest of the country, or of Zürich: the region
//                filter), the map's clusters of a Zürich viewport, one spot's detail;
//   writes 30 %: a vote (random person, random spot of the box; a repeat is a 409, not an error),
//                a comment, a new spot.
//
// Afterwards every acknowledged write (a 201) must be in the database, and each touched spot's
// vote_count and comment_count must equal its rows.
//
//   npx tsx bench/mixed-load.ts [--count 100000] [--seconds 20] [--connections 32] [--people 300] [--keep]
import { CITIES, DEMO_SEED, deriveTokenKeys, Prng, signAccessToken } from '@moveable/api/bench-kit';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { benchDatabase, percentile } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    people: { type: 'string', default: '300' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    keep: { type: 'boolean', default: false },
  },
});
const COUNT = Number(args.count);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PEOPLE = Number(args.people);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch', 'accept-language': 'de' };
const KINDS = [
  ['list', 30],
  ['clusters', 25],
  ['detail', 15],
  ['vote', 18],
  ['comment', 8],
  ['create', 4],
] as const;
type Kind = (typeof KINDS)[number][0];

interface Acknowledged {
  votes: Array<{ spotId: number; userId: number }>;
  comments: number[];
  spots: number[];
}

const bench = await benchDatabase('postgres', { count: COUNT, seed: Number(args.seed), keep: args.keep });
const { db } = bench;
const schema = `bench_${COUNT}_${args.seed}`;
let server: ChildProcess | undefined;
try {
  // People of the bench: ordinary accounts, created directly (sign-in is not what is measured).
  const { rows: people } = await sql<{ id: number }>`
    INSERT INTO users (username, email, email_confirmed_at, first_login)
    SELECT 'load_' || g || '_' || ${Date.now().toString(36)}, 'load_' || g || '_' || ${Date.now().toString(36)} || '@example.com', now(), now()
    FROM generate_series(1, ${PEOPLE}) g RETURNING id`.execute(db.kysely);
  const keys = deriveTokenKeys(SECRET);
  const tokens = await Promise.all(
    people.map((p) => signAccessToken(keys, { userId: p.id, role: 'user', authTime: Math.floor(Date.now() / 1000), sessionId: randomUUID() }, 3600)),
  );
  const zurich = CITIES.find((c) => c.slug === 'zuerich')!;
  const box = { minLng: zurich.lng - 0.03, minLat: zurich.lat - 0.02, maxLng: zurich.lng + 0.03, maxLat: zurich.lat + 0.02 };
  const bbox = `${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;
  const { rows: spotRows } = await sql<{ id: number }>`
    SELECT id FROM spots WHERE platform = 'bikeable' AND country = 'ch' AND NOT archived AND deleted_at IS NULL
      AND location <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat})) LIMIT 2000`.execute(db.kysely);
  const spotIds = spotRows.map((r) => r.id);
  const { rows: counted } = await sql<{ id: number; votes: number; comments: number }>`
    SELECT id, vote_count AS votes, comment_count AS comments FROM spots WHERE id = ANY(${spotIds}::bigint[])`.execute(db.kysely);
  const before = new Map(counted.map((r) => [r.id, r]));
  const { rows: regionRows } = await sql<{ id: number }>`SELECT id FROM regions WHERE slug = 'zuerich'`.execute(db.kysely);
  const zurichRegion = regionRows[0]!.id;
  const { rows: categoryRows } = await sql<{ id: number }>`SELECT id FROM categories WHERE 'bikeable' = ANY(platforms) AND NOT temporary`.execute(
    db.kysely,
  );
  console.log(`  ${spotIds.length} spots in the Zürich box, ${PEOPLE} people, ${CONNECTIONS} connections, ${SECONDS} s`);

  server = spawn('npx', ['tsx', 'bench/lib/bench-server.ts', '--schema', schema, '--secret', SECRET, '--pool', '16'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    server!.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}/api`;

  const prng = new Prng(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(prng.next() * list.length)] as T;
  const totalWeight = KINDS.reduce((s, [, w]) => s + w, 0);
  const chooseKind = (): Kind => {
    let r = prng.next() * totalWeight;
    for (const [kind, weight] of KINDS) if ((r -= weight) < 0) return kind;
    return 'list';
  };
  const ack: Acknowledged = { votes: [], comments: [], spots: [] };
  const latencies = new Map<Kind, number[]>(KINDS.map(([k]) => [k, []]));
  const statuses = new Map<string, number>();
  let errors = 0;

  async function one(kind: Kind): Promise<void> {
    const who = Math.floor(prng.next() * people.length);
    const auth = { ...HEADERS, authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' };
    const spotId = pick(spotIds);
    let res: Response;
    const started = performance.now();
    switch (kind) {
      case 'list':
        res = await fetch(`${base}/spots?limit=24${prng.next() < 0.5 ? `&regionId=${zurichRegion}` : ''}`, { headers: HEADERS });
        break;
      case 'clusters':
        res = await fetch(`${base}/map/clusters?bbox=${bbox}&zoom=14`, { headers: HEADERS });
        break;
      case 'detail':
        res = await fetch(`${base}/spots/${spotId}`, { headers: HEADERS });
        break;
      case 'vote':
        res = await fetch(`${base}/spots/${spotId}/votes`, { method: 'POST', headers: { ...HEADERS, authorization: auth.authorization } });
        break;
      case 'comment':
        res = await fetch(`${base}/spots/${spotId}/comments`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ body: `Load comment ${prng.next()}` }),
        });
        break;
      case 'create': {
        const lat = box.minLat + prng.next() * (box.maxLat - box.minLat);
        const lng = box.minLng + prng.next() * (box.maxLng - box.minLng);
        const body = {
          title: 'Load test spot',
          description: 'Made by bench/mixed-load.ts',
          famed: prng.next() < 0.5,
          location: { lat, lng },
          categoryIds: [pick(categoryRows).id],
        };
        res = await fetch(`${base}/spots`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
        break;
      }
    }
    const text = await res.text();
    latencies.get(kind)!.push(performance.now() - started);
    const key = `${kind} ${res.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const expected = res.status < 300 || (kind === 'vote' && res.status === 409);
    if (!expected) errors++;
    if (res.status !== 201) return;
    if (kind === 'vote') ack.votes.push({ spotId, userId: people[who]!.id });
    if (kind === 'comment') ack.comments.push((JSON.parse(text) as { id: number }).id);
    if (kind === 'create') ack.spots.push((JSON.parse(text) as { id: number }).id);
  }

  // Warm up (connections, plans), then the timed run.
  await Promise.all(Array.from({ length: CONNECTIONS }, () => one('list')));
  for (const list of latencies.values()) list.length = 0;
  statuses.clear();
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await one(chooseKind()).catch(() => void errors++);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  console.log(
    `\n  ${all.length} requests in ${elapsed.toFixed(1)} s: ${(all.length / elapsed).toFixed(0)} req/s, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, unexpected answers ${errors}`,
  );
  console.log('\n  | kind | requests | p50 ms | p99 ms |\n  |---|---|---|---|');
  for (const [kind, list] of latencies) {
    list.sort((a, b) => a - b);
    if (list.length) console.log(`  | ${kind} | ${list.length} | ${percentile(list, 50).toFixed(1)} | ${percentile(list, 99).toFixed(1)} |`);
  }
  console.log(
    `\n  answers: ${[...statuses]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
  );

  // Nothing acknowledged may be missing, and the counters must agree with the rows.
  const missingVotes = ack.votes.length
    ? (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM unnest(${ack.votes.map((v) => v.spotId)}::bigint[], ${ack.votes.map((v) => v.userId)}::bigint[]) a(spot_id, user_id)
        WHERE NOT EXISTS (SELECT 1 FROM votes v WHERE v.spot_id = a.spot_id AND v.user_id = a.user_id)`.execute(db.kysely)
      ).rows[0]!.n
    : 0;
  const foundComments = ack.comments.length
    ? (await sql<{ n: number }>`SELECT count(*)::int AS n FROM comments WHERE id = ANY(${ack.comments}::bigint[])`.execute(db.kysely)).rows[0]!.n
    : 0;
  const foundSpots = ack.spots.length
    ? (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots WHERE id = ANY(${ack.spots}::bigint[]) AND deleted_at IS NULL`.execute(
          db.kysely,
        )
      ).rows[0]!.n
    : 0;
  // The generated spots carry vote and comment counts without rows, so compare what was added.
  const { rows: after } = await sql<{ id: number; votes: number; comments: number }>`
    SELECT id, vote_count AS votes, comment_count AS comments FROM spots WHERE id = ANY(${spotIds}::bigint[])`.execute(db.kysely);
  const personIds = people.map((p) => p.id);
  const { rows: added } = await sql<{ id: number; votes: number; comments: number }>`
    SELECT t.id,
      (SELECT count(*)::int FROM votes v WHERE v.spot_id = t.id AND v.user_id = ANY(${personIds}::bigint[])) AS votes,
      (SELECT count(*)::int FROM comments c WHERE c.spot_id = t.id AND c.user_id = ANY(${personIds}::bigint[])) AS comments
    FROM unnest(${spotIds}::bigint[]) AS t(id)`.execute(db.kysely);
  const addedById = new Map(added.map((r) => [r.id, r]));
  const drifting = after.filter((r) => {
    const was = before.get(r.id)!;
    const rows = addedById.get(r.id)!;
    return r.votes - was.votes !== rows.votes || r.comments - was.comments !== rows.comments;
  }).length;
  console.log(
    `\n  acknowledged: ${ack.votes.length} votes (${missingVotes} missing), ${ack.comments.length} comments (${ack.comments.length - foundComments} missing), ${ack.spots.length} spots (${ack.spots.length - foundSpots} missing)`,
  );
  console.log(`  spots whose counters moved differently from their rows: ${drifting} of ${spotIds.length}`);
  if (missingVotes || foundComments !== ack.comments.length || foundSpots !== ack.spots.length || drifting) process.exitCode = 1;
  // Leave a kept database as it was loaded, so the next run can reuse it (its spot count matches).
  await sql`DELETE FROM spots WHERE id = ANY(${ack.spots}::bigint[])`.execute(db.kysely);
  await sql`DELETE FROM users WHERE id = ANY(${personIds}::bigint[])`.execute(db.kysely);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit').catch(() => {});
  }
  await bench.cleanup();
}
