import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildId, buildsDir, writeBuildRecord } from './build-record.mjs';
import { ROOT } from './importmap.mjs';

const map = {
  imports: {
    react: '/vendor/react-AAAA1111.js',
    '@moveable/shell': '/shell/root-config-BBBB2222.js',
    '@moveable/mf-spots': '/mf-spots/index-CCCC3333.js',
  },
};

describe('the build record', () => {
  it('names the build in latest.json and lists its own modules in meta/{id}.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'builds-'));
    const now = new Date('2026-11-27T01:38:20.123Z');
    const record = writeBuildRecord({ map, dir, now });
    expect(record.id).toMatch(/^20261127T013820Z-[0-9a-f]{8}$/);
    expect(JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8'))).toEqual({ id: record.id, time: now.toISOString() });
    expect(JSON.parse(readFileSync(join(dir, 'meta', `${record.id}.json`), 'utf8'))).toEqual({
      id: record.id,
      time: now.toISOString(),
      entries: { '@moveable/shell': '/shell/root-config-BBBB2222.js', '@moveable/mf-spots': '/mf-spots/index-CCCC3333.js' },
    });
  });

  it('gives a release of one micro-frontend a new id and keeps the records before it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'builds-'));
    const now = new Date('2026-11-27T01:38:20Z');
    const first = writeBuildRecord({ map, dir, now });
    const released = { imports: { ...map.imports, '@moveable/mf-spots': '/mf-spots/index-DDDD4444.js' } };
    const second = writeBuildRecord({ map: released, dir, now });
    expect(second.id).not.toBe(first.id);
    expect(JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8')).id).toBe(second.id);
    expect(readdirSync(join(dir, 'meta')).sort()).toEqual([`${first.id}.json`, `${second.id}.json`].sort());
  });

  it('keeps the latest id when a build holds the same modules (a rebuild of the same sources)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'builds-'));
    const first = writeBuildRecord({ map, dir, now: new Date('2026-11-27T01:38:20Z') });
    const again = writeBuildRecord({ map: { imports: { ...map.imports } }, dir, now: new Date('2026-11-27T02:00:00Z') });
    expect(again.id).toBe(first.id);
    expect(readdirSync(join(dir, 'meta'))).toEqual([`${first.id}.json`]);
  });

  it('is the same id for the same modules at the same second', () => {
    const now = new Date('2026-11-27T01:38:20Z');
    expect(buildId({ a: '1' }, now)).toBe(buildId({ a: '1' }, now));
    expect(buildId({ a: '1' }, now)).not.toBe(buildId({ a: '2' }, now));
  });

  it('goes to dist/builds, or beside an import map a test built into', () => {
    expect(buildsDir({})).toBe(join(ROOT, 'dist', 'builds'));
    expect(buildsDir({ IMPORTMAP_PATH: '/tmp/x/importmap.json' })).toBe('/tmp/x/builds');
    expect(buildsDir({ IMPORTMAP_PATH: '/tmp/x/importmap.json', BUILDS_DIR: '/srv/builds' })).toBe('/srv/builds');
  });
});
