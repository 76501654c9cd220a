// Texts people type (comments, reports, official answers): stored as typed, trimmed at the ends,
// and sanitised only when rendered. Lengths count characters (code points, as PostgreSQL's
// char_length does), not UTF-16 units, so an emoji counts once.
//
// Two things a JavaScript string can hold that a PostgreSQL text column cannot: NUL, and a UTF-16
// surrogate without its partner (no UTF-8 encodes it). Both are refused with the field named,
// rather than stored as U+FFFD (which would change what was sent without saying so) or failing in
// the database. plainText() checks its own field; the API checks every string of every request
// (findTextProblem, run before each route's schema) so no field can be forgotten.
import { z } from 'zod';

const length = (text: string) => [...text].length;

export type TextProblem = 'nul' | 'surrogate';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(text: string): TextProblem | null {
  if (text.includes(NUL)) return 'nul';
  return UNPAIRED_SURROGATE.test(text) ? 'surrogate' : null;
}

/** "bio must not contain NUL characters"; `subject` is the field, or e.g. "The body" at the root. */
export function textProblemMessage(subject: string, problem: TextProblem): string {
  return problem === 'nul' ? `${subject} must not contain NUL characters` : `${subject} must be valid Unicode text (it has an unpaired surrogate)`;
}

export interface TextProblemAt {
  /** Object keys and array indexes down to the string ([] when the value itself is the string). */
  path: (string | number)[];
  problem: TextProblem;
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, last?: string): (string | number)[] {
  const reversed: (string | number)[] = last === undefined ? [] : [last];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) reversed.push(v.key);
  return reversed.reverse();
}

/**
 * The first string in a parsed request part (body, query, params) that cannot be stored, object
 * keys included, and where it is. Walks without recursion (and keeps paths as parent links), so a
 * deeply nested body costs neither the call stack nor quadratic time.
 */
export function findTextProblem(value: unknown): TextProblemAt | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path: pathOf(visit), problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const problem = textProblem(key);
        if (problem) return { path: pathOf(visit, key), problem };
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

export function plainText(field: string, min: number, max: number) {
  return z
    .string({ error: `${field} must be a text` })
    .trim()
    .superRefine((v, ctx) => {
      const problem = textProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(field, problem), params: { code: 'invalid_text' } });
    })
    .refine((v) => length(v) >= min, { error: `${field} must not be empty`, params: { code: 'required' } })
    .refine((v) => length(v) <= max, { error: `${field} must have at most ${max} characters`, params: { code: 'too_long' } })
    .describe(`Plain text, ${min} to ${max} characters after trimming`);
}
