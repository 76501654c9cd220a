import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The contract's own tests: the pure rules (a table of cases per rule) and the schemas.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'contract', environment: 'node', include: ['src/**/*.test.ts'] },
});
