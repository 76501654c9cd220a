// JSON Schema (as the OpenAPI document states it) → fast-check arbitraries that mix what a careful
// client sends (the schema's shape, realistic ids, dates and coordinates) with what a careless or
// hostile one does: NUL, lone surrogates, huge and fractional numbers, year 0, arrays for objects,
// unknown keys, wrong types, very long texts.
import fc from 'fast-check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>;

export interface SchemaDocument {
  components?: { schemas?: Record<string, Schema> };
}

/** Strings no well-behaved client sends, each of which once broke something somewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc15\udc2eb',
  '\udfff\ud800',
  '🚲',
  '\u202e\ufeff\uffff',
  'e\u0301'.repeat(3),
  '2147483647',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '0000-01-01',
  '1899-12-31',
  '2200-01-01',
  '9999-12-31T23:59:59+14:00',
  '2024-02-30',
  '+275760-09-13T00:00:00Z',
  "'; DROP TABLE spots; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'x'.repeat(5000),
];

const NASTY_NUMBERS = [0, -0, -1, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53, 2 ** 63, 1e21, 1e308, Number.MIN_VALUE];

/** Any UTF-16 code unit, surrogates alone included (fast-check's own units are well-formed). */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const wildString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: anyCodeUnit, maxLength: 20 }),
  fc.constantFrom(...NASTY_STRINGS),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: wildString, weight: 2 },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
  fc.constant([[[[[[[[[[]]]]]]]]]]),
);

/** Ids that exist in the demo data (spots, comments, photos up to a few thousand; categories, regions, organisations a few dozen). */
export const realisticId = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 3000 }));

/** Ids at and beyond the ends of int4, bigint and exact JavaScript numbers. */
const EDGE_IDS = [0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 2 ** 63, 1e21];

/** An id as a client sends it: mostly real, sometimes at or past the end of its column. */
export const anyId: fc.Arbitrary<number> = fc.oneof({ arbitrary: realisticId, weight: 6 }, { arbitrary: fc.constantFrom(...EDGE_IDS), weight: 1 });

/** An id in a URL: also in notations a number parser might accept. */
export const anyIdText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: anyId.map((n) => (Number.isSafeInteger(n) ? String(n) : BigInt(n).toString())), weight: 8 },
  { arbitrary: fc.constantFrom('9007199254740993', '99999999999999999999', '1.0', '1e3', '0x10', '+1', ' 1', '01'), weight: 1 },
);

const inRangeDate = fc.date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
const anyDate = fc.date({ min: new Date('1890-01-01T00:00:00Z'), max: new Date('2210-12-31T00:00:00Z'), noInvalidDate: true });
/** Dates as clients write them: mostly plausible days and instants, sometimes at or past the ends of the range, or no date at all. */
export const dateText = fc.oneof(
  { arbitrary: inRangeDate.map((d) => d.toISOString().slice(0, 10)), weight: 4 },
  { arbitrary: inRangeDate.map((d) => d.toISOString()), weight: 2 },
  { arbitrary: anyDate.map((d) => d.toISOString().slice(0, 10)), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '2024-02-30',
      '2024-13-01',
      '1900-01-01',
      '2199-12-31',
      '2199-12-31T23:00:00-05:00',
    ),
    weight: 1,
  },
);

const lat = fc.double({ min: -95, max: 95, noNaN: true });
const lng = fc.double({ min: -185, max: 185, noNaN: true });
/** A coordinate as a query writes it: a few decimals, sometimes all of a double's digits or none. */
const degreesText = (d: fc.Arbitrary<number>) =>
  fc.oneof(
    { arbitrary: d.map((n) => n.toFixed(6)), weight: 4 },
    { arbitrary: d.map(String), weight: 1 },
    { arbitrary: d.map((n) => n.toFixed(0)), weight: 1 },
  );
const zuerichBox = fc
  .tuple(
    fc.double({ min: 8.4, max: 8.6, noNaN: true }),
    fc.double({ min: 47.3, max: 47.42, noNaN: true }),
    fc.double({ min: 0, max: 0.3, noNaN: true }),
  )
  .map(([x, y, d]) => [x, y, x + d, y + d].map((n) => n.toFixed(5)).join(','));
