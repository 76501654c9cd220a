import { describe, expect, it } from 'vitest';
import { EXAMPLE_KINDS, examples, shellQuote } from './examples.ts';

describe('the developers’ examples', () => {
  const all = examples({ apiBase: 'https://bikeable.ch/api/', platform: 'bikeable', country: 'ch' });

  it('has one per kind, each a curl command on the site’s API', () => {
    expect(Object.keys(all)).toEqual([...EXAMPLE_KINDS]);
    for (const kind of EXAMPLE_KINDS) expect(all[kind], kind).toMatch(/curl .*'https:\/\/bikeable\.ch\/api\/|openssl/);
    expect(all.exports).toContain(
      `curl -H 'moveable-platform: bikeable' -H 'moveable-countrycode: ch' 'https://bikeable.ch/api/spots.csv?famed=false&begin=2026-01-01' -o spots.csv`,
    );
    expect(all.reference).toBe(`curl 'https://bikeable.ch/api/openapi.json'`);
  });

  it('quotes for the shell whatever a value holds', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
    const odd = examples({ apiBase: `https://x.example/a'b`, platform: 'walkable', country: 'world' });
    expect(odd.reference).toBe(`curl 'https://x.example/a'\\''b/openapi.json'`);
  });
});
