// Opaque keyset cursors of the news lists: base64url JSON of the list they belong to and the last
// row's key. A cursor of another list, or anything that does not decode to this shape, is a 400
// naming `cursor`, never SQL.
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';

const cursorSchema = z.strictObject({
  /** p: the public list (published_at, id); d: the editors' list (updated_at, id). */
  l: z.enum(['p', 'd']),
  k: z.iso.datetime(),
  i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type NewsCursor = z.infer<typeof cursorSchema>;
export type NewsList = NewsCursor['l'];

export const encodeCursor = (cursor: NewsCursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function readCursor(raw: string | undefined, list: NewsList): NewsCursor | undefined {
  if (raw === undefined) return undefined;
  let parsed: NewsCursor | undefined;
  if (/^[A-Za-z0-9_-]+$/.test(raw)) {
    try {
      const result = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
      if (result.success) parsed = result.data;
    } catch {
      parsed = undefined;
    }
  }
  if (parsed?.l !== list) throw badRequest('cursor is not valid for this query', 'cursor');
  return parsed;
}
