import { defineConfig } from 'vitest/config';
import { frontendTestConfig, here } from '../tools/vitest-frontend.mjs';

const config = frontendTestConfig(here(import.meta.url), { api: true });

// The admin pages act on what the whole platform shares (the audit log, the demo people's blocks,
// the order of the categories), and the files share one API: one file at a time, so no file sees
// another's actions halfway.
export default defineConfig({ ...config, test: { ...config.test, fileParallelism: false } });
