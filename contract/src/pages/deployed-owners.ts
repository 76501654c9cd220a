import type { Owner } from './route-table.ts';

/** Micro-frontends present in the page's import map: `@moveable/mf-spots` → 'mf-spots'. */
export function deployedOwners(importMap: { imports?: Record<string, string> }): Set<Owner> {
  const owners = new Set<Owner>();
  for (const spec of Object.keys(importMap.imports ?? {})) {
    const m = /^@moveable\/(mf-[a-z]+)$/.exec(spec);
    if (m) owners.add(m[1] as Owner);
  }
  return owners;
}
