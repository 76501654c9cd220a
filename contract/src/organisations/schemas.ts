import { z } from 'zod';
import { bboxSchema } from '../http/common-schemas.ts';
import { apiSchemas } from '../openapi-names.ts';
import { PLATFORMS } from '../rules/platform.ts';

export const organisationSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    website: z.string().nullable(),
    platform: z.enum(PLATFORMS),
    country: z.string(),
    regionIds: z.array(z.number().int()),
    bbox: bboxSchema.nullable().describe('Union of its regions; null without regions'),
  })
  .register(apiSchemas, { id: 'Organisation' });
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'slug must be an organisation slug (a-z, 0-9, -)' }),
});
