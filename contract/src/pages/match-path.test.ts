import { describe, expect, it } from 'vitest';
import { matchFirst, matchPath } from './match-path.ts';

describe('matchPath', () => {
  it.each([
    ['/spots', '/spots', {}],
    ['/spots', '/spots/', {}],
    ['/spots/{id}', '/spots/42', { id: '42' }],
    ['/spots/{id}/edit', '/spots/42/edit', { id: '42' }],
    ['/admin/organization/{platformName}/{slug}', '/admin/organization/walkable/bern', { platformName: 'walkable', slug: 'bern' }],
    ['/users/{nameOrOldId}', '/users/J%C3%BCrg', { nameOrOldId: 'Jürg' }],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/spots', '/spots/1'],
    ['/spots/{id}', '/spots'],
    ['/spots/{id}', '/map/1'],
    ['/', '/x'],
    ['/users/{name}', '/users/%E0%A4%A'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });

  it('matchFirst prefers earlier routes', () => {
    const routes = [
      { path: '/spots/{id}', name: 'a' },
      { path: '/spots/{x}', name: 'b' },
    ];
    expect(matchFirst(routes, '/spots/1')).toEqual({ route: routes[0], params: { id: '1' } });
    expect(matchFirst(routes, '/nope')).toBeNull();
  });
});
