// Opaque keyset cursor of the e-mail list: the last row's id (ids grow with created_at, so the
// newest-first order is the id's).
import { z } from 'zod';
import { cursorCodec } from '../../http/opaque-cursor.ts';

const codec = cursorCodec(z.strictObject({ i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }));

export const encodeCursor = (lastId: number): string => codec.encode({ i: lastId });
export const readCursor = (raw: string | undefined): number | undefined => codec.read(raw)?.i;
