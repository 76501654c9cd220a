import { describe, expect, it } from 'vitest';
import { pageOwners, resolveRoute } from './resolve-route.ts';
import { ROUTES, type Owner } from './route-table.ts';
import { deployedOwners } from './deployed-owners.ts';

const deployed = new Set<Owner>(['mf-spots', 'mf-map']);

describe('route table', () => {
  it('holds every route of spec §2 once', () => {
    expect(ROUTES).toHaveLength(43);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(43);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(43);
  });
});

describe('resolveRoute', () => {
  it.each([
    ['/', 'index', {}],
    ['/spots', 'spots', {}],
    ['/spots/12', 'spots-id', { id: '12' }],
    ['/spots/12/edit', 'spots-id-edit', { id: '12' }],
    ['/entries/AbCdEfGhIjKlMnOpQ', 'entries-oldId', { oldId: 'AbCdEfGhIjKlMnOpQ' }],
    ['/map', 'map', {}],
    ['/embed/spots/zuerich', 'embed-spots-organisation', { organisation: 'zuerich' }],
  ])('%s → %s', (path, name, params) => {
    const r = resolveRoute(path, deployed);
    expect(r?.route.name).toBe(name);
    expect(r?.params).toEqual(params);
  });

  it('a route whose owner is not deployed is a 404, not a placeholder', () => {
    expect(resolveRoute('/news', deployed)).toBeNull();
    expect(resolveRoute('/news', new Set<Owner>(['mf-news']))?.route.name).toBe('news');
  });

  it('unknown paths are 404s', () => {
    expect(resolveRoute('/nope', deployed)).toBeNull();
    expect(resolveRoute('/spots/1/2/3', deployed)).toBeNull();
  });

  it('shell pages are served by the shell itself', () => {
    expect(resolveRoute('/styles', new Set())?.route.name).toBe('styles');
  });
});

describe('pageOwners', () => {
  const index = ROUTES.find((r) => r.name === 'index')!;

  it('the home is mf-spots, then mf-news when it is deployed (spec §2: the shell composes them)', () => {
    expect(pageOwners(index, new Set<Owner>(['mf-spots', 'mf-news']))).toEqual(['mf-spots', 'mf-news']);
    expect(pageOwners(index, new Set<Owner>(['mf-news', 'mf-spots']))).toEqual(['mf-spots', 'mf-news']);
    expect(pageOwners(index, deployed)).toEqual(['mf-spots']);
  });

  it('other routes are their owner alone; shell pages have none', () => {
    expect(
      pageOwners(
        ROUTES.find((r) => r.name === 'news')!,
        new Set<Owner>(['mf-spots', 'mf-news']),
      ),
    ).toEqual(['mf-news']);
    expect(
      pageOwners(
        ROUTES.find((r) => r.name === 'styles')!,
        deployed,
      ),
    ).toEqual([]);
  });

  it('a composed route is served when its owner is, whatever else is deployed', () => {
    expect(resolveRoute('/', new Set<Owner>(['mf-news']))).toBeNull();
    expect(resolveRoute('/', new Set<Owner>(['mf-spots']))?.route.name).toBe('index');
  });
});

describe('deployedOwners', () => {
  it('reads micro-frontends from the import map, ignoring sub-entries and libraries', () => {
    const owners = deployedOwners({
      imports: { react: '/v/r.js', '@moveable/shared': '/s.js', '@moveable/mf-map': '/m.js', '@moveable/mf-map/element': '/e.js' },
    });
    expect([...owners]).toEqual(['mf-map']);
  });
});
