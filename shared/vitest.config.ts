import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { sharedSourceAliases } from '../tools/vitest-frontend.mjs';

// Runs the shared package's unit and component tests. jsdom everywhere: DOMPurify gives wrong
// results under happy-dom (see notes/toolchain.md), and the pure rules do not mind.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The map kit imports @moveable/shared by name (one instance per page, as in the browser).
  resolve: { alias: sharedSourceAliases },
  test: {
    name: 'shared',
    environment: 'jsdom',
    // a shared, busy machine: the 5 s default failed in CI
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'testing/**/*.test.{ts,tsx}'],
    // process CSS so that `?inline` imports (themeCss) hold the real text, not ''
    css: { include: [/\.css(?:\?|$)/] },
  },
});
