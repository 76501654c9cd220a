// Opaque keyset cursors of the spot lists (http/opaque-cursor.ts): the sort and the last row's
// sort key. A cursor of another sort (or another `near`) is refused like any that does not decode.
import type { SpotListQuery } from '@moveable/contract';
import { z } from 'zod';
import { cursorCodec, invalidCursor } from '../../http/opaque-cursor.ts';

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
const codec = cursorCodec(cursorSchema);

export const encodeCursor = (cursor: Cursor): string => codec.encode(cursor);
export const decodeCursor = (raw: string): Cursor | null => codec.decode(raw);

/** The list query's cursor, decoded; it must come from a page of the same sort (and `near`). */
export function readCursor(query: Pick<SpotListQuery, 'cursor' | 'sort' | 'near'>): Cursor | undefined {
  if (query.cursor === undefined) return undefined;
  const decoded = decodeCursor(query.cursor);
  const nearMatches = decoded?.s !== 'distance' || (decoded.n[0] === query.near?.lat && decoded.n[1] === query.near?.lng);
  if (!decoded || decoded.s !== query.sort || !nearMatches) throw invalidCursor();
  return decoded;
}