const anyBox = fc.tuple(lng, lat, lng, lat).map((n) => n.join(','));
const latLng = fc.oneof(
  fc
    .tuple(fc.double({ min: 47.3, max: 47.42, noNaN: true }), fc.double({ min: 8.4, max: 8.6, noNaN: true }))
    .map((n) => n.map((x) => x.toFixed(6)).join(',')),
  fc.tuple(lat, lng).map((n) => n.join(',')),
);
const zuerichLat = fc.double({ min: 47.3, max: 47.42, noNaN: true });
const zuerichLng = fc.double({ min: 8.4, max: 8.6, noNaN: true });

/** Values that a parameter's or field's name says more about than its schema does (they are strings there). */
const BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.oneof(
    { arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{0,12}@[a-z]{2,10}\.(ch|org|de)$/), weight: 4 },
    { arbitrary: fc.emailAddress(), weight: 1 },
    { arbitrary: fc.constantFrom('demo@bikeable.ch', 'user@bikeable.ch', 'DEMO@BIKEABLE.CH'), weight: 1 },
  ),
  username: fc.oneof(
    { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{1,14}[a-z0-9]$/), weight: 4 },
    { arbitrary: fc.string({ maxLength: 32 }), weight: 1 },
  ),
  'moveable-countrycode': fc.constantFrom('ch', 'CH', 'de', 'world', 'in', 'it', 'xx'),
  password: fc.oneof(fc.string({ minLength: 10, maxLength: 30 }), fc.constant('velo-demo-2026')),
  begin: dateText,
  end: dateText,
  plannedFor: dateText,
  bbox: fc.oneof({ arbitrary: zuerichBox, weight: 3 }, { arbitrary: anyBox, weight: 1 }),
  near: latLng,
  lat: fc.oneof({ arbitrary: degreesText(zuerichLat), weight: 3 }, { arbitrary: degreesText(lat), weight: 1 }),
  lng: fc.oneof({ arbitrary: degreesText(zuerichLng), weight: 3 }, { arbitrary: degreesText(lng), weight: 1 }),
  categoryIds: fc.oneof(
    fc.array(anyIdText, { minLength: 1, maxLength: 4 }).map((ids) => ids.join(',')),
    fc.array(anyIdText, { maxLength: 3 }),
  ),
  regionId: anyIdText,
  country: fc.constantFrom('ch', 'CH', 'de', 'world', 'xx', 'gb', 'Schweiz'),
  countryCode: fc.constantFrom('ch', 'de', 'world', 'xx', 'in'),
  token: fc.oneof(
    fc.base64String({ minLength: 20, maxLength: 60 }).map((s) => s.replace(/[+/=]/g, '-')),
    fc.constant('A'.repeat(43)),
  ),
  refresh_token: fc.string({ maxLength: 300 }),
  cursor: fc.oneof(fc.base64String({ maxLength: 80 }), fc.string({ maxLength: 40 })),
  limit: fc
    .oneof({ arbitrary: fc.integer({ min: 1, max: 500 }), weight: 4 }, { arbitrary: fc.integer({ min: 0, max: 1000 }), weight: 1 })
    .map(String),
  radius: fc.integer({ min: 0, max: 600 }).map(String),
  zoom: fc.integer({ min: -1, max: 23 }).map(String),
};

