// Opaque keyset cursor of the premium requests' list: the last row's key (http/opaque-cursor.ts).
import { z } from 'zod';
import { cursorCodec } from '../../http/opaque-cursor.ts';
import type { PremiumCursor } from './repository.ts';

const codec = cursorCodec(z.strictObject({ k: z.iso.datetime(), i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }));

export const encodeCursor = (cursor: PremiumCursor): string => codec.encode(cursor);
export const readCursor = (raw: string | undefined): PremiumCursor | undefined => codec.read(raw);
