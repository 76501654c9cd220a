// Runs before each front-end test file: React Testing Library cleans up between tests, the
// shared API client points at the real API server that globalSetup started (when there is one),
// and every answer the client receives is held against the contract: a server that stops
// sending what the browser's types say fails the test that met it.
import { afterEach, beforeEach, inject } from 'vitest';
import { cleanup } from '@testing-library/react';
import { checkResponse } from '@moveable/contract';
import { configure, loadSanitizer, setResponseCheck } from '@moveable/shared';
import { loadAllLanguages } from '@moveable/shared/testing';

afterEach(() => cleanup());

// Pages load their language's texts and the HTML sanitiser when they need them; a test has all
// four languages of every namespace its imports registered, and the sanitiser, before it starts.
beforeEach(() => Promise.all([loadAllLanguages(), loadSanitizer()]));

setResponseCheck(checkResponse);

const apiUrl = inject('apiUrl');
if (apiUrl) configure({ apiBase: `${apiUrl}/api`, siteUrl: apiUrl });