function resolve(schema: Schema, doc: SchemaDocument): Schema {
  let current = schema;
  for (let i = 0; i < 10 && typeof current['$ref'] === 'string'; i++) {
    const name = current['$ref'].replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** Strings the pattern matches, if fast-check can read the pattern (with or without the u flag). */
function matchingArbitrary(pattern: string): fc.Arbitrary<string> | null {
  for (const flags of ['', 'u']) {
    try {
      return fc.stringMatching(new RegExp(pattern, flags), { size: 'xsmall' }).filter((s) => s.length <= 200);
    } catch {
      // try the next flags
    }
  }
  return null;
}

function stringArbitrary(schema: Schema, name: string | undefined): fc.Arbitrary<unknown> {
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const named = name !== undefined ? BY_NAME[name] : undefined;
  if (named) return named;
  if (typeof schema['pattern'] === 'string') {
    const matching = matchingArbitrary(schema['pattern']);
    if (matching)
      return fc.oneof(
        { arbitrary: matching, weight: 3 },
        { arbitrary: /\\d/.test(schema['pattern']) ? anyIdText : fc.string({ maxLength: 12 }), weight: 1 },
      );
  }
  if (schema['format'] === 'date' || schema['format'] === 'date-time') return dateText;
  const max = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : 60;
  return fc.oneof(
    { arbitrary: fc.string({ minLength: schema['minLength'] ?? 0, maxLength: Math.min(max, 60) }), weight: 6 },
    { arbitrary: fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 12 }), weight: 1 },
    { arbitrary: fc.constantFrom('a\u0000b', 'a\udc15\udc2eb', '\ud83d', 'Velo 🚲'), weight: 1 },
    { arbitrary: fc.string({ minLength: max, maxLength: max + 1 }), weight: max > 2000 ? 0 : 1 },
  );
}

function numberArbitrary(schema: Schema, integer: boolean, name: string | undefined): fc.Arbitrary<unknown> {
  const edges = [schema['minimum'], schema['maximum'], schema['exclusiveMinimum'], schema['exclusiveMaximum']].filter((n) => typeof n === 'number');
  const min =
    typeof schema['minimum'] === 'number' ? schema['minimum'] : typeof schema['exclusiveMinimum'] === 'number' ? schema['exclusiveMinimum'] : -1e6;
  const max =
    typeof schema['maximum'] === 'number' ? schema['maximum'] : typeof schema['exclusiveMaximum'] === 'number' ? schema['exclusiveMaximum'] : 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
  const idLike = integer && (name === undefined || /id$/i.test(name));
  return fc.oneof(
    { arbitrary: idLike ? anyId : inRange, weight: 5 },
    { arbitrary: inRange, weight: 2 },
    { arbitrary: fc.constantFrom(...edges, ...NASTY_NUMBERS), weight: 2 },
  );
}

/** Values of `schema`'s shape (some of them still invalid: empty, too long, out of range). Hostile values are the mutations' job (openapi-requests.ts). */
export function fromSchema(schema: Schema, doc: SchemaDocument, name?: string, depth = 0): fc.Arbitrary<unknown> {
  return shapedBySchema(resolve(schema, doc), doc, name, depth);
}

function shapedBySchema(schema: Schema, doc: SchemaDocument, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const deeper = depth + 1;
  if (depth > 6) return fc.constant(null);
  const alternatives = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, doc, name, depth)));
  if (Array.isArray(schema['allOf']) && schema['allOf'].length === 1) return fromSchema(schema['allOf'][0], doc, name, depth);
  if ('const' in schema) return fc.constant(schema['const']);
  const type = schema['type'];
  if (Array.isArray(type)) return fc.oneof(...type.map((t: string) => shapedBySchema({ ...schema, type: t }, doc, name, depth)));
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return numberArbitrary(schema, true, name);
    case 'number':
      return numberArbitrary(schema, false, name);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema['items'] ? fromSchema(schema['items'], doc, name, deeper) : fc.string();
      const maxItems = typeof schema['maxItems'] === 'number' ? Math.min(schema['maxItems'], 12) : 4;
      return fc.array(item, { maxLength: maxItems + 1 });
    }
    case 'object':
    case undefined: {
      const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema['required'] ?? []);
      const keys = Object.keys(properties);
      if (keys.length === 0 && type === undefined) return fc.oneof(fc.constant({}), fc.string(), fc.integer());
      const fields = keys.map((key) =>
        fc.tuple(
          fc.constant(key),
          fromSchema(properties[key]!, doc, key, deeper),
          // A required field is nearly always there, an optional one half the time.
          required.has(key) ? fc.integer({ min: 0, max: 19 }).map((n) => n > 0) : fc.boolean(),
        ),
      );
      return fc.tuple(...fields).map((entries) => {
        const value: Record<string, unknown> = {};
        for (const [key, v, present] of entries) if (present) value[key] = v;
        return value;
      });
    }
    default:
      return fc.constant(null);
  }
}
