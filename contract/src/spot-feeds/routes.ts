import { z } from 'zod';
import { errorSchema } from '../http/common-schemas.ts';
import { idParam } from '../http/params.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import type { RouteTable } from '../route.ts';
import { LOCALES } from '../rules/locale.ts';
import { PLATFORMS } from '../rules/platform.ts';
import { SPOT_FEED_SIZE } from './constants.ts';

export const spotFeedQuerySchema = z.object({
  platform: z
    .enum(PLATFORMS, { error: `platform must be one of ${PLATFORMS.join(', ')}` })
    .optional()
    .describe('Feed readers send no moveable-* headers: the platform, default the header or bikeable'),
  lang: z
    .enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` })
    .optional()
    .describe("The language of the links to the spots' pages and of the feed's title; default the header's"),
});
export type SpotFeedQuery = z.output<typeof spotFeedQuerySchema>;

const regionParams = z.object({ id: idParam('id', 'int4') });

const describe = (where: string, format: string) =>
  `The newest ${SPOT_FEED_SIZE} spots ${where}, as ${format}, with absolute links to their pages. Hidden and deleted spots never appear; ` +
  'authors are named only when their profile is public. ETag and Last-Modified: a conditional request answers 304 when nothing changed.';
const feedResponse = { 400: errorSchema, 404: errorSchema } as const;

export const spotFeedRoutes = {
  'GET /organisations/:slug/spots.atom': {
    summary: "New spots in an organisation's area as an Atom 1.0 feed (application/atom+xml)",
    description: describe("in the organisation's area", 'Atom 1.0'),
    tags: ['organisations'],
    params: organisationSlugParamsSchema,
    querystring: spotFeedQuerySchema,
    response: feedResponse,
  },
  'GET /organisations/:slug/spots.rss': {
    summary: "New spots in an organisation's area as an RSS 2.0 feed (application/rss+xml)",
    description: describe("in the organisation's area", 'RSS 2.0'),
    tags: ['organisations'],
    params: organisationSlugParamsSchema,
    querystring: spotFeedQuerySchema,
    response: feedResponse,
  },
  'GET /regions/:id/spots.atom': {
    summary: 'New spots in a region as an Atom 1.0 feed (application/atom+xml)',
    description: describe('in the region', 'Atom 1.0'),
    tags: ['regions'],
    params: regionParams,
    querystring: spotFeedQuerySchema,
    response: feedResponse,
  },
  'GET /regions/:id/spots.rss': {
    summary: 'New spots in a region as an RSS 2.0 feed (application/rss+xml)',
    description: describe('in the region', 'RSS 2.0'),
    tags: ['regions'],
    params: regionParams,
    querystring: spotFeedQuerySchema,
    response: feedResponse,
  },
} satisfies RouteTable;
