import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

// End to end through the shell against the real server (site + API, embedded database seeded
// with demo data), in Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-CH',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The site's service worker answers from its caches, where page.route() would not see the
    // requests: only the offline spec lets it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
});
