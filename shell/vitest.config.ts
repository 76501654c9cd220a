import { defineConfig } from 'vitest/config';
import { frontendTestConfig, here } from '../tools/vitest-frontend.mjs';

// A real API: the header's language switch saves a signed-in person's language.
export default defineConfig(frontendTestConfig(here(import.meta.url), { api: true }));
