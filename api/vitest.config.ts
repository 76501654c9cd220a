import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests: node environment, real HTTP through app.inject, a real database. One database per
// worker shared by its test files (isolate: false keeps the module, and so the database, alive
// between files; each file resets the data in beforeAll). TEST_DATABASE_URL runs the same suite
// on PostgreSQL, each worker in a schema of its own.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/global-setup.ts'],
    isolate: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
