// Opaque keyset cursor of GET /organisations: the last slug shown (http/opaque-cursor.ts).
import { z } from 'zod';
import { cursorCodec } from '../../http/opaque-cursor.ts';

const schema = z.strictObject({ s: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });
const codec = cursorCodec(schema);
export type OrganisationCursor = z.infer<typeof schema>;

export const encodeCursor = (cursor: OrganisationCursor): string => codec.encode(cursor);
export const readCursor = (raw: string | undefined): OrganisationCursor | undefined => codec.read(raw);
