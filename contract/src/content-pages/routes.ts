import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import {
  contentPageLocaleParamsSchema,
  contentPageParamsSchema,
  contentPageQuerySchema,
  contentPageRevisionParamsSchema,
  contentPageRevisionSchema,
  contentPageRevisionsQuerySchema,
  contentPageRevisionsSchema,
  contentPageSaveBodySchema,
  contentPageSchema,
} from './schemas.ts';

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const contentPageRoutes = {
  'GET /content/:page': {
    summary: "A content page of the request's platform, rendered, in the best language it has",
    description:
      'Placeholders are filled for the request’s platform and country (contact address, site address). The language is `lang`, else the Accept-Language match; a page without it falls back to en, then to any language it has.',
    tags: ['content'],
    params: contentPageParamsSchema,
    querystring: contentPageQuerySchema,
    response: { 200: contentPageSchema, 400: errorSchema, 404: errorSchema },
  },
  'PUT /content/:page/:locale': {
    summary: "Save a content page's text (administrators): a new revision, which the page shows from now on",
    tags: ['content'],
    security: bearerSecurity,
    params: contentPageLocaleParamsSchema,
    body: contentPageSaveBodySchema,
    response: { 200: contentPageRevisionSchema, ...adminErrors, 409: errorSchema },
  },
  'GET /content/:page/:locale/revisions': {
    summary: "A content page's saves, newest first, with author and time (administrators)",
    tags: ['content'],
    security: bearerSecurity,
    params: contentPageLocaleParamsSchema,
    querystring: contentPageRevisionsQuerySchema,
    response: { 200: contentPageRevisionsSchema, ...adminErrors },
  },
  'GET /content/:page/:locale/revisions/:id': {
    summary: 'One saved text of a content page, as written (administrators; for a diff)',
    tags: ['content'],
    security: bearerSecurity,
    params: contentPageRevisionParamsSchema,
    response: { 200: contentPageRevisionSchema, ...adminErrors },
  },
} satisfies RouteTable;
