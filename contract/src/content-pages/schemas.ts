// Content pages: what GET /content/:page answers (the text rendered to sanitised HTML, in the
// best language there is), and what administrators save and read back (Markdown as written, with
// its placeholders, and the history of saves).
import { z } from 'zod';
import { idParam, intParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { LOCALES } from '../rules/locale.ts';
import { CONTENT_BODY_MAX_LENGTH, CONTENT_DESCRIPTION_MAX_LENGTH, CONTENT_PAGES, CONTENT_TITLE_MAX_LENGTH } from './constants.ts';

const localeParam = (name: string) => z.enum(LOCALES, { error: `${name} must be one of ${LOCALES.join(', ')}` });

// A string rather than an enum: an unknown page is a 404 (like an unknown slug), not a 400.
const pageParam = z
  .string({ error: 'page must be a page name' })
  .regex(/^[a-z][a-z-]{0,39}$/, { error: 'page must be a page name' })
  .describe(`One of ${CONTENT_PAGES.join(', ')}; any other name is a 404`);

export const contentPageParamsSchema = z.object({ page: pageParam });
export const contentPageLocaleParamsSchema = z.object({ page: pageParam, locale: localeParam('locale') });
export const contentPageRevisionParamsSchema = z.object({ page: pageParam, locale: localeParam('locale'), id: idParam('id', 'bigint') });

export const contentPageQuerySchema = z.object({
  lang: localeParam('lang').optional().describe("The page's language; default the Accept-Language match. Falls back to en, then any"),
});

export const contentPageSchema = z
  .object({
    page: z.enum(CONTENT_PAGES),
    locale: z.enum(LOCALES).describe('The language shown: the one asked for, else en, else any the page has'),
    title: z.string().describe('Plain text; the page renders it as its h1'),
    description: z.string().describe('Plain text, for the meta description'),
    bodyHtml: z.string().describe('The body rendered from Markdown and sanitised on an allow-list; starts at h2'),
    updatedAt: z.iso.datetime().describe('When the text shown was saved'),
    revisionId: z.number().int().describe('The revision shown (send it as baseRevisionId when saving an edit)'),
  })
  .register(apiSchemas, { id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;

const markdown = (field: string, max: number) =>
  plainText(field, 1, max).describe(`Markdown with placeholders such as {{contactEmail}}, 1 to ${max} characters`);

export const contentPageSaveBodySchema = z.object(
  {
    title: plainText('title', 1, CONTENT_TITLE_MAX_LENGTH),
    description: plainText('description', 1, CONTENT_DESCRIPTION_MAX_LENGTH),
    bodyMarkdown: markdown('bodyMarkdown', CONTENT_BODY_MAX_LENGTH),
    baseRevisionId: z
      .number({ error: 'baseRevisionId must be a revision id' })
      .int({ error: 'baseRevisionId must be a revision id' })
      .positive({ error: 'baseRevisionId must be a revision id' })
      .optional()
      .describe('The revision the edit started from; another current revision is a 409 revision_conflict'),
  },
  { error: 'The body must be a JSON object with title, description and bodyMarkdown' },
);

const revisionAuthorSchema = z
  .object({ id: z.number().int(), username: z.string().nullable().describe('null for a deleted account') })
  .nullable()
  .describe('null: the text the platform was seeded with');

export const contentPageRevisionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: revisionAuthorSchema,
  createdAt: z.iso.datetime(),
  current: z.boolean().describe('The newest revision: the text the page shows'),
});

export const contentPageRevisionSchema = contentPageRevisionSummarySchema
  .extend({
    page: z.enum(CONTENT_PAGES),
    locale: z.enum(LOCALES),
    description: z.string(),
    bodyMarkdown: z.string().describe('As written, placeholders unfilled'),
  })
  .register(apiSchemas, { id: 'ContentPageRevision' });
export type ContentPageRevision = z.infer<typeof contentPageRevisionSchema>;

export const contentPageRevisionsQuerySchema = z.object({
  limit: intParam('limit', 1, 200).optional().describe('1..200, default 50'),
  cursor: idParam('cursor', 'bigint').optional().describe('nextCursor of the previous page'),
});

export const contentPageRevisionsSchema = z
  .object({
    items: z.array(contentPageRevisionSummarySchema).describe('Newest first'),
    nextCursor: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'ContentPageRevisions' });
