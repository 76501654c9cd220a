// Organisations (partners and towns): what GET /organisations, /organisations/:slug and the
// administrators' writes accept (validated, the field named in every error) and what they answer.
// An organisation has its own name, its name in other languages, a description per language (the
// reader gets one, chosen by the content-locale rule like news), a logo from the photo pipeline,
// a website (https), a public contact address, a premium flag and an area (regions).
import { z } from 'zod';
import { bboxSchema } from '../http/common-schemas.ts';
import { booleanParam, idNumber, intParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { LOCALES, type Locale } from '../rules/locale.ts';
import { PLATFORMS } from '../rules/platform.ts';
import { OFFICIAL_ANSWER_STATUSES } from '../spots/constants.ts';
import { photoSchema } from '../spots/schemas.ts';
import { emailSchema } from '../users/schemas.ts';
import {
  DEFAULT_ORGANISATION_PAGE,
  isHttpsUrl,
  MAX_ORGANISATION_DESCRIPTION,
  MAX_ORGANISATION_NAME,
  MAX_ORGANISATION_PAGE,
  MAX_ORGANISATION_REGIONS,
  MAX_ORGANISATION_URL,
  ORGANISATION_SLUG_MAX,
  ORGANISATION_SLUG_MIN,
  ORGANISATION_SLUG_PATTERN,
  ORGANISATION_STATISTICS_MONTHS,
  ORGANISATION_TYPES,
  RESERVED_ORGANISATION_SLUGS,
} from './constants.ts';

const localeTexts = z.object({ de: z.string().optional(), fr: z.string().optional(), it: z.string().optional(), en: z.string().optional() });

const summaryShape = {
  slug: z.string(),
  type: z.enum(ORGANISATION_TYPES),
  platform: z.enum(PLATFORMS),
  country: z.string().describe('Two-letter code of the country it belongs to'),
  name: z.string().describe("Its name in the reader's language when it has one, else its own name"),
  description: z.string().nullable().describe('Plain text in `locale`; null without any description'),
  locale: z
    .enum(LOCALES)
    .nullable()
    .describe('The language of `description` (the content-locale rule, falling back to a language it has); null without any'),
  locales: z.array(z.enum(LOCALES)).describe('Every language it has a description in'),
  logo: photoSchema.nullable(),
  website: z.string().nullable().describe('https URL'),
  contactEmail: z.string().nullable().describe('Its public contact address'),
  premium: z.boolean(),
  regionIds: z.array(z.number().int()).describe('Its area'),
  counts: z
    .object({
      spots: z.number().int().describe("Current spots of the organisation's platform in its area"),
      officialAnswers: z.number().int().describe('Official answers it has given'),
    })
    .describe('Counted when asked'),
};

export const organisationSummarySchema = z.object(summaryShape).register(apiSchemas, { id: 'OrganisationSummary' });
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const organisationSchema = z
  .object({
    ...summaryShape,
    ownName: z.string().describe('Its own name, as official answers and news show it'),
    names: localeTexts.describe('Its name in other languages, as stored'),
    descriptions: localeTexts.describe('Every description, as stored'),
    bbox: bboxSchema.nullable().describe('Union of its regions; null without regions'),
    updatedAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'Organisation' });
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationPageSchema = z
  .object({
    items: z.array(organisationSummarySchema),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'OrganisationPage' });
export type OrganisationPage = z.infer<typeof organisationPageSchema>;

export const organisationSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'slug must be an organisation slug (a-z, 0-9, -)' }),
});

const typeEnum = (field: string) => z.enum(ORGANISATION_TYPES, { error: `${field} must be one of ${ORGANISATION_TYPES.join(', ')}` });

