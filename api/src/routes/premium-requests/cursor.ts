// Opaque keyset cursor of the premium requests' list: base64url JSON of the last row's key.
// Anything else is a 400 naming `cursor`.
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import type { PremiumCursor } from './repository.ts';

const cursorSchema = z.strictObject({ k: z.iso.datetime(), i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const encodeCursor = (cursor: PremiumCursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function readCursor(raw: string | undefined): PremiumCursor | undefined {
  if (raw === undefined) return undefined;
  if (/^[A-Za-z0-9_-]+$/.test(raw)) {
    try {
      const result = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
      if (result.success) return result.data;
    } catch {
      // not JSON: the same 400 below
    }
  }
  throw badRequest('cursor is not valid for this query', 'cursor');
}
