// What an audit line changed: its before and after are small objects of the fields concerned
// (null when the subject did not exist or is gone), so the fields that differ are the change.
export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditChanges(before: unknown, after: unknown): Change[] {
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, before: was[field], after: is[field] }));
}

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
const MAX_SHOWN = 160;

export interface ValueWords {
  none: string;
  yes: string;
  no: string;
  field: (name: string) => string;
  moment: (iso: string) => string;
  number: (n: number) => string;
}

/** One value as a short text: a shape's hundreds of corners do not fill the page. */
export function describeValue(value: unknown, words: ValueWords): string {
  const text = describe(value, words);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function describe(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return words.number(value);
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? words.moment(value) : value;
  if (Array.isArray(value)) return value.map((item) => describe(item, words)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([field, item]) => `${words.field(field)}: ${describe(item, words)}`)
      .join(', ');
  return String(value);
}
