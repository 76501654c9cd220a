// Zod building blocks for query and path parameters. Each message names the parameter, because
// the error handler passes the first message through as is ("famed must be true or false").
import { z } from 'zod';

export function booleanParam(name: string) {
  return z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .describe('true or false');
}

/** The largest id of an int4 column (serial: categories, regions, organisations). */
export const INT4_MAX = 2_147_483_647;
/** The largest id of a bigint column (bigserial: spots, comments, photos, users) that a JavaScript number holds exactly. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

/** Which column type an id is looked up in; a larger number is refused before it reaches the database. */
export type IdColumn = 'int4' | 'bigint';
const ID_MAX: Record<IdColumn, number> = { int4: INT4_MAX, bigint: BIGINT_ID_MAX };

/** A path or query id, e.g. /spots/:id (bigint) or ?regionId= (int4). */
export function idParam(name: string, column: IdColumn) {
  const max = ID_MAX[column];
  return z
    .string({ error: `${name} must be a positive integer` })
    .regex(/^[1-9]\d{0,15}$/, { error: `${name} must be a positive integer` })
    .transform(Number)
    .refine((n) => n <= max, { error: `${name} must be a positive integer of at most ${max}` });
}

/** An id in a JSON body (categoryId: 3), bounded like idParam; `message` names the field. */
export function idNumber(message: string, column: IdColumn) {
  return z.number({ error: message }).int({ error: message }).positive({ error: message }).max(ID_MAX[column], { error: message });
}

export function intParam(name: string, min: number, max: number) {
  return z
    .string({ error: `${name} must be an integer from ${min} to ${max}` })
    .regex(/^\d{1,6}$/, { error: `${name} must be an integer from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be an integer from ${min} to ${max}` });
}

/** "1,2,3" or repeated (?categoryIds=1&categoryIds=2), at most `max` ids of an int4 column. */
export function idListParam(name: string, max: number) {
  const message = `${name} must be a comma-separated list of at most ${max} positive integers`;
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .transform((v) => (Array.isArray(v) ? v.join(',') : v))
    .pipe(z.string().regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: message }))
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= max && ids.every((id) => id <= INT4_MAX), { error: message });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates people and filters may name: 1900-01-01 to 2199-12-31 (UTC). Wide enough for any spot,
 * answer or filter; narrow enough that PostgreSQL (no year 0) and JavaScript agree on every one.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2199-12-31';
const MIN_TIME = Date.parse(`${MIN_DATE}T00:00:00.000Z`);
const MAX_TIME = Date.parse(`${MAX_DATE}T23:59:59.999Z`);
const inDateRange = (date: Date) => date.getTime() >= MIN_TIME && date.getTime() <= MAX_TIME;

/** A calendar day YYYY-MM-DD from MIN_DATE to MAX_DATE, kept as text (a PostgreSQL date). */
export function calendarDate(name: string) {
  const message = `${name} must be a date (YYYY-MM-DD) from ${MIN_DATE} to ${MAX_DATE}`;
  return z
    .string({ error: message })
    .refine((v) => z.iso.date().safeParse(v).success && inDateRange(new Date(`${v}T00:00:00.000Z`)), { error: message });
}

/**
 * An ISO date (YYYY-MM-DD, a whole UTC day) or date-time with offset, from MIN_DATE to MAX_DATE.
 * `edge` says which end of a whole day a bare date stands for, so ?begin=2024-05-01&end=2024-05-01
 * means all of that day.
 */
export function dateParam(name: string, edge: 'start' | 'end') {
  const message = `${name} must be an ISO date (YYYY-MM-DD) or date-time (e.g. 2024-05-01T12:00:00Z) from ${MIN_DATE} to ${MAX_DATE}`;
  return z
    .string({ error: message })
    .refine((v) => (ISO_DATE.test(v) ? z.iso.date().safeParse(v).success : z.iso.datetime({ offset: true }).safeParse(v).success), { error: message })
    .transform((v) => {
      if (!ISO_DATE.test(v)) return new Date(v);
      const day = new Date(`${v}T00:00:00.000Z`);
      return edge === 'start' ? day : new Date(day.getTime() + 86_400_000 - 1);
    })
    .refine(inDateRange, { error: message });
}

/**
 * Coordinates are kept to 1e-9 degrees (a tenth of a millimetre). Finer digits mean nothing on a
 * map, and a coordinate like 1e-323 makes PostgreSQL's geometry (the products inside cube,
 * earthdistance and the map grid) fail with "value out of range: underflow".
 */
export function roundDegrees(degrees: number): number {
  return Math.round(degrees * 1e9) / 1e9;
}

function numberList(raw: string, count: number): number[] | null {
  const parts = raw.split(',');
  if (parts.length !== count) return null;
  const numbers = parts.map((p) => (/^\s*-?\d+(\.\d+)?\s*$/.test(p) ? roundDegrees(Number(p)) : NaN));
  return numbers.every(Number.isFinite) ? numbers : null;
}

const validLat = (n: number) => n >= -90 && n <= 90;
const validLng = (n: number) => n >= -180 && n <= 180;

/** minLng,minLat,maxLng,maxLat */
export function bboxParam(name: string) {
  const message = `${name} must be minLng,minLat,maxLng,maxLat with min < max (degrees)`;
  return z.string({ error: message }).transform((v, ctx) => {
    const n = numberList(v, 4);
    if (!n) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const [minLng, minLat, maxLng, maxLat] = n as [number, number, number, number];
    if (!validLng(minLng) || !validLng(maxLng) || !validLat(minLat) || !validLat(maxLat) || minLng > maxLng || minLat > maxLat) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return { minLng, minLat, maxLng, maxLat };
  });
}

/** lat,lng (the order of the map's ?center= deep links). */
export function latLngParam(name: string) {
  const message = `${name} must be lat,lng in degrees (e.g. 47.3772,8.5314)`;
  return z.string({ error: message }).transform((v, ctx) => {
    const n = numberList(v, 2);
    if (!n || !validLat(n[0] as number) || !validLng(n[1] as number)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return { lat: n[0] as number, lng: n[1] as number };
  });
}
