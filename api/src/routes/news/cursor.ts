// Opaque keyset cursors of the news lists (http/opaque-cursor.ts): the list they belong to and the
// last row's key. A cursor of the other list is refused like any that does not decode.
import { z } from 'zod';
import { cursorCodec, invalidCursor } from '../../http/opaque-cursor.ts';

const schema = z.strictObject({
  /** p: the public list (published_at, id); d: the editors' list (updated_at, id). */
  l: z.enum(['p', 'd']),
  k: z.iso.datetime(),
  i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const codec = cursorCodec(schema);
export type NewsCursor = z.infer<typeof schema>;
export type NewsList = NewsCursor['l'];

export const encodeCursor = (cursor: NewsCursor): string => codec.encode(cursor);

export function readCursor(raw: string | undefined, list: NewsList): NewsCursor | undefined {
  const cursor = codec.read(raw);
  if (cursor !== undefined && cursor.l !== list) throw invalidCursor();
  return cursor;
}
