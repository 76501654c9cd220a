// A spot summary as the API sends it: the stored column spots.summary (migration 0043), the
// SpotSummary of the contract as JSON text, kept by PostgreSQL for every write of the row. The
// list, the nearby candidates, a person's spots and the detail page all answer with it, so a page
// of summaries is these texts joined by commas: no summary is built per request, in SQL or in Node.
//
// Its fields are the contract's spotSummarySchema; test/routes/spots/summary-json.test.ts parses
// every demo spot's text with the schema and test/contract.test.ts checks the field names, so a
// field added to the schema fails there until a new migration writes it (0043's comment says how).
import { sql, type RawBuilder } from 'kysely';

/** The stored summary of `spots s`. */
export const summaryJson = sql<string>`s.summary`;

/**
 * A summary with `distance` (metres, to one decimal, as Math.round(d * 10) / 10) appended: the
 * lists sorted by distance and the nearby candidates carry it.
 */
export function summaryWithDistance(summary: RawBuilder<string>, metres: RawBuilder<number>): RawBuilder<string> {
  return sql<string>`left(${summary}, -1) || ',"distance":' || (floor(${metres} * 10 + 0.5) / 10)::text || '}'`;
}

/** A timestamp as milliseconds since the epoch (float8): drivers parse a float much faster than a timestamptz text. */
export const epochMs = (column: 's.created_at' | 's.updated_at') => sql<number>`date_part('epoch', ${sql.ref(column)}) * 1000`;
/** The columns are timestamptz(3), so the value is a whole number of milliseconds (rounded against float noise). */
export const isoOf = (ms: number) => new Date(Math.round(ms)).toISOString();

/** `{"items":[…],"nextCursor":…}` around the comma-joined summaries of a page. */
export function pageJson(items: string, nextCursor: string | null): string {
  return `{"items":[${items}],"nextCursor":${nextCursor === null ? 'null' : JSON.stringify(nextCursor)}}`;
}
