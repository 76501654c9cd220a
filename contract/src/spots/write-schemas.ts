// What the spot writes accept (docs/spots-write-api.md, "Spots"): SpotInput for create, any part
// of it for edit, one category, and what the viewer endpoint answers. Every message starts with
// the field's path as the error's `field` names it (location.lat, photoIds.1).
import { z } from 'zod';
import { idNumber, roundDegrees, type IdColumn } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { MAX_CATEGORIES, MAX_DESCRIPTION, MAX_PHOTOS, MAX_TITLE } from './constants.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** An assigned ISO 3166-1 alpha-2 code (upper case), as far as this runtime's ICU knows them. */
const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== undefined;

const titleSchema = plainText('title', 1, MAX_TITLE);
const descriptionSchema = plainText('description', 0, MAX_DESCRIPTION).describe(`Plain text, at most ${MAX_DESCRIPTION} characters after trimming`);

const famedSchema = z.boolean({ error: 'famed must be true (fame: a good place) or false (shame: a bad one)' });

const locationSchema = z.object(
  {
    lat: z
      .number({ error: 'location.lat must be a latitude from -90 to 90' })
      .min(-90, { error: 'location.lat must be a latitude from -90 to 90' })
      .max(90, { error: 'location.lat must be a latitude from -90 to 90' })
      .transform(roundDegrees),
    lng: z
      .number({ error: 'location.lng must be a longitude from -180 to 180' })
      .min(-180, { error: 'location.lng must be a longitude from -180 to 180' })
      .max(180, { error: 'location.lng must be a longitude from -180 to 180' })
      .transform(roundDegrees),
  },
  { error: 'location must be { lat, lng } in degrees' },
);

/** Optional address text: trimmed, empty means none. */
function addressText(name: string, max: number) {
  return plainText(`address.${name}`, 0, max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
}

const addressSchema = z.object(
  {
    street: addressText('street', 200),
    postalCode: addressText('postalCode', 20),
    city: addressText('city', 100),
    country: z
      .string({ error: 'address.country must be an ISO 3166-1 alpha-2 code in upper case (e.g. CH), or null' })
      .refine(isCountryCode, { error: 'address.country must be an ISO 3166-1 alpha-2 code in upper case (e.g. CH), or null' })
      .nullable()
      .optional(),
  },
  { error: 'address must be an object { street, postalCode, city, country }' },
);
export type AddressInput = z.output<typeof addressSchema>;

/** A list of distinct positive ids of a `column` column, at most `max`. */
function idList(name: string, max: number, what: string, column: IdColumn) {
  // The error's field is the entry (photoIds.1), so the message need not repeat it.
  const element = `must be a ${what} id (a positive integer)`;
  return z
    .array(idNumber(element, column), { error: `${name} must be a list of ${what} ids` })
    .max(max, { error: `${name} must have at most ${max} entries` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${name} must not name the same one twice` });
}

const spotInputShape = {
  title: titleSchema,
  description: descriptionSchema.default(''),
  famed: famedSchema,
  location: locationSchema,
  address: addressSchema.optional(),
  categoryIds: idList('categoryIds', MAX_CATEGORIES, 'category', 'int4').optional().describe(`At most ${MAX_CATEGORIES} categories of the platform`),
  photoIds: idList('photoIds', MAX_PHOTOS, 'photo', 'bigint')
    .optional()
    .describe(`At most ${MAX_PHOTOS} photos this person uploaded (POST /photos) and not yet attached; gallery order, the first is the cover`),
  draftId: z
    .uuid({ error: 'draftId must be a UUID (the id the client gave its draft)' })
    .optional()
    .describe(
      'The id the client gave the draft this spot comes from: the same draft sent again (an answer lost offline) answers 200 with the spot it made, never a second spot',
    ),
};

export const spotInputSchema = z
  .object(spotInputShape, { error: 'The body must be a JSON object (SpotInput)' })
  .register(apiSchemas, { id: 'SpotInput' });
export type SpotInput = z.output<typeof spotInputSchema>;
/** What a client sends to add a spot (before trimming and defaults). */
export type SpotInputBody = z.input<typeof spotInputSchema>;
export type AddressBody = NonNullable<SpotInputBody['address']>;

/** An edit: any part of SpotInput, except photos (they have endpoints of their own). */
export const spotPatchSchema = z
  .looseObject(
    {
      title: titleSchema.optional(),
      description: descriptionSchema.optional(),
      famed: famedSchema.optional(),
      location: locationSchema.optional(),
      address: addressSchema.optional(),
      categoryIds: spotInputShape.categoryIds,
    },
    { error: 'The body must be a JSON object (part of SpotInput)' },
  )
  .describe('Any part of SpotInput except photoIds (photos have endpoints of their own)')
  .superRefine((body, ctx) => {
    if ('photoIds' in body) {
      ctx.addIssue({
        code: 'custom',
        path: ['photoIds'],
        message: 'photoIds cannot be edited: add photos with POST /spots/:id/photos, remove them with DELETE /photos/:id',
      });
    }
  })
  .transform(({ title, description, famed, location, address, categoryIds }) => ({ title, description, famed, location, address, categoryIds }));
export type SpotPatch = z.output<typeof spotPatchSchema>;

export const addCategorySchema = z.object(
  {
    categoryId: idNumber('categoryId must be a category id (a positive integer)', 'int4'),
  },
  { error: 'The body must be a JSON object { categoryId }' },
);

export const archiveDelaySchema = z
  .object({ archiveAt: z.iso.datetime().describe('The new archive date: 30 days after the later of now and the previous one') })
  .register(apiSchemas, { id: 'ArchiveDelay' });

export const spotViewerSchema = z
  .object({
    voted: z.boolean(),
    proposedFix: z.boolean(),
    votedCommentIds: z.array(z.number().int()),
    reportedSpot: z.boolean().describe('An open report of this person about the spot exists'),
    reportedCommentIds: z.array(z.number().int()),
    can: z.object({
      edit: z.boolean(),
      delete: z.boolean(),
      delayArchive: z.boolean(),
      markFixed: z.boolean(),
      moderate: z.boolean().describe('Moderator or admin: may delete any comment'),
      report: z.boolean().describe('May report the spot to the moderators: anyone but its author'),
      answerAs: z
        .array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() }))
        .describe('Organisations this person may answer officially as'),
    }),
  })
  .register(apiSchemas, { id: 'SpotViewer' });
export type SpotViewer = z.infer<typeof spotViewerSchema>;
