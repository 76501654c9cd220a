// Runs before each front-end test file: React Testing Library cleans up between tests, and the
// shared API client points at the real API server that globalSetup started (when there is one).
import { afterEach, inject } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configure } from '@moveable/shared';

afterEach(() => cleanup());

const apiUrl = inject('apiUrl');
if (apiUrl) configure({ apiBase: `${apiUrl}/api`, siteUrl: apiUrl });
