// Opaque keyset cursor of the audit log: the last line's time and id (http/opaque-cursor.ts).
import { z } from 'zod';
import { cursorCodec } from '../../http/opaque-cursor.ts';
import type { AuditCursor } from './repository.ts';

const codec = cursorCodec(z.strictObject({ k: z.iso.datetime(), i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }));

export const encodeCursor = (cursor: AuditCursor): string => codec.encode(cursor);
export const readCursor = (raw: string | undefined): AuditCursor | undefined => codec.read(raw);
