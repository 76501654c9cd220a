// Vitest globalSetup: a real API server for component tests that fetch (no fetch mocks).
import type { TestProject } from 'vitest/node';
import { startTestServer } from './test-server.mjs';

export default async function setup(project: TestProject) {
  const server = await startTestServer(`vitest-${project.name}`);
  project.provide('apiUrl', server.url);
  return () => server.stop();
}
