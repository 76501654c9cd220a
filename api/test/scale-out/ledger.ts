// The writes the API acknowledged (a 201 with the new record), and the check that each of them is
// in the database afterwards. Writes that were refused, or whose answer never came, may or may not
// be there: only an acknowledgement is a promise.
import type pg from 'pg';

export interface Ledger {
  spots: { id: number; title: string }[];
  comments: { id: number; spotId: number; body: string }[];
  votes: { spotId: number; userId: number }[];
  users: { id: number; email: string }[];
}

export const emptyLedger = (): Ledger => ({ spots: [], comments: [], votes: [], users: [] });

export const acknowledgedCount = (l: Ledger) => l.spots.length + l.comments.length + l.votes.length + l.users.length;

/** Every acknowledged write that the database does not hold (empty when none was lost). */
export async function lostWrites(client: pg.Client, ledger: Ledger): Promise<string[]> {
  const lost: string[] = [];
  const spots = await client.query<{ id: number; title: string }>(
    'SELECT id::int, title FROM spots WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL',
    [ledger.spots.map((s) => s.id)],
  );
  const spotTitles = new Map(spots.rows.map((r) => [r.id, r.title]));
  for (const s of ledger.spots) if (spotTitles.get(s.id) !== s.title) lost.push(`spot ${s.id} "${s.title}"`);

  const comments = await client.query<{ id: number; spot_id: number; body: string }>(
    'SELECT id::int, spot_id::int, body FROM comments WHERE id = ANY($1::bigint[])',
    [ledger.comments.map((c) => c.id)],
  );
  const found = new Map(comments.rows.map((r) => [r.id, r]));
  for (const c of ledger.comments) {
    const row = found.get(c.id);
    if (!row || row.spot_id !== c.spotId || row.body !== c.body) lost.push(`comment ${c.id} on spot ${c.spotId}`);
  }

  const votes = await client.query<{ spot_id: number; user_id: number }>(
    'SELECT spot_id::int, user_id::int FROM votes WHERE (spot_id, user_id) IN (SELECT * FROM unnest($1::bigint[], $2::bigint[]))',
    [ledger.votes.map((v) => v.spotId), ledger.votes.map((v) => v.userId)],
  );
  const voteKeys = new Set(votes.rows.map((r) => `${r.spot_id}/${r.user_id}`));
  for (const v of ledger.votes) if (!voteKeys.has(`${v.spotId}/${v.userId}`)) lost.push(`vote of user ${v.userId} on spot ${v.spotId}`);

  const users = await client.query<{ id: number; email: string }>('SELECT id::int, email FROM users WHERE id = ANY($1::bigint[])', [
    ledger.users.map((u) => u.id),
  ]);
  const emails = new Map(users.rows.map((r) => [r.id, r.email]));
  for (const u of ledger.users) if (emails.get(u.id) !== u.email) lost.push(`user ${u.id} ${u.email}`);
  return lost;
}

/** Spots whose counters disagree with their rows (writers on several instances must still keep them exact). */
export async function countersOff(client: pg.Client, spotIds: number[]): Promise<string[]> {
  const { rows } = await client.query<{ id: number; vote_count: number; votes: number; comment_count: number; comments: number }>(
    `SELECT s.id::int, s.vote_count, (SELECT count(*)::int FROM votes v WHERE v.spot_id = s.id) AS votes,
       s.comment_count, (SELECT count(*)::int FROM comments c WHERE c.spot_id = s.id) AS comments
     FROM spots s WHERE s.id = ANY($1::bigint[])`,
    [spotIds],
  );
  return rows
    .filter((r) => r.vote_count !== r.votes || r.comment_count !== r.comments)
    .map((r) => `spot ${r.id}: vote_count ${r.vote_count} for ${r.votes} votes, comment_count ${r.comment_count} for ${r.comments} comments`);
}
