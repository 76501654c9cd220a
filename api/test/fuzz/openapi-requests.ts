// Every operation of the OpenAPI document → an arbitrary of requests to it: path parameters, query,
// headers and body generated from the document's schemas (schema-arbitraries.ts), in encodings a
// browser would never produce (lone surrogates as their WTF-8 bytes, malformed percent-escapes,
// bodies in the wrong media type, multipart uploads of random bytes).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { anyIdText, fromSchema, hostileString, hostileValue, type Schema, type SchemaDocument } from './schema-arbitraries.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  /** "POST /api/spots/{id}/comments" */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body: Schema | undefined;
}

export interface OpenApiDocument extends SchemaDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its WTF-8 bytes (%ED%B0%95) instead of an exception. */
export function encodeHostile(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Put into a URL as they are: escapes that do not decode, or decode to what paths must not hold. */
const RAW_SEGMENTS = ['%E0%A4%A', '%zz', '%', '%2e%2e', '..', '%2F', '%00', '%C0%80', '%ED%A0%80', '%FF', '%u0041', '1;2', '1%20'];

/** Header values Node accepts (visible ASCII), some of them nonsense. */
const headerText = fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '').trim());

function pathValue(parameter: Parameter, doc: SchemaDocument): fc.Arbitrary<string> {
  const named: Record<string, fc.Arbitrary<string>> = {
    nameOrOldId: fc.constantFrom('VELO_FAN', 'velo_fan', 'Bici_Neu', 'nobody-here', 'a'.repeat(65)),
    slug: fc.constantFrom('zuerich', 'bern', 'berlin', 'nobody'),
  };
  const shaped = fromSchema(parameter.schema, doc, parameter.name).map((v) => encodeHostile(String(v)));
  return fc.oneof({ arbitrary: named[parameter.name] ?? anyIdText, weight: 3 }, { arbitrary: shaped, weight: 1 });
}

function queryValue(parameter: Parameter, doc: SchemaDocument): fc.Arbitrary<string[]> {
  return fromSchema(parameter.schema, doc, parameter.name).map((v) => (Array.isArray(v) ? v.map(String) : [String(v)]));
}

function headerValue(parameter: Parameter, doc: SchemaDocument): fc.Arbitrary<string> {
  return fromSchema(parameter.schema, doc, parameter.name).map((v) => String(v).replace(/[^\x20-\x7e]/g, ''));
}

const JUNK_BODIES = [
  '',
  '{',
  '[]',
  '[{}]',
  'null',
  '"x"',
  '0',
  'true',
  '{"a":',
  '\u0000',
  '[[[[[[[[',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{}}}',
  '1e999',
  '\ufeff{}',
];

const PNG = readFileSync(new URL('../fixtures/photos/wide.png', import.meta.url));
const WEBP = readFileSync(new URL('../fixtures/photos/small.webp', import.meta.url));

const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: fc.uint8Array({ maxLength: 600 }).map((a) => Buffer.from(a)), weight: 4 },
  { arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.concat([PNG.subarray(0, 33), Buffer.from(a)])), weight: 2 },
  { arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(a)])), weight: 2 },
  { arbitrary: fc.constantFrom(PNG, WEBP, Buffer.alloc(0)), weight: 1 },
);

function multipart(parts: { name: string; filename?: string; data: Buffer | string }[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartBody = fc
  .tuple(
    fileBytes,
    fc.option(fc.oneof({ arbitrary: fc.constantFrom('true', 'false'), weight: 5 }, { arbitrary: hostileString, weight: 1 }), { nil: undefined }),
    fc.constantFrom('file', 'file', 'file', 'photo'),
    fc.constantFrom('a.jpg', 'b.png', '', '..\\..\\x', 'ä.heic'),
  )
  .map(([data, showsFix, name, filename]) => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
    const parts = [{ name, filename, data }, ...(showsFix === undefined ? [] : [{ name: 'showsFix', data: showsFix }])];
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: multipart(parts, boundary) };
  });

function formBody(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return String(value);
  return Object.entries(value)
    .map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');
}

type Body = { kind: 'json'; value: unknown; contentType: string } | { kind: 'raw'; contentType?: string; payload?: string | Buffer };

/** Uploads take multipart/form-data, which the document says in words only (their summaries). */
const isUpload = (op: Operation, doc: OpenApiDocument) => /multipart/.test(JSON.stringify(doc.paths[op.path]?.[op.method.toLowerCase()] ?? {}));

function bodyArbitrary(op: Operation, doc: OpenApiDocument): fc.Arbitrary<Body> {
  const junk = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constant('application/json'),
    payload: fc.constantFrom(...JUNK_BODIES),
  });
  const none = fc.constant<Body>({ kind: 'raw' });
  const wrongType = fc.constantFrom<Body>(
    { kind: 'raw', contentType: 'text/plain', payload: 'hello' },
    { kind: 'raw', contentType: 'application/xml', payload: '<a/>' },
  );
  const upload = multipartBody.map((b): Body => ({ kind: 'raw', ...b }));
  if (op.body) {
    const value = fromSchema(op.body, doc);
    return fc.oneof(
      { arbitrary: value.map((v): Body => ({ kind: 'json', value: v, contentType: 'application/json' })), weight: 24 },
      { arbitrary: value.map((v): Body => ({ kind: 'json', value: v, contentType: 'application/x-www-form-urlencoded' })), weight: 2 },
      { arbitrary: junk, weight: 1 },
      { arbitrary: fc.oneof(wrongType, upload, none), weight: 1 },
    );
  }
  if (isUpload(op, doc)) return fc.oneof({ arbitrary: upload, weight: 8 }, { arbitrary: fc.oneof(none, junk, wrongType), weight: 1 });
  return fc.oneof({ arbitrary: none, weight: 12 }, { arbitrary: fc.oneof(junk, upload), weight: 1 });
}

