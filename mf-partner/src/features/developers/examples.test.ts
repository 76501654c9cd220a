// The curl examples of /partner's developers section: built right, and every read they show
// answered by the real API as written (so the page never documents an address that does not exist).
import { describe, expect, it } from 'vitest';
import { config } from '@moveable/shared';
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

  it('shows reads the real API answers as written', async () => {
    const ours = examples({ apiBase: config.apiBase, platform: 'bikeable', country: 'ch' });
    const reads = Object.values(ours)
      .flatMap((code) => code.split('\n'))
      .filter((line) => line.startsWith('curl ') && !line.includes(' -X POST') && !line.includes('{'));
    expect(reads.length).toBeGreaterThanOrEqual(5);
    for (const line of reads) {
      const url = /'(https?:\/\/[^']+)'/.exec(line)![1]!;
      const headers = Object.fromEntries([...line.matchAll(/-H '([^:]+): ([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
      const res = await fetch(url, { headers });
      expect(res.status, line).toBe(200);
      await res.body?.cancel();
    }
  }, 60_000);
});
