// Answers that carry tokens or personal data must never be kept by a browser cache or a proxy.
// Added as an onRequest hook in the account route plugins, so error answers carry it too.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
