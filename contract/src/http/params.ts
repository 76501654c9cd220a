// Zod building blocks for query and path parameters. Each message names the parameter, because
// the error handler passes the first message through as is ("famed must be true or false").
import { z } from 'zod';

export function booleanParam(name: string) {
  return z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .describe('true or false');
}

export function idParam(name: string) {
  return z
    .string({ error: `${name} must be a positive integer` })
    .regex(/^[1-9]\d{0,14}$/, { error: `${name} must be a positive integer` })
    .transform(Number);
}

export function intParam(name: string, min: number, max: number) {
  return z
    .string({ error: `${name} must be an integer from ${min} to ${max}` })
    .regex(/^\d{1,6}$/, { error: `${name} must be an integer from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be an integer from ${min} to ${max}` });
}

/** "1,2,3" or repeated (?categoryIds=1&categoryIds=2), at most `max` ids. */
export function idListParam(name: string, max: number) {
  const message = `${name} must be a comma-separated list of at most ${max} positive integers`;
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .transform((v) => (Array.isArray(v) ? v.join(',') : v))
    .pipe(z.string().regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, { error: message }))
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= max, { error: message });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO date (YYYY-MM-DD, a whole UTC day) or date-time with offset. `edge` says which end of a
 * whole day a bare date stands for, so ?begin=2024-05-01&end=2024-05-01 means all of that day.
 */
export function dateParam(name: string, edge: 'start' | 'end') {
  const message = `${name} must be an ISO date (YYYY-MM-DD) or date-time (e.g. 2024-05-01T12:00:00Z)`;
  return z
    .string({ error: message })
    .refine((v) => (ISO_DATE.test(v) ? z.iso.date().safeParse(v).success : z.iso.datetime({ offset: true }).safeParse(v).success), { error: message })
    .transform((v) => {
      if (!ISO_DATE.test(v)) return new Date(v);
      const day = new Date(`${v}T00:00:00.000Z`);
      return edge === 'start' ? day : new Date(day.getTime() + 86_400_000 - 1);
    });
}

function numberList(raw: string, count: number): number[] | null {
  const parts = raw.split(',');
  if (parts.length !== count) return null;
  const numbers = parts.map((p) => (/^\s*-?\d+(\.\d+)?\s*$/.test(p) ? Number(p) : NaN));
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
