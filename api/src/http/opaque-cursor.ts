// Opaque keyset cursors, one codec for every list: base64url JSON of what the list needs to go on
// (its sort, the last row's key). Clients pass them back untouched, so their shape is the server's
// own, not the contract's; a cursor that does not decode to the list's schema is refused – a 400
// naming `cursor` – and never reaches SQL.
import type { z } from 'zod';
import { badRequest } from './errors.ts';

export interface CursorCodec<T> {
  encode(cursor: T): string;
  /** The cursor, or null when it is not one of this list's. */
  decode(raw: string): T | null;
  /** The query's cursor (undefined: the first page); one that is not this list's is a 400. */
  read(raw: string | undefined): T | undefined;
}

export const invalidCursor = () => badRequest('cursor is not valid for this query', 'cursor');

export function cursorCodec<S extends z.ZodType>(schema: S): CursorCodec<z.infer<S>> {
  const decode = (raw: string): z.infer<S> | null => {
    if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null; // not JSON
    }
  };
  return {
    encode: (cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url'),
    decode,
    read(raw) {
      if (raw === undefined) return undefined;
      const cursor = decode(raw);
      if (cursor === null) throw invalidCursor();
      return cursor;
    },
  };
}
