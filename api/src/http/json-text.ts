// Answers whose JSON the database already wrote (a page of stored spot summaries, a spot's
// detail): sent as they are, with the JSON media type. Fastify passes a string with a JSON
// content type through without serialising it, so no object is built or stringified per request.
// The tests parse these answers with the contract's schemas (test/routes/spots/response-schemas.test.ts).
import type { FastifyReply } from 'fastify';

/** JSON text of a value of type T. */
export type JsonText<T> = string & { readonly jsonOf?: T };

export function sendJsonText<T>(reply: FastifyReply, text: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
