// Opaque keyset cursors: base64url JSON of the sort and the last row's sort key. A cursor that
// doesn't decode to the shape of the requested sort is refused (400 naming `cursor`), never
// turned into SQL. Clients pass them back untouched, so they are the server's own, not the contract's.
import type { SpotListQuery } from '@moveable/contract';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const count = z.number().int().min(0).max(2_147_483_647);
const cursorSchema = z.discriminatedUnion('s', [
  z.strictObject({ s: z.literal('date'), k: z.iso.datetime(), i: id }),
  z.strictObject({ s: z.literal('votes'), k: count, i: id }),
  z.strictObject({ s: z.literal('comments'), k: count, i: id }),
  // k: the chord distance the query orders by; n: the `near` it was measured from.
  z.strictObject({ s: z.literal('distance'), k: z.number().min(0), i: id, n: z.tuple([z.number(), z.number()]) }),
]);

export type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The list query's cursor, decoded; it must come from a page of the same sort (and `near`). */
export function readCursor(query: Pick<SpotListQuery, 'cursor' | 'sort' | 'near'>): Cursor | undefined {
  if (query.cursor === undefined) return undefined;
  const decoded = decodeCursor(query.cursor);
  const nearMatches = decoded?.s !== 'distance' || (decoded.n[0] === query.near?.lat && decoded.n[1] === query.near?.lng);
  if (!decoded || decoded.s !== query.sort || !nearMatches) throw badRequest('cursor is not valid for this query', 'cursor');
  return decoded;
}
