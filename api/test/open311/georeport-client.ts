// A GeoReport v2 client written from the standard (http://wiki.open311.org/GeoReport_v2), not from
// our server: the field lists below are the standard's, per answer type, with the types and
// formats it gives them (W3C datetimes, status open|closed, metadata true|false, service type
// realtime|batch|blackbox, errors as code + description). It reads both formats the standard
// lists: JSON, and XML through a real XML parser (fast-xml-parser), then checks the same rules on
// either, so a JSON answer and its XML twin must say the same thing. A violation throws, naming the
// answer type, the item and the field.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

type Kind = 'string' | 'datetime' | 'number' | 'integer' | 'boolean' | 'url' | { oneOf: readonly string[] } | 'list';

interface Field {
  kind: Kind;
  /** The standard marks it required: present and not empty. Others may be missing or empty. */
  required?: boolean;
}

type Fields = Record<string, Field>;

/** W3C datetime (https://www.w3.org/TR/NOTE-datetime), the complete-date-plus-time forms the standard uses. */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// GET discovery
const DISCOVERY: Fields = {
  changeset: { kind: 'datetime', required: true },
  contact: { kind: 'string', required: true },
  key_service: { kind: 'string' },
  endpoints: { kind: 'list', required: true },
};
const DISCOVERY_ENDPOINT: Fields = {
  specification: { kind: 'url', required: true },
  url: { kind: 'url', required: true },
  changeset: { kind: 'datetime', required: true },
  type: { kind: { oneOf: ['production', 'test'] }, required: true },
  formats: { kind: 'list', required: true },
};

// GET Service List
const SERVICE: Fields = {
  service_code: { kind: 'string', required: true },
  service_name: { kind: 'string', required: true },
  description: { kind: 'string' },
  metadata: { kind: 'boolean', required: true },
  type: { kind: { oneOf: ['realtime', 'batch', 'blackbox'] }, required: true },
  keywords: { kind: 'string' },
  group: { kind: 'string' },
};

// GET Service Definition
const SERVICE_DEFINITION: Fields = {
  service_code: { kind: 'string', required: true },
  attributes: { kind: 'list', required: true },
};
const ATTRIBUTE: Fields = {
  variable: { kind: 'boolean', required: true },
  code: { kind: 'string', required: true },
  datatype: { kind: { oneOf: ['string', 'number', 'datetime', 'text', 'singlevaluelist', 'multivaluelist'] }, required: true },
  required: { kind: 'boolean', required: true },
  datatype_description: { kind: 'string' },
  order: { kind: 'integer', required: true },
  description: { kind: 'string', required: true },
};

// GET Service Requests / GET Service Request
const SERVICE_REQUEST: Fields = {
  service_request_id: { kind: 'string', required: true },
  status: { kind: { oneOf: ['open', 'closed'] }, required: true },
  status_notes: { kind: 'string' },
  service_name: { kind: 'string' },
  service_code: { kind: 'string', required: true },
  description: { kind: 'string' },
  agency_responsible: { kind: 'string' },
  service_notice: { kind: 'string' },
  requested_datetime: { kind: 'datetime', required: true },
  updated_datetime: { kind: 'datetime' },
  expected_datetime: { kind: 'datetime' },
  address: { kind: 'string' },
  address_id: { kind: 'string' },
  zipcode: { kind: 'string' },
  lat: { kind: 'number', required: true },
  long: { kind: 'number', required: true },
  media_url: { kind: 'url' },
};

// POST Service Request: either the id or a token, then the notice and an account id.
const POSTED_REQUEST: Fields = {
  service_request_id: { kind: 'string' },
  token: { kind: 'string' },
  service_notice: { kind: 'string' },
  account_id: { kind: 'string' },
};

// Errors
const ERROR: Fields = { code: { kind: 'integer', required: true }, description: { kind: 'string', required: true } };

export type Item = Record<string, unknown>;

export class GeoReportViolation extends Error {}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** A value as the standard types it; XML's are text, JSON's may be numbers or booleans already. */
function check(where: string, name: string, field: Field, value: unknown): unknown {
  if (empty(value)) {
    if (field.required) throw new GeoReportViolation(`${where}: ${name} is required`);
    return null;
  }
  const fail = (what: string) => new GeoReportViolation(`${where}: ${name} must be ${what}, got ${JSON.stringify(value)}`);
  const kind = field.kind;
  if (kind === 'list') {
    if (!Array.isArray(value)) throw fail('a list');
    return value;
  }
  if (typeof kind === 'object') {
    if (!kind.oneOf.includes(String(value))) throw fail(`one of ${kind.oneOf.join(', ')}`);
    return String(value);
  }
  switch (kind) {
    case 'string':
      if (typeof value !== 'string' && typeof value !== 'number') throw fail('text');
      return String(value);
    case 'datetime':
      if (typeof value !== 'string' || !W3C_DATETIME.test(value) || Number.isNaN(Date.parse(value))) throw fail('a W3C datetime');
      return value;
    case 'url':
      if (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value)) throw fail('an absolute http(s) URL');
      return value;
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw fail('true or false');
    case 'number':
    case 'integer': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      if (!Number.isFinite(n) || (kind === 'integer' && !Number.isInteger(n))) throw fail(kind === 'integer' ? 'an integer' : 'a number');
      return n;
    }
  }
}

