// A build fails when its code imports a name that the vendor entry of a trimmed library does not
// re-export (VENDOR_EXPORTS in shared-specifiers.mjs): in the browser that import would be a
// SyntaxError on the page, long after the build; here it is an error naming the list to extend.
import { VENDOR_EXPORTS } from './shared-specifiers.mjs';

/** The names `code` imports from `spec` (built ES modules: `import{a as b,c}from"spec"`), '*' for a namespace import. */
export function importedNames(code, spec) {
  const quoted = `["'\`]${spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["'\`]`;
  const names = [];
  // one statement: no semicolon, line break or other `from` between `import` and the specifier
  for (const [, clause] of code.matchAll(new RegExp(`\\bimport\\s*((?:(?!\\bfrom\\b)[^;\\n])*?)\\s*from\\s*${quoted}`, 'g'))) {
    if (/^[\w$]+\s*(?:,|$)/.test(clause.trim())) names.push('default');
    if (/\*\s*as\s/.test(clause)) names.push('*');
    const braces = clause.match(/\{([^}]*)\}/);
    if (braces)
      names.push(
        ...braces[1]
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0])
          .filter(Boolean),
      );
  }
  for (const match of code.matchAll(new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
    names.push(
      ...match[1]
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0])
        .filter(Boolean),
    );
  }
  return names;
}

/** @returns {import('vite').Plugin} */
export function vendorExportsGuard() {
  return {
    name: 'moveable-vendor-exports',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [spec, allowed] of Object.entries(VENDOR_EXPORTS)) {
          const missing = importedNames(chunk.code, spec).filter((name) => !allowed.includes(name));
          if (missing.length) {
            this.error(
              `${chunk.fileName} imports ${missing.join(', ')} from ${spec}, which its vendor entry does not export: add them to VENDOR_EXPORTS in tools/shared-specifiers.mjs.`,
            );
          }
        }
      }
    },
  };
}
