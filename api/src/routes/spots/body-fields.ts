// The error handler names the first segment of a validation problem's path as `field`, which is
// right for query parameters and flat bodies. SpotInput nests (location.lat, address.country,
// photoIds.1), and the contract names the whole path, so the spot write routes validate with this
// compiler: the same zod validation, with the path joined by dots into one segment.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

export const dottedPathValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    const result = validate(data) as { error?: { instancePath: string }[] } | { value: unknown };
    if (!('error' in result) || !Array.isArray(result.error)) return result as never;
    // Spreading keeps the symbol that marks these as zod validation errors for the error handler.
    const error = result.error.map((issue) => ({ ...issue, instancePath: `/${issue.instancePath.replace(/^\//, '').split('/').join('.')}` }));
    return { error } as never;
  };
};
