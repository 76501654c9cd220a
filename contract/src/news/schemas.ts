// News articles: what GET /news, /news/:slug, /news/drafts and the writes accept (validated, the
// field named in every error) and what they answer. An article has one translation per language
// it is written in (title, lead, Markdown body); readers get one translation, chosen by the
// content-locale rule (newsLocale), with its body rendered to sanitised HTML by the server.
import { z } from 'zod';
import { idNumber, intParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { LOCALES, type Locale } from '../rules/locale.ts';
import { PLATFORMS } from '../rules/platform.ts';
import { photoSchema } from '../spots/schemas.ts';
import {
  DEFAULT_NEWS_PAGE,
  MAX_NEWS_BODY,
  MAX_NEWS_LEAD,
  MAX_NEWS_PAGE,
  MAX_NEWS_TAG,
  MAX_NEWS_TAGS,
  MAX_NEWS_TITLE,
  NEWS_SLUG_MAX,
  NEWS_SLUG_MIN,
  NEWS_SLUG_PATTERN,
  NEWS_STATUSES,
  NEWS_TAG_PATTERN,
  RESERVED_NEWS_SLUGS,
} from './constants.ts';

function slugSchema(field: string) {
  const message = `${field} must be ${NEWS_SLUG_MIN} to ${NEWS_SLUG_MAX} characters of a-z and 0-9 in words joined by single hyphens (e.g. new-bike-lanes-2026)`;
  return z
    .string({ error: message })
    .min(NEWS_SLUG_MIN, { error: message })
    .max(NEWS_SLUG_MAX, { error: message })
    .regex(NEWS_SLUG_PATTERN, { error: message });
}

const organisationSlug = (field: string) =>
  z.string({ error: `${field} must be an organisation slug (a-z, 0-9, -)` }).regex(/^[a-z0-9][a-z0-9-]{0,63}$/, {
    error: `${field} must be an organisation slug (a-z, 0-9, -)`,
  });

// An entry of a list is named by its path (tags.1), so its message need not repeat the name.
const tagMessage = (field: string | null) =>
  `${field === null ? '' : `${field} `}must be a tag: at most ${MAX_NEWS_TAG} characters of a-z and 0-9 in words joined by hyphens`;
const tagSchema = (field: string | null) =>
  z
    .string({ error: tagMessage(field) })
    .trim()
    .toLowerCase()
    .max(MAX_NEWS_TAG, { error: tagMessage(field) })
    .regex(NEWS_TAG_PATTERN, { error: tagMessage(field) });

export const newsSlugParamsSchema = z.object({ slug: slugSchema('slug') });

const localeEnum = (field: string) => z.enum(LOCALES, { error: `${field} must be one of ${LOCALES.join(', ')}` });

const newsRefs = {
  organisation: z.object({ slug: z.string(), name: z.string() }).nullable().describe("The organisation whose news this is; null: the platform's own"),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('Who wrote it; null once the account is deleted'),
};

const newsSummaryShape = {
  slug: z.string(),
  platform: z.enum(PLATFORMS),
  country: z.string().nullable().describe('Two-letter code; null: every country of the platform (shown on each of its sites)'),
  status: z.enum(NEWS_STATUSES).describe('draft, scheduled (published, publishedAt in the future) or published; the public sees published only'),
  locale: z
    .enum(LOCALES)
    .describe('The language of title, lead and body shown (the content-locale rule, falling back to a language the article has)'),
  locales: z.array(z.enum(LOCALES)).describe('Every language the article is written in'),
  title: z.string(),
  lead: z.string().describe('Plain text'),
  coverPhoto: photoSchema.nullable(),
  tags: z.array(z.string()),
  ...newsRefs,
  publishedAt: z.iso.datetime().nullable().describe('When it is (or will be) public; null for a draft without a date'),
  updatedAt: z.iso.datetime(),
};

export const newsSummarySchema = z.object(newsSummaryShape).register(apiSchemas, { id: 'NewsSummary' });
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsArticleSchema = z
  .object({
    ...newsSummaryShape,
    bodyHtml: z.string().describe('The body of `locale`, Markdown rendered to HTML and sanitised on the server (api/README.md, "News")'),
  })
  .register(apiSchemas, { id: 'NewsArticle' });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsPageSchema = z
  .object({
    items: z.array(newsSummarySchema),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'NewsPage' });
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsTranslationSchema = z
  .object({
    locale: z.enum(LOCALES),
    title: z.string(),
    lead: z.string(),
    body: z.string().describe('Markdown as written'),
    bodyHtml: z.string().describe('The body rendered and sanitised, as readers get it (the preview)'),
  })
  .register(apiSchemas, { id: 'NewsTranslation' });
export type NewsTranslation = z.infer<typeof newsTranslationSchema>;

/** An article as its editors see it: every translation with its Markdown. */
export const newsSourceSchema = z
  .object({
    slug: z.string(),
    platform: z.enum(PLATFORMS),
    country: newsSummaryShape.country,
    status: newsSummaryShape.status,
    publishedAt: newsSummaryShape.publishedAt,
    ...newsRefs,
    tags: z.array(z.string()),
    coverPhoto: photoSchema.nullable(),
    translations: z.array(newsTranslationSchema).describe('In the order de, fr, it, en'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'NewsSource' });
export type NewsSource = z.infer<typeof newsSourceSchema>;

const pageParams = {
  limit: intParam('limit', 1, MAX_NEWS_PAGE).default(DEFAULT_NEWS_PAGE),
  // Opaque to clients; the server decodes it and answers 400 naming `cursor` when it does not fit.
  cursor: z.string().max(500, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
};

export const newsListQuerySchema = z.object({
  tag: tagSchema('tag').optional().describe('Only articles with this tag'),
  organisation: organisationSlug('organisation').optional().describe("Only this organisation's news"),
  ...pageParams,
});
export type NewsListQuery = z.output<typeof newsListQuerySchema>;

export const newsDraftsQuerySchema = z.object({
  status: z
    .enum(['draft', 'scheduled'], { error: 'status must be draft or scheduled' })
    .optional()
    .describe('Only drafts, or only scheduled articles; both without'),
  ...pageParams,
});
export type NewsDraftsQuery = z.output<typeof newsDraftsQuerySchema>;

export const newsDetailQuerySchema = z.object({
  lang: localeEnum('lang').optional().describe('Show this language if the article has it (otherwise the content-locale rule picks)'),
});

export const newsFeedQuerySchema = z.object({
  platform: z
    .enum(PLATFORMS, { error: `platform must be one of ${PLATFORMS.join(', ')}` })
    .optional()
    .describe('Feed readers send no moveable-* headers: the platform, default the header or bikeable'),
  country: z
    .string({ error: 'country must be a two-letter country code of the platform or world' })
    .regex(/^([a-z]{2}|world)$/, { error: 'country must be a two-letter country code of the platform or world' })
    .optional()
    .describe('A country of the platform, or world (every country); default the header or ch'),
  lang: localeEnum('lang').optional().describe("The feed's language: articles written in it; default the content-locale rule"),
});
export type NewsFeedQuery = z.output<typeof newsFeedQuerySchema>;

export const newsShareImageQuerySchema = z.object({
  platform: newsFeedQuerySchema.shape.platform.describe(
    'Link previews send no moveable-* headers: the platform whose article it is, default the header or bikeable',
  ),
  v: z
    .string()
    .max(20)
    .optional()
    .describe('<cover photo id>-<rendering> the address was made for; the current ones make the answer cacheable for a year'),
});

function translationInput(locale: Locale) {
  const at = `translations.${locale}`;
  return z.object(
    {
      title: plainText(`${at}.title`, 1, MAX_NEWS_TITLE),
      lead: plainText(`${at}.lead`, 1, MAX_NEWS_LEAD),
      body: plainText(`${at}.body`, 1, MAX_NEWS_BODY).describe(`Markdown, 1 to ${MAX_NEWS_BODY} characters after trimming`),
    },
    { error: `${at} must be an object { title, lead, body }` },
  );
}
export type NewsTranslationInput = z.output<ReturnType<typeof translationInput>>;

const countryInput = z
  .string({ error: 'country must be a two-letter country code of the platform, or world (null)' })
  .regex(/^([a-z]{2}|world)$/, { error: 'country must be a two-letter country code of the platform, or world (null)' })
  .nullable()
  .transform((v) => (v === 'world' ? null : v))
  .describe('A country of the platform; world or null: every country of the platform');

const tagsInput = z
  .array(z.unknown(), { error: `tags must be a list of at most ${MAX_NEWS_TAGS} tags` })
  .max(MAX_NEWS_TAGS, { error: `tags must have at most ${MAX_NEWS_TAGS} entries` })
  .pipe(z.array(tagSchema(null)))
  .transform((tags) => [...new Set(tags)]);

const coverInput = idNumber('coverPhotoId must be a photo id (a positive integer) or null', 'bigint')
  .nullable()
  .describe('A photo this person uploaded (POST /photos) and not attached to a spot; null: none');

const publishedAtInput = z
  .string({ error: 'publishedAt must be an ISO date-time with offset (e.g. 2026-05-01T08:00:00Z) or null' })
  .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, {
    error: 'publishedAt must be an ISO date-time with offset (e.g. 2026-05-01T08:00:00Z) or null',
  })
  .transform((v) => new Date(v))
  .nullable();

const statusInput = z
  .enum(NEWS_STATUSES, { error: `status must be one of ${NEWS_STATUSES.join(', ')}` })
  .describe('draft; published (publishedAt now, or the past date given); scheduled (publishedAt in the future, required)');

const translationsShape = Object.fromEntries(LOCALES.map((l) => [l, translationInput(l).optional()])) as {
  [L in Locale]: z.ZodOptional<ReturnType<typeof translationInput>>;
};

export const newsInputSchema = z
  .object(
    {
      slug: slugSchema('slug').refine((s) => !(RESERVED_NEWS_SLUGS as readonly string[]).includes(s), {
        error: `slug must not be one of ${RESERVED_NEWS_SLUGS.join(', ')}`,
        params: { code: 'reserved' },
      }),
      country: countryInput.optional().transform((v) => v ?? null),
      organisation: organisationSlug('organisation')
        .nullable()
        .optional()
        .describe("An organisation of the platform whose news this is; null: the platform's"),
      tags: tagsInput.optional().transform((v) => v ?? []),
      coverPhotoId: coverInput.optional(),
      status: statusInput.default('draft'),
      publishedAt: publishedAtInput.optional(),
      translations: z
        .object(translationsShape, { error: 'translations must be an object with at least one of de, fr, it, en' })
        .refine((t) => LOCALES.some((l) => t[l] !== undefined), {
          error: 'translations must have at least one of de, fr, it, en',
          params: { code: 'required' },
        }),
    },
    { error: 'The body must be a JSON object (NewsInput)' },
  )
  .register(apiSchemas, { id: 'NewsInput' });
export type NewsInput = z.output<typeof newsInputSchema>;
export type NewsInputBody = z.input<typeof newsInputSchema>;

const translationsPatchShape = Object.fromEntries(LOCALES.map((l) => [l, translationInput(l).nullable().optional()])) as {
  [L in Locale]: z.ZodOptional<z.ZodNullable<ReturnType<typeof translationInput>>>;
};

/** An edit: any part of NewsInput but the slug; a translation set to null is removed. */
export const newsPatchSchema = z
  .looseObject(
    {
      country: countryInput.optional(),
      organisation: organisationSlug('organisation').nullable().optional(),
      tags: tagsInput.optional(),
      coverPhotoId: coverInput.optional(),
      status: statusInput.optional(),
      publishedAt: publishedAtInput.optional(),
      translations: z
        .object(translationsPatchShape, { error: 'translations must be an object of de, fr, it, en (null removes one)' })
        .optional()
        .describe('Only the languages named change; null removes that language (one must remain)'),
    },
    { error: 'The body must be a JSON object (part of NewsInput)' },
  )
  .describe('Any part of NewsInput except slug (the address of a published article never changes)')
  .superRefine((body, ctx) => {
    if ('slug' in body) ctx.addIssue({ code: 'custom', path: ['slug'], message: 'slug cannot be changed', params: { code: 'immutable' } });
  })
  .transform(({ country, organisation, tags, coverPhotoId, status, publishedAt, translations }) => ({
    country,
    organisation,
    tags,
    coverPhotoId,
    status,
    publishedAt,
    translations,
  }));
export type NewsPatch = z.output<typeof newsPatchSchema>;
