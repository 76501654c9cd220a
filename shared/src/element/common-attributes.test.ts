import { describe, expect, it, vi } from 'vitest';
import { readApiBase, readCommonAttributes, type CommonAttributes } from './common-attributes.ts';
import { isCssColour } from './accent-colour.ts';

function read(attrs: CommonAttributes) {
  const warn = vi.fn<(message: string) => void>();
  return { settings: readCommonAttributes(attrs, warn), warnings: warn.mock.calls.map(([m]) => m) };
}

describe('readCommonAttributes', () => {
  it('gives the defaults for an element without attributes, without a warning', () => {
    const { settings, warnings } = read({});
    expect(settings).toEqual({
      selection: { organisation: undefined, filters: { categoryIds: [] } },
      context: {},
      theme: 'light',
      accent: null,
      apiBase: null,
    });
    expect(warnings).toEqual([]);
  });

  it('reads every attribute written well', () => {
    const { settings, warnings } = read({
      organisation: ' zuerich ',
      region: '12',
      categories: '7, 3,7',
      famed: 'shame',
      fixed: 'TRUE',
      lang: 'fr',
      platform: 'walkable',
      country: 'IT',
      theme: 'dark',
      accent: '#1e63b5',
      apiBase: 'https://bikeable.example',
    });
    expect(warnings).toEqual([]);
    expect(settings.selection).toEqual({ organisation: 'zuerich', filters: { regionId: 12, categoryIds: [3, 7], famed: false, fixed: true } });
    expect(settings.context).toEqual({ platform: 'walkable', country: 'it', locale: 'fr' });
    expect(settings.theme).toBe('dark');
    expect(settings.accent).toBe('#1e63b5');
    expect(settings.apiBase).toBe('https://bikeable.example/api');
  });

  it.each<[keyof CommonAttributes, string]>([
    ['region', '0'],
    ['region', '-3'],
    ['region', '1e3'],
    ['region', 'Zürich'],
    ['famed', 'maybe'],
    ['fixed', 'yes'],
    ['lang', 'es'],
    ['platform', 'rideable'],
    ['country', 'xx'],
    ['theme', 'neon'],
    ['accent', 'not-a-colour!'],
    ['accent', 'red; background: url(https://evil.example/x.png)'],
    ['accent', 'var(--partner-colour)'],
    ['accent', 'url(x)'],
    ['apiBase', '/api'],
    ['apiBase', 'javascript:alert(1)'],
    ['apiBase', 'https://user:secret@api.example'],
  ])('ignores %s="%s" with a warning naming the attribute, and keeps the default', (name, value) => {
    const { settings, warnings } = read({ [name]: value });
    const defaults = read({}).settings;
    expect(settings).toEqual(defaults);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(name === 'apiBase' ? 'api-base' : name);
  });

  it('keeps the good category ids of a list and warns about the others', () => {
    const { settings, warnings } = read({ categories: '4,x,,-1,2' });
    expect(settings.selection.filters.categoryIds).toEqual([2, 4]);
    expect(warnings).toEqual([expect.stringContaining('x, -1')]);
  });

  it('still asks for a misspelt organisation: the element then says it is unknown', () => {
    expect(read({ organisation: 'Zürich Stadt' }).settings.selection.organisation).toBe('Zürich Stadt');
  });

  it('never throws, whatever arrives', () => {
    const odd = { region: '9'.repeat(40), categories: ',,,', accent: '#'.repeat(500), apiBase: 'http://[::1' } as CommonAttributes;
    expect(() => read(odd)).not.toThrow();
  });
});

describe('readApiBase', () => {
  it.each([
    ['https://bikeable.example', 'https://bikeable.example/api'],
    ['https://bikeable.example/', 'https://bikeable.example/api'],
    ['https://cdn.example/moveable/api/', 'https://cdn.example/moveable/api'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/api'],
    ['https://api.example/?token=1#x', 'https://api.example/api'],
  ])('%s → %s', (raw, base) => expect(readApiBase(raw)).toBe(base));

  it.each(['api.example', 'ftp://api.example', 'https://user:secret@api.example', 'data:text/plain,x'])('refuses %s', (raw) =>
    expect(readApiBase(raw)).toBeUndefined(),
  );
});

describe('the accent colour', () => {
  // Other syntaxes (rgb(), names) as Chromium reads them: e2e/elements/common-attributes.test.js.
  it.each(['#abc', '#a1b2c3', '#a1b2c3cc', ' #1E63B5 '])('takes %s', (c) => expect(isCssColour(c)).toBe(true));

  it.each(['', '#ab', '#ggg', 'red;color:blue', 'var(--x)', 'env(safe-area-inset-top)', 'url(x)', 'x'.repeat(65)])('refuses %s', (c) =>
    expect(isCssColour(c)).toBe(false),
  );
});
