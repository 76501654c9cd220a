// The Iconify API's JSON (https://iconify.design/docs/api/icon-data.html) for the icons asked for:
// our endpoint and the public service answer alike, so the browser reads either.
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { MAX_ICONS_PER_REQUEST } from './constants.ts';

const iconSchema = z.looseObject({
  body: z.string().describe('The SVG content inside <svg>'),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const iconSetSchema = z
  .looseObject({
    prefix: z.string(),
    icons: z.record(z.string(), iconSchema),
    aliases: z.record(z.string(), z.looseObject({ parent: z.string() })).optional(),
    width: z.number().optional().describe('Default width of the icons (viewBox)'),
    height: z.number().optional().describe('Default height of the icons (viewBox)'),
    not_found: z.array(z.string()).optional().describe('Names asked for that the collection does not have'),
  })
  .register(apiSchemas, { id: 'IconSet' });
export type IconSet = z.infer<typeof iconSetSchema>;

export const iconCollectionParamsSchema = z.object({
  collection: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*\.json$/, { error: 'collection must be a collection name with .json, e.g. mdi.json' })
    .describe('The collection, e.g. mdi.json'),
});

const iconNames = new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*(,[a-z0-9]+(-[a-z0-9]+)*){0,${MAX_ICONS_PER_REQUEST - 1}}$`);
export const iconQuerySchema = z.object({
  icons: z
    .string({ error: 'icons must name the icons, separated by commas' })
    .max(MAX_ICONS_PER_REQUEST * 40, { error: `icons must name at most ${MAX_ICONS_PER_REQUEST} icons` })
    .regex(iconNames, { error: `icons must be up to ${MAX_ICONS_PER_REQUEST} icon names (a-z, 0-9, -), separated by commas` })
    .describe('The icons wanted, e.g. bike,walk'),
});