/** Checks one item against its field list; unknown fields are allowed (the standard permits extensions). */
function checkItem(where: string, fields: Fields, item: unknown): Item {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new GeoReportViolation(`${where}: not an object`);
  const out: Item = {};
  for (const [name, field] of Object.entries(fields)) out[name] = check(where, name, field, (item as Item)[name]);
  for (const [name, value] of Object.entries(item)) if (!(name in fields)) out[name] = value;
  return out;
}

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  // Repeated elements are lists even when there is one (or none, see `items`).
  isArray: (name) => ['service', 'request', 'error', 'endpoint', 'format', 'attribute', 'value'].includes(name),
});

/** The list under a root's child elements: <services><service/>…</services> → [...]. Empty elements parse as ''. */
const items = (node: unknown, child: string): unknown[] => {
  if (node === '' || node === undefined || node === null) return [];
  return ((node as Record<string, unknown>)[child] as unknown[] | undefined) ?? [];
};

export type Format = 'json' | 'xml';
export type Answer = { status: number; contentType: string; body: string };

/** Parses an answer of the given format into the JSON shape; XML must be well-formed with the standard's root. */
export function parseAnswer(format: Format, answer: Answer, root: string): unknown {
  const type = answer.contentType.split(';')[0]!.trim();
  if (format === 'json') {
    if (type !== 'application/json') throw new GeoReportViolation(`JSON answer with content-type ${answer.contentType}`);
    return JSON.parse(answer.body);
  }
  if (type !== 'text/xml' && type !== 'application/xml') throw new GeoReportViolation(`XML answer with content-type ${answer.contentType}`);
  const valid = XMLValidator.validate(answer.body);
  if (valid !== true) throw new GeoReportViolation(`XML not well-formed: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = xml.parse(answer.body) as Record<string, unknown>;
  if (!(root in doc)) throw new GeoReportViolation(`XML root must be <${root}>, got <${Object.keys(doc).filter((k) => k !== '?xml')[0]}>`);
  const node = doc[root];
  switch (root) {
    case 'services':
      return items(node, 'service');
    case 'service_requests':
      return items(node, 'request');
    case 'errors':
      return items(node, 'error');
    case 'discovery': {
      const d = node as Record<string, unknown>;
      return {
        ...d,
        endpoints: items(d['endpoints'], 'endpoint').map((e) => ({ ...(e as Item), formats: items((e as Item)['formats'], 'format') })),
      };
    }
    case 'service_definition': {
      const d = node as Record<string, unknown>;
      return { ...d, attributes: items(d['attributes'], 'attribute') };
    }
    default:
      return node;
  }
}

const list = (what: string, fields: Fields, value: unknown): Item[] => {
  if (!Array.isArray(value)) throw new GeoReportViolation(`${what}: the answer must be a list`);
  return value.map((item, i) => checkItem(`${what}[${i}]`, fields, item));
};

export const georeport = {
  discovery(value: unknown): Item {
    const d = checkItem('discovery', DISCOVERY, value);
    d['endpoints'] = (d['endpoints'] as unknown[]).map((e, i) => {
      const endpoint = checkItem(`discovery.endpoints[${i}]`, DISCOVERY_ENDPOINT, e);
      for (const f of endpoint['formats'] as unknown[]) {
        if (f !== 'text/xml' && f !== 'application/json')
          throw new GeoReportViolation(`discovery.endpoints[${i}].formats: ${String(f)} is not a GeoReport format`);
      }
      return endpoint;
    });
    return d;
  },
  services: (value: unknown) => list('services', SERVICE, value),
  serviceDefinition(value: unknown): Item {
    const d = checkItem('service_definition', SERVICE_DEFINITION, value);
    d['attributes'] = (d['attributes'] as unknown[]).map((a, i) => checkItem(`service_definition.attributes[${i}]`, ATTRIBUTE, a));
    return d;
  },
  serviceRequests: (value: unknown) => list('service_requests', SERVICE_REQUEST, value),
  postedRequests(value: unknown): Item[] {
    const posted = list('posted request', POSTED_REQUEST, value);
    for (const [i, p] of posted.entries()) {
      if (empty(p['service_request_id']) && empty(p['token']))
        throw new GeoReportViolation(`posted request[${i}]: service_request_id or token is required`);
    }
    return posted;
  },
  errors(value: unknown): Item[] {
    const errors = list('errors', ERROR, value);
    if (errors.length === 0) throw new GeoReportViolation('errors: at least one error');
    return errors;
  },
};

/** The root element of each answer type in XML. */
export const ROOTS = {
  discovery: 'discovery',
  services: 'services',
  serviceDefinition: 'service_definition',
  serviceRequests: 'service_requests',
  postedRequests: 'service_requests',
  errors: 'errors',
} as const;

/** Reads an answer in either format and checks it as `type`; errors (4xx/5xx) are checked as errors. */
export function readAnswer<T extends keyof typeof georeport>(type: T, format: Format, answer: Answer): ReturnType<(typeof georeport)[T]> {
  if (answer.status >= 400) throw new GeoReportViolation(`expected ${type}, got ${answer.status}: ${answer.body}`);
  return georeport[type](parseAnswer(format, answer, ROOTS[type])) as ReturnType<(typeof georeport)[T]>;
}

export function readError(format: Format, answer: Answer): Item[] {
  if (answer.status < 400) throw new GeoReportViolation(`expected an error, got ${answer.status}`);
  const errors = georeport.errors(parseAnswer(format, answer, 'errors'));
  for (const e of errors)
    if (e['code'] !== answer.status) throw new GeoReportViolation(`error code ${String(e['code'])} is not the HTTP status ${answer.status}`);
  return errors;
}
