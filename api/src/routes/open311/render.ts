// The standard's two formats from one tree of values. JSON is JSON.stringify of it; XML follows
// the GeoReport v2 examples: a root element, one child element per item (services/service,
// service_requests/request, errors/error), one element per field, nested lists by their own names
// (attributes/attribute, values/value, endpoints/endpoint, formats/format). null is an empty element.
import type { Open311Format } from '@moveable/contract';

export type Value = string | number | boolean | null | Value[] | { [field: string]: Value };

/** Characters XML 1.0 does not allow at all (C0 controls but tab, newline, carriage return): dropped. */
const forbiddenInXml = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const escapeXml = (text: string) =>
  [...text]
    .filter((c) => !forbiddenInXml(c))
    .join('')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The element name of one item of a list, by the list's name. */
const ITEM_OF: Record<string, string> = {
  services: 'service',
  service_requests: 'request',
  errors: 'error',
  attributes: 'attribute',
  values: 'value',
  endpoints: 'endpoint',
  formats: 'format',
};

function element(name: string, value: Value): string {
  if (value === null) return `<${name}/>`;
  if (Array.isArray(value)) {
    const item = ITEM_OF[name] ?? 'item';
    return `<${name}>${value.map((v) => element(item, v)).join('')}</${name}>`;
  }
  if (typeof value === 'object') {
    return `<${name}>${Object.entries(value)
      .map(([field, v]) => element(field, v))
      .join('')}</${name}>`;
  }
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

export const CONTENT_TYPES: Record<Open311Format, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
};

/** `root` names the XML document's root (JSON has none: a list is the answer itself). */
export function render(format: Open311Format, root: string, value: Value): string {
  if (format === 'json') return JSON.stringify(value);
  return `<?xml version="1.0" encoding="utf-8"?>\n${element(root, value)}`;
}

/** The standard's error answer: [{ code, description }] / <errors><error>…. */
export const renderErrors = (format: Open311Format, code: number, description: string) => render(format, 'errors', [{ code, description }]);
