import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { CATEGORY_ICONS } from '../admin-geo/constants.ts';

const labelsSchema = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });

export const categorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    label: z.string().describe('In the language negotiated from accept-language'),
    labels: labelsSchema,
    temporary: z.boolean().describe('Spots with a temporary category are archived a month after creation'),
    icon: z.enum(CATEGORY_ICONS).nullable().describe('The icon drawn beside the label (CATEGORY_ICON_NAMES); null: none'),
  })
  .register(apiSchemas, { id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ items: z.array(categorySchema) }).register(apiSchemas, { id: 'CategoryList' });
