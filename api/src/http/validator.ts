// How every route validates what it is sent: first no string anywhere in the part (body, query,
// path, headers) may hold what PostgreSQL cannot store (NUL, an unpaired surrogate), then the
// contract's zod schema. The first check runs here, for every route at once, so no text field
// (a bio, a cursor, a path parameter, a key of a loose object) can be forgotten.
import { findTextProblem, textProblemMessage } from '@moveable/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { HttpError } from './errors.ts';

const PARTS: Record<string, string> = { body: 'The body', querystring: 'The query string', params: 'The path', headers: 'A header' };

export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const found = findTextProblem(data);
    if (found) {
      const field = found.path.join('.') || undefined;
      const message = textProblemMessage(field ?? PARTS[route.httpPart ?? ''] ?? 'The request', found.problem);
      return { error: new HttpError(400, message, { field, code: 'invalid_text' }) };
    }
    return validate(data);
  };
};
