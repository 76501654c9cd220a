import { defineConfig } from 'vitest/config';

// One run over every package; each has its own vitest.config.ts (environment, setup).
export default defineConfig({
  test: {
    projects: [
      'contract/vitest.config.ts',
      'shared/vitest.config.ts',
      'shell/vitest.config.ts',
      'mf-spots/vitest.config.ts',
      'mf-map/vitest.config.ts',
      'mf-auth/vitest.config.ts',
      'mf-news/vitest.config.ts',
      'mf-partner/vitest.config.ts',
      'mf-admin/vitest.config.ts',
      'api/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
});
