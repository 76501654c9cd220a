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

export function pageImportMap(doc: Document = document): { imports?: Record<string, string> } {
  const maps = [...doc.querySelectorAll('script[type="importmap"]')];
  const imports: Record<string, string> = {};
  for (const el of maps) {
    try {
      Object.assign(imports, (JSON.parse(el.textContent ?? '{}') as { imports?: Record<string, string> }).imports);
    } catch {
      // An unreadable map is the page's problem; the browser reports it too.
    }
  }
  return { imports };
}
