import { describe, expect, it } from 'vitest';
import { errorIdentifierKey, resolveErrorMessage } from './error-message';

const texts: Record<string, string> = {
  'error.generic': 'Generic',
  'error.notfound': 'Not there',
  'error.network': 'Offline',
  'error.retry': 'Try again',
  'error.status': 'Status {{code}}',
};
const resolve = (message: string | undefined, identifier: string | undefined) =>
  resolveErrorMessage({
    message,
    identifier,
    hasText: (key) => key in texts,
    translate: (key) => texts[key] ?? `MISSING ${key}`,
  });

describe('resolveErrorMessage (§8 order)', () => {
  it.each([
    ['Explicit', 'network', 'Explicit'],
    ['Explicit', undefined, 'Explicit'],
    [undefined, 'network', 'Offline'],
    [undefined, 'NETWORK', 'Offline'],
    [undefined, 'NotFound', 'Not there'],
    [undefined, ' notfound ', 'Not there'],
    [undefined, 'unknownThing', 'Generic'],
    [undefined, undefined, 'Generic'],
    ['', 'network', 'Offline'],
    ['   ', undefined, 'Generic'],
    // identifiers cannot reach UI labels or other keys
    [undefined, 'retry', 'Generic'],
    [undefined, 'status', 'Generic'],
    [undefined, 'generic', 'Generic'],
  ])('message %j, identifier %j → %s', (message, identifier, expected) => {
    expect(resolve(message, identifier)).toBe(expected);
  });
});

describe('errorIdentifierKey', () => {
  it.each([
    ['NotFound', 'error.notfound'],
    ['chunk_load', 'error.chunk_load'],
    ['server-500', 'error.server-500'],
    ['', null],
    [null, null],
    ['a.b', null],
    ['shared:error.generic', null],
    ['__proto__', 'error.__proto__'],
    ['with space', null],
    ['retry', null],
  ])('%j → %j', (identifier, expected) => {
    expect(errorIdentifierKey(identifier)).toBe(expected);
  });
});
