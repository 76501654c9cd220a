// Vitest settings every browser package shares: jsdom (DOMPurify is wrong under happy-dom),
// `@moveable/shared` (and its test kit `@moveable/shared/testing`) from source, and a real API
// server for components that fetch.
import { fileURLToPath } from 'node:url';
import { ROOT } from './importmap.mjs';
import { join } from 'node:path';

/**
 * `@moveable/shared`, its other entries (lifecycles, element kit, filter bar, widgets, map kit) and
 * its test kit from source. Exact matches: a plain
 * '@moveable/shared' key would also rewrite '@moveable/shared/testing'.
 */
export const sharedSourceAliases = [
  { find: /^@moveable\/shared$/, replacement: join(ROOT, 'shared/src/index.ts') },
  { find: /^@moveable\/shared\/element$/, replacement: join(ROOT, 'shared/src/element/index.ts') },
  { find: /^@moveable\/shared\/filter-bar$/, replacement: join(ROOT, 'shared/src/filter-bar/index.ts') },
  { find: /^@moveable\/shared\/widgets$/, replacement: join(ROOT, 'shared/src/widgets/index.ts') },
  { find: /^@moveable\/shared\/lifecycles$/, replacement: join(ROOT, 'shared/src/lifecycles/index.ts') },
  { find: /^@moveable\/shared\/map$/, replacement: join(ROOT, 'shared/src/map/index.ts') },
  { find: /^@moveable\/shared\/testing$/, replacement: join(ROOT, 'shared/testing/index.ts') },
];

/** @param {string} packageDir @param {{ api?: boolean }} [opts] */
export function frontendTestConfig(packageDir, { api = false } = {}) {
  return {
    root: packageDir,
    resolve: { alias: sharedSourceAliases },
    test: {
      name: packageDir.split('/').filter(Boolean).pop(),
      environment: 'jsdom',
      // jsdom plus a real API is slow on a busy shared machine; 5 s (the default) failed in CI.
      testTimeout: 20_000,
      // `?inline` CSS is an empty string in tests unless CSS is processed.
      css: { include: [/\.css(?:\?|$)/] },
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [join(ROOT, 'tools/vitest-setup.ts')],
      globalSetup: api ? [join(ROOT, 'tools/vitest-api-server.ts')] : [],
    },
  };
}

export const here = (url) => fileURLToPath(new URL('.', url));
