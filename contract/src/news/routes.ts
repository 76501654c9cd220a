import { bearerSecurity, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { NEWS_FEED_SIZE } from './constants.ts';
import {
  newsArticleSchema,
  newsDetailQuerySchema,
  newsDraftsQuerySchema,
  newsFeedQuerySchema,
  newsInputSchema,
  newsListQuerySchema,
  newsPageSchema,
  newsPatchSchema,
  newsShareImageQuerySchema,
  newsSlugParamsSchema,
  newsSourceSchema,
} from './schemas.ts';

const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

const feedDescription = (format: string) =>
  `The newest ${NEWS_FEED_SIZE} published articles of a site in one language, as ${format}, with absolute links to the site's pages. ` +
  'Feed readers send no moveable-* headers, so `platform`, `country` and `lang` in the query choose the site (they win over the headers).';

export const newsRoutes = {
  'GET /news': {
    summary: 'Published news of the platform and country (and those for every country of the platform), newest first, keyset-paged',
    description: "Each article in one language: the content-locale rule of the site's country, falling back to a language the article has.",
    tags: ['news'],
    querystring: newsListQuerySchema,
    response: { 200: newsPageSchema, 400: errorSchema },
  },
  'GET /news/drafts': {
    summary:
      "Drafts and scheduled articles the signed-in person may edit (platform admins: all; organisation members: their organisations'), most recently changed first",
    tags: ['news'],
    security: bearerSecurity,
    querystring: newsDraftsQuerySchema,
    response: { 200: newsPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
  'GET /news/:slug': {
    summary: 'One article of the platform in one language, its body as sanitised HTML',
    description:
      'Published articles for everyone. A draft or scheduled article only for its editors (a bearer token is read when sent; without one, or for anyone else, it is a 404 as if it did not exist).',
    tags: ['news'],
    params: newsSlugParamsSchema,
    querystring: newsDetailQuerySchema,
    response: { 200: newsArticleSchema, 400: errorSchema, 404: errorSchema },
  },
  'GET /news/:slug/share.jpg': {
    summary: "A published article's sharing image: its cover photo as a 1200×630 JPEG, for link previews (og:image)",
    description:
      "The same rendition as a spot's sharing image of the same photo. An article without a cover redirects (302) to its platform's sharing image (PNG); a draft, a scheduled or an unknown article is a 404.",
    tags: ['news'],
    params: newsSlugParamsSchema,
    querystring: newsShareImageQuerySchema,
  },
  'GET /news/:slug/source': {
    summary: 'An article as its editors write it: every translation with its Markdown and the rendered preview',
    tags: ['news'],
    security: bearerSecurity,
    params: newsSlugParamsSchema,
    response: { 200: newsSourceSchema, ...writeErrors },
  },
  'POST /news': {
    summary: "Write an article: the platform's news (admins) or an organisation's (its members and admins)",
    tags: ['news'],
    security: bearerSecurity,
    body: newsInputSchema,
    response: { 201: newsSourceSchema, ...writeErrors, 409: errorSchema },
  },
  'PATCH /news/:slug': {
    summary: 'Edit, publish, schedule or unpublish an article (its editors): only the fields sent change',
    tags: ['news'],
    security: bearerSecurity,
    params: newsSlugParamsSchema,
    body: newsPatchSchema,
    response: { 200: newsSourceSchema, ...writeErrors },
  },
  'DELETE /news/:slug': {
    summary: 'Delete an article (its editors); the audit keeps what it was',
    tags: ['news'],
    security: bearerSecurity,
    params: newsSlugParamsSchema,
    response: { 204: noContentSchema, ...writeErrors },
  },
  'GET /news.rss': {
    summary: 'News as an RSS 2.0 feed (application/rss+xml)',
    description: feedDescription('RSS 2.0'),
    tags: ['news'],
    querystring: newsFeedQuerySchema,
    response: { 400: errorSchema },
  },
  'GET /news.atom': {
    summary: 'News as an Atom 1.0 feed (application/atom+xml)',
    description: feedDescription('Atom 1.0'),
    tags: ['news'],
    querystring: newsFeedQuerySchema,
    response: { 400: errorSchema },
  },
} satisfies RouteTable;
