import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Build glue: import-map assembly and the rules the builds share.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'tools', environment: 'node', include: ['**/*.test.mjs'] },
});
