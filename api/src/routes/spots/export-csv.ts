// GET /spots.csv's text: RFC 4180 (CRLF after every record, a field with a comma, a double quote,
// CR or LF in double quotes with its quotes doubled), the header row first, UTF-8 without a
// byte-order mark (a BOM would become part of the first column's name for most CSV readers).
//
// Formula injection (CSV injection, OWASP): a spreadsheet that opens the file runs a cell that
// begins with = + - @ (or a tab or CR, which some strip before looking) as a formula, and titles,
// descriptions and addresses are anybody's text. Such text cells get a leading apostrophe, which
// spreadsheets show as text and do not display. Only text cells: the numbers, dates and booleans
// we write ourselves cannot be formulas, and "'-73.98" would spoil a longitude.
import { SPOT_EXPORT_COLUMNS } from '@moveable/contract';
import type { ExportSpot } from './export-rows.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A field as RFC 4180 writes it. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A cell of free text: guarded against formulas, then quoted as needed. */
export function csvText(value: string | null): string {
  if (value === null) return '';
  return csvField(FORMULA_START.test(value) ? `'${value}` : value);
}

/** Lists in one cell: the values separated by single spaces (slugs, ids and URLs hold none). */
const list = (values: readonly (string | number)[]) => values.join(' ');

export const CSV_HEADER = `${SPOT_EXPORT_COLUMNS.join(',')}\r\n`;

/** One record, the columns in SPOT_EXPORT_COLUMNS' order (a test holds the two together). */
export function csvRecord({ properties: p, lng, lat }: ExportSpot): string {
  return `${[
    p.id,
    csvText(p.url),
    csvText(p.title),
    csvText(p.description),
    p.famed,
    p.fixed,
    p.archived,
    p.officialAnswer,
    csvText(list(p.categories)),
    list(p.categoryIds),
    list(p.regionIds),
    lat,
    lng,
    csvText(p.street),
    csvText(p.postalCode),
    csvText(p.city),
    csvText(p.countryCode),
    csvText(p.country),
    p.platform,
    p.votes,
    p.comments,
    csvText(list(p.photos)),
    p.createdAt,
    p.updatedAt,
  ].join(',')}\r\n`;
}
