// W3C datetimes (https://www.w3.org/TR/NOTE-datetime), as GeoReport v2 writes and reads them.
import { HttpError } from '../../http/errors.ts';

const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** "2026-11-27T05:22:27Z": whole seconds, UTC. */
export const w3c = (date: Date | string | number): string => new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A parameter's datetime, or a 400 naming it. A date alone is midnight UTC. */
export function parseW3c(name: string, value: string): Date {
  const date = W3C.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `${name} must be a W3C datetime, e.g. 2026-05-01T08:00:00+02:00`, name);
  return date;
}
