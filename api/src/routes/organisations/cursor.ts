// Opaque keyset cursor of GET /organisations: base64url JSON of the last slug shown. Anything that
// does not decode to that is a 400 naming `cursor`, never SQL.
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';

const cursorSchema = z.strictObject({ s: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });
export type OrganisationCursor = z.infer<typeof cursorSchema>;

export const encodeCursor = (cursor: OrganisationCursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function readCursor(raw: string | undefined): OrganisationCursor | undefined {
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
