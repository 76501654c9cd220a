// A local HTTP receiver for webhook tests: records every request (headers and body as received)
// and answers with the status the test sets; it can be stopped and started again on the same port
// to play a receiver that is down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** The status of the next answers (200 by default). */
  status: number;
  /** Milliseconds to wait before answering (a slow receiver). */
  delayMs: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  let server: http.Server | undefined;
  const receiver: Receiver = {
    url: '',
    port,
    received: [],
    status: 200,
    delayMs: 0,
    async start() {
      server = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', () => {
          receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
          setTimeout(() => response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end('ok'), receiver.delayMs);
        });
      });
      await new Promise<void>((resolve) => server!.listen(receiver.port, '127.0.0.1', resolve));
      receiver.port = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${receiver.port}/hook`;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await receiver.start();
  return receiver;
}