function encodeBody(body: Body): { contentType?: string; payload?: string | Buffer } {
  if (body.kind === 'raw') return body;
  return {
    contentType: body.contentType,
    payload: body.contentType === 'application/json' ? (JSON.stringify(body.value) ?? 'null') : formBody(body.value),
  };
}

/** Where in a JSON value a mutation can go: the value itself, each field and entry below it, and "a new key" of each object. */
type Spot = { path: (string | number)[]; addKey: boolean };

function spotsIn(value: unknown, path: (string | number)[] = [], out: Spot[] = []): Spot[] {
  out.push({ path, addKey: false });
  if (Array.isArray(value)) value.forEach((v, i) => spotsIn(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') {
    out.push({ path, addKey: true });
    for (const [k, v] of Object.entries(value)) spotsIn(v, [...path, k], out);
  }
  return out;
}

function mutated(value: unknown, spot: Spot, replacement: unknown, key: string): unknown {
  if (spot.path.length === 0 && !spot.addKey) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  const steps = spot.addKey ? spot.path : spot.path.slice(0, -1);
  for (const step of steps) parent = parent[step] as Record<string | number, unknown>;
  // defineProperty, so that a key like __proto__ becomes a field of the JSON rather than the prototype.
  const target = spot.addKey ? key : spot.path[spot.path.length - 1]!;
  Object.defineProperty(parent, target, { value: replacement, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** One hostile value, put at one place of the request (or none): so every other part is as a client would send it, and the hostile part is what reaches the code behind the validation. */
const mutation = fc.option(
  fc.record({
    where: fc.nat(),
    value: hostileValue,
    text: hostileString,
    raw: fc.constantFrom(...RAW_SEGMENTS),
    rawPath: fc.boolean(),
    header: headerText,
    key: fc.oneof(fc.constantFrom('role', 'id', '__proto__', 'photoIds', 'userId', 'constructor'), hostileString),
  }),
  { freq: 2 },
);

/** Requests to one operation (without the identity: the test adds the Authorization header). */
export function requestArbitrary(op: Operation, doc: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const path = fc.tuple(...pathParams.map((p) => pathValue(p, doc)));
  // An optional parameter is there a third of the time (a cursor, which cannot be made up, a tenth).
  const presence = (p: Parameter) => (p.required ? fc.constant(true) : fc.integer({ min: 0, max: p.name === 'cursor' ? 9 : 2 }).map((n) => n === 0));
  const query = fc.tuple(...queryParams.map((p) => fc.tuple(fc.constant(p.name), queryValue(p, doc), presence(p))));
  const headers = fc.tuple(
    ...headerParams.map((p) =>
      fc.tuple(
        fc.constant(p.name),
        headerValue(p, doc),
        fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
      ),
    ),
  );
  return fc
    .record({ path, query, headers, body: bodyArbitrary(op, doc), mutation })
    .map(({ path: segments, query: params, headers: hs, body, mutation: m }) => {
      const pathValues = [...segments];
      const queryPairs = params.filter(([, , present]) => present).flatMap(([name, vs]) => vs.map((v): [string, string] => [name, v]));
      const requestHeaders: Record<string, string> = {};
      for (const [name, value, present] of hs) if (present) requestHeaders[name] = value;
      let finalBody = body;
      if (m) {
        // Places: each path parameter, each query parameter (and one unknown), each header, each place in a JSON body.
        const bodySpots = body.kind === 'json' ? spotsIn(body.value) : [];
        const places = pathValues.length + queryPairs.length + 1 + headerParams.length + bodySpots.length;
        let at = m.where % places;
        if (at < pathValues.length) pathValues[at] = m.rawPath ? m.raw : encodeHostile(m.text);
        else if ((at -= pathValues.length) < queryPairs.length) queryPairs[at]![1] = m.text;
        else if ((at -= queryPairs.length) === 0) queryPairs.push([m.key, m.text]);
        else if ((at -= 1) < headerParams.length) requestHeaders[headerParams[at]!.name] = m.rawPath ? m.raw : m.header;
        else if (body.kind === 'json') finalBody = { ...body, value: mutated(body.value, bodySpots[at - headerParams.length]!, m.value, m.key) };
      }
      let i = 0;
      const urlPath = op.path.replace(/\{[^}]+\}/g, () => pathValues[i++] ?? '');
      const queryString = queryPairs.map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(v)}`).join('&');
      const encoded = encodeBody(finalBody);
      if (encoded.contentType) requestHeaders['content-type'] = encoded.contentType;
      return {
        operation: op.key,
        method: op.method,
        url: queryString ? `${urlPath}?${queryString}` : urlPath,
        headers: requestHeaders,
        ...(encoded.payload === undefined ? {} : { payload: encoded.payload }),
      };
    });
}
