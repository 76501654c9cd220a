// POST /api/csp-report: browsers' reports of what a page's CSP refused, in both formats, logged
// as warnings without query strings; small bodies only, and a limit per IP address.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { DEFAULT_RATE_LIMITS } from '../../../src/config.ts';
import { testConfig } from '../../helpers/app.ts';
import { resetDatabase, testDatabase } from '../../helpers/database.ts';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    done();
  },
});

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const db = await testDatabase();
  await resetDatabase(db);
  app = await buildApp(await testConfig({ logLevel: 'warn', rateLimits: { ...DEFAULT_RATE_LIMITS, cspReportsPerIpPerMinute: 5 } }), {
    database: db,
    logStream: stream,
  });
});
afterAll(() => app.close());
beforeEach(() => void (lines.length = 0));

const violations = () => lines.filter((l) => l['msg'] === 'content security policy violation').map((l) => l['cspViolation']);
let ip = 0;
/** Each test posts from an address of its own, so the per-IP limit is its own. */
const post = (payload: unknown, contentType: string, remoteAddress = `10.0.0.${++ip}`) =>
  app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': contentType }, payload: JSON.stringify(payload), remoteAddress });

describe('POST /api/csp-report', () => {
  it('report-uri format (application/csp-report): 204 and one warning, without query strings', async () => {
    const res = await post(
      {
        'csp-report': {
          'document-uri': 'https://bikeable.example/reset-password?token=SECRET#x',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'source-file': 'https://bikeable.example/shell/root-config-AAAAAAAA.js?v=SECRET',
          'line-number': 12,
          disposition: 'enforce',
          'original-policy': "default-src 'self'",
        },
      },
      'application/csp-report',
    );
    expect(res.statusCode).toBe(204);
    expect(violations()).toEqual([
      {
        document: 'https://bikeable.example/reset-password',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: 'https://bikeable.example/shell/root-config-AAAAAAAA.js',
        line: 12,
        disposition: 'enforce',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('SECRET');
  });

  it('Reporting API format (application/reports+json): one warning per CSP violation, other reports ignored', async () => {
    const report = (blockedURL: string) => ({
      type: 'csp-violation',
      url: 'https://bikeable.example/map',
      age: 10,
      body: { documentURL: 'https://bikeable.example/map', effectiveDirective: 'img-src', blockedURL, disposition: 'enforce' },
    });
    const res = await post(
      [report('https://tiles.example/1/2/3.png'), { type: 'deprecation', body: { id: 'x' } }, report('https://other.example/a.png')],
      'application/reports+json',
    );
    expect(res.statusCode).toBe(204);
    expect(violations()).toEqual([
      expect.objectContaining({ directive: 'img-src', blocked: 'https://tiles.example/1/2/3.png' }),
      expect.objectContaining({ directive: 'img-src', blocked: 'https://other.example/a.png' }),
    ]);
  });

  it('refuses what is not a report (400), and large bodies unread (413)', async () => {
    expect((await post({ hello: 'world' }, 'application/csp-report')).statusCode).toBe(400);
    const big = { 'csp-report': { 'document-uri': 'x'.repeat(20_000) } };
    expect((await post(big, 'application/csp-report')).statusCode).toBe(413);
    expect(violations()).toEqual([]);
  });

  it('counts per IP address: over the limit, 429 and nothing logged', async () => {
    const report = { 'csp-report': { 'document-uri': 'https://bikeable.example/', 'effective-directive': 'img-src', 'blocked-uri': 'data' } };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(report, 'application/csp-report', '10.9.9.9')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(violations()).toHaveLength(5);
    expect((await post(report, 'application/csp-report', '10.9.9.10')).statusCode).toBe(204);
  });
});
