import { defineConfig } from 'vitest/config';
import { frontendTestConfig, here } from '../tools/vitest-frontend.mjs';

export default defineConfig(frontendTestConfig(here(import.meta.url), { api: true }));