export const organisationListQuerySchema = z.object({
  country: z
    .string({ error: 'country must be a two-letter country code or world' })
    .regex(/^([a-z]{2}|world)$/, { error: 'country must be a two-letter country code or world' })
    .optional()
    .describe("Only this country's organisations; world: every country of the platform. Default: the site's country (the header)"),
  type: typeEnum('type').optional().describe('Only towns, partners or sponsors'),
  premium: booleanParam('premium').optional().describe('Only premium partners (true) or the others (false)'),
  limit: intParam('limit', 1, MAX_ORGANISATION_PAGE).default(DEFAULT_ORGANISATION_PAGE),
  cursor: z.string().max(300, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
});
export type OrganisationListQuery = z.output<typeof organisationListQuerySchema>;

// ----- writes -----

function slugSchema(field: string) {
  const message = `${field} must be ${ORGANISATION_SLUG_MIN} to ${ORGANISATION_SLUG_MAX} characters of a-z and 0-9 in words joined by single hyphens (e.g. pro-velo-bern)`;
  return z
    .string({ error: message })
    .min(ORGANISATION_SLUG_MIN, { error: message })
    .max(ORGANISATION_SLUG_MAX, { error: message })
    .regex(ORGANISATION_SLUG_PATTERN, { error: message })
    .refine((slug) => !RESERVED_ORGANISATION_SLUGS.includes(slug), {
      error: `${field} must not be ${RESERVED_ORGANISATION_SLUGS.join(' or ')} (a path of the API)`,
    });
}

const httpsUrl = (field: string) =>
  z
    .string({ error: `${field} must be an https URL` })
    .trim()
    .max(MAX_ORGANISATION_URL, { error: `${field} must have at most ${MAX_ORGANISATION_URL} characters` })
    .refine(isHttpsUrl, { error: `${field} must be an https URL (https://…)`, params: { code: 'invalid_url' } });

/** Per language: a text, or (in an edit) null to remove that language. */
function perLocale(field: string, max: number, nullable: boolean) {
  const entry = (locale: Locale) => {
    const text = plainText(`${field}.${locale}`, 1, max);
    return (nullable ? text.nullable() : text).optional();
  };
  return z.strictObject(Object.fromEntries(LOCALES.map((l) => [l, entry(l)])) as Record<Locale, ReturnType<typeof entry>>, {
    error: `${field} must be an object of de, fr, it, en texts`,
  });
}

const contactInput = emailSchema.nullable().describe('Its public contact address; null: none');
const logoInput = idNumber('logoPhotoId must be a photo id (a positive integer) or null', 'bigint')
  .nullable()
  .describe('A photo this person uploaded (POST /photos) that belongs to no spot, article or other organisation; null: none');
const regionsInput = z
  .array(idNumber('regionIds must be region ids', 'int4'), { error: 'regionIds must be a list of region ids' })
  .max(MAX_ORGANISATION_REGIONS, { error: `regionIds must have at most ${MAX_ORGANISATION_REGIONS} entries` })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
  .describe('Its area: regions of the platform (GET /regions)');

export const organisationInputSchema = z
  .strictObject(
    {
      slug: slugSchema('slug'),
      type: typeEnum('type'),
      country: z
        .string({ error: 'country must be a two-letter country code of the platform' })
        .regex(/^[a-z]{2}$/, { error: 'country must be a two-letter country code of the platform' }),
      name: plainText('name', 1, MAX_ORGANISATION_NAME).describe('Its own name, as official answers and news show it'),
      names: perLocale('names', MAX_ORGANISATION_NAME, false).optional().describe('Its name in other languages'),
      descriptions: perLocale('descriptions', MAX_ORGANISATION_DESCRIPTION, false).optional().describe('Plain text per language'),
      logoPhotoId: logoInput.optional(),
      website: httpsUrl('website').nullable().optional(),
      contactEmail: contactInput.optional(),
      premium: z.boolean({ error: 'premium must be true or false' }).optional(),
      regionIds: regionsInput.optional(),
    },
    { error: 'The body must be a JSON object (NewOrganisation)' },
  )
  .register(apiSchemas, { id: 'NewOrganisation' });
export type OrganisationInput = z.output<typeof organisationInputSchema>;
export type OrganisationInputBody = z.input<typeof organisationInputSchema>;

/**
 * What an organisation's own administrators may change; everything else is the platform
 * administrators' (a field of theirs in an organisation admin's edit is a 403 naming it).
 */
export const ORGANISATION_SELF_SERVICE_FIELDS = ['descriptions', 'logoPhotoId', 'website', 'contactEmail'] as const;

export const organisationPatchSchema = z
  .strictObject(
    {
      type: typeEnum('type').optional(),
      country: organisationInputSchema.shape.country.optional(),
      name: organisationInputSchema.shape.name.optional(),
      names: perLocale('names', MAX_ORGANISATION_NAME, true).optional().describe('Only the languages named change; null removes one'),
      descriptions: perLocale('descriptions', MAX_ORGANISATION_DESCRIPTION, true)
        .optional()
        .describe('Only the languages named change; null removes one'),
      logoPhotoId: logoInput.optional(),
      website: httpsUrl('website').nullable().optional(),
      contactEmail: contactInput.optional(),
      premium: z.boolean({ error: 'premium must be true or false' }).optional(),
      regionIds: regionsInput.optional(),
    },
    { error: 'The body must be a JSON object (part of NewOrganisation, without slug)' },
  )
  .describe('Any part of NewOrganisation but the slug; only the fields sent change')
  .register(apiSchemas, { id: 'OrganisationPatch' });
export type OrganisationPatch = z.output<typeof organisationPatchSchema>;

// ----- statistics (the town page) -----

export const organisationStatisticsSchema = z
  .object({
    slug: z.string(),
    computedAt: z.iso.datetime().describe('When these figures were counted (a job counts them every few minutes)'),
    spots: z
      .object({
        current: z.number().int().describe('Spots of the platform in its area, not archived'),
        fame: z.number().int(),
        shame: z.number().int(),
        fixed: z.number().int(),
        answered: z.number().int().describe('Current spots with an official answer'),
        archived: z.number().int(),
      })
      .describe('Spots in its area by state (deleted ones not counted)'),
    officialAnswers: z.object({
      total: z.number().int().describe('Official answers it gave'),
      spots: z.number().int().describe('Spots it answered'),
      medianHoursToFirstAnswer: z
        .number()
        .nullable()
        .describe("Median time from a spot's creation to its first answer by this organisation; null without answers"),
    }),
    months: z
      .array(z.object({ month: z.string().describe('YYYY-MM (UTC)'), spots: z.number().int().describe('Spots created in its area that month') }))
      .describe(`The last ${ORGANISATION_STATISTICS_MONTHS} months, oldest first, the current one last`),
  })
  .register(apiSchemas, { id: 'OrganisationStatistics' });
export type OrganisationStatistics = z.infer<typeof organisationStatisticsSchema>;

// ----- official answers (the town page) -----

export const organisationAnswerSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(OFFICIAL_ANSWER_STATUSES),
    text: z.string(),
    plannedFor: z.string().nullable().describe('YYYY-MM-DD, with status planned'),
    createdAt: z.iso.datetime(),
    spot: z.object({ id: z.number().int(), title: z.string(), famed: z.boolean(), fixed: z.boolean(), archived: z.boolean() }),
  })
  .register(apiSchemas, { id: 'OrganisationAnswer' });
export type OrganisationAnswer = z.infer<typeof organisationAnswerSchema>;

export const organisationAnswerPageSchema = z
  .object({
    items: z.array(organisationAnswerSchema),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'OrganisationAnswerPage' });
export type OrganisationAnswerPage = z.infer<typeof organisationAnswerPageSchema>;

export const organisationAnswersQuerySchema = z.object({
  limit: intParam('limit', 1, MAX_ORGANISATION_PAGE).default(DEFAULT_ORGANISATION_PAGE),
  cursor: z.string().max(300, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
});
export type OrganisationAnswersQuery = z.output<typeof organisationAnswersQuerySchema>;
