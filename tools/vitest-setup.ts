// Runs before each front-end test file: React Testing Library cleans up between tests, the
// shared API client points at the real API server that globalSetup started (when there is one),
// and every answer the client receives is held against the contract: a server that stops
// sending what the browser's types say fails the test that met it.
import { afterEach, inject } from 'vitest';
import { cleanup } from '@testing-library/react';
import { checkResponse } from '@moveable/contract';
import { configure, setResponseCheck } from '@moveable/shared';

afterEach(() => cleanup());

setResponseCheck(checkResponse);

const apiUrl = inject('apiUrl');
if (apiUrl) configure({ apiBase: `${apiUrl}/api`, siteUrl: apiUrl });
