// Texts people type (comments, reports, official answers): stored as typed, trimmed at the ends,
// and sanitised only when rendered. Lengths count characters (code points, as PostgreSQL's
// char_length does), not UTF-16 units, so an emoji counts once. NUL cannot be stored in a
// PostgreSQL text column; it is refused with the field named rather than failing in the database.
import { z } from 'zod';

const length = (text: string) => [...text].length;

export function plainText(field: string, min: number, max: number) {
  return z
    .string({ error: `${field} must be a text` })
    .trim()
    .refine((v) => !v.includes('\u0000'), { error: `${field} must not contain NUL characters`, params: { code: 'invalid_text' } })
    .refine((v) => length(v) >= min, { error: `${field} must not be empty`, params: { code: 'required' } })
    .refine((v) => length(v) <= max, { error: `${field} must have at most ${max} characters`, params: { code: 'too_long' } })
    .describe(`Plain text, ${min} to ${max} characters after trimming`);
}
