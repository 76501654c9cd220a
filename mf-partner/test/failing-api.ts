// Test helper: a real HTTP server in front of the test API that answers 503 to the requests of one
// path for as long as told, and passes everything else (and that path afterwards) through. A page's
// failure and its "try again" are then the browser code meeting a server that fails, not a mock.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailingApi {
  /** The API base to configure (`…/api`). */
  apiBase: string;
  /** From now on, requests to `pathname` pass through. */
  recover: () => void;
  close: () => Promise<void>;
}

export async function failingApi(realApiBase: string, pathname: string): Promise<FailingApi> {
  let failing = true;
  const target = new URL(realApiBase);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    if (failing && url.pathname === `${target.pathname}${pathname}`) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'Try again later' }));
      return;
    }
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host')) as Record<string, string>;
    void fetch(new URL(`${url.pathname}${url.search}`, target.origin), { method: request.method, headers }).then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}${target.pathname}`,
    recover: () => {
      failing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
