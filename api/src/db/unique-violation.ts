// PostgreSQL (and PGlite) report a row that a unique index refuses as SQLSTATE 23505: the sign
// that a concurrent request got there first.
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
