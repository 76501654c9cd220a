// Vitest settings every browser package shares: jsdom (DOMPurify is wrong under happy-dom),
// `@moveable/shared` from source, and a real API server for components that fetch.
import { fileURLToPath } from 'node:url';
import { ROOT } from './importmap.mjs';
import { join } from 'node:path';

/** `@moveable/shared` and its map kit from source (the longer specifier first: the first match wins). */
export const sharedSourceAliases = {
  '@moveable/shared/map': join(ROOT, 'shared/src/map/index.ts'),
  '@moveable/shared': join(ROOT, 'shared/src/index.ts'),
};

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
