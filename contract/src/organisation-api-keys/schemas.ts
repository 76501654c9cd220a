// Organisation API keys (issue 15): a town's own system signs its Open311 requests with one. Its
// administrators (and the platform's) list, create and revoke them; the secret is shown once, when
// the key is created, and never again (only its hash is kept).
import { z } from 'zod';
import { idParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import { MAX_API_KEY_NAME } from './constants.ts';

export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('What the administrators called it (the system that uses it)'),
    hint: z.string().describe('Its first and last characters (mvk_ab12…wxyz), to tell keys apart; never the secret'),
    createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('null once that account is gone'),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable().describe('Set: the key is refused'),
  })
  .register(apiSchemas, { id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysSchema = z
  .object({ items: z.array(apiKeySchema).describe('Newest first, revoked ones included') })
  .register(apiSchemas, { id: 'ApiKeys' });
export type ApiKeys = z.infer<typeof apiKeysSchema>;

export const createdApiKeySchema = apiKeySchema
  .extend({ key: z.string().describe('The secret, shown this once: store it now, it cannot be read again') })
  .register(apiSchemas, { id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyInputSchema = z
  .strictObject({ name: plainText('name', 1, MAX_API_KEY_NAME) }, { error: 'The body must be a JSON object with name' })
  .register(apiSchemas, { id: 'NewApiKey' });
export type ApiKeyInput = z.output<typeof apiKeyInputSchema>;

export const apiKeyParamsSchema = organisationSlugParamsSchema.extend({ id: idParam('id', 'bigint') });
