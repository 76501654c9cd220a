// The organisation form's values: empty for a new one, read from a stored one for an edit, and
// turned into the body of POST /organisations or PATCH /organisations/{slug}. An organisation's own
// administrators send only what they may change (ORGANISATION_SELF_SERVICE_FIELDS).
import {
  LOCALES,
  MAX_ORGANISATION_DESCRIPTION,
  MAX_ORGANISATION_NAME,
  ORGANISATION_SLUG_MAX,
  ORGANISATION_SLUG_MIN,
  ORGANISATION_SLUG_PATTERN,
  type Locale,
  type Organisation,
  type OrganisationInputBody,
  type OrganisationType,
} from '@moveable/contract';
import type { FieldErrors, Photo } from '@moveable/shared';

export const ORGANISATION_FIELDS = [
  'name',
  'slug',
  'type',
  'country',
  'names.de',
  'descriptions.de',
  'names.fr',
  'descriptions.fr',
  'names.it',
  'descriptions.it',
  'names.en',
  'descriptions.en',
  'website',
  'contactEmail',
  'premium',
  'logoPhotoId',
] as const;
export type OrganisationField = (typeof ORGANISATION_FIELDS)[number];

export interface OrganisationValues {
  name: string;
  slug: string;
  type: OrganisationType;
  country: string;
  names: Record<Locale, string>;
  descriptions: Record<Locale, string>;
  website: string;
  contactEmail: string;
  premium: boolean;
  logo: Photo | null;
}

const noTexts = (): Record<Locale, string> => ({ de: '', fr: '', it: '', en: '' });

export function emptyValues(country: string): OrganisationValues {
  return {
    name: '',
    slug: '',
    type: 'town',
    country,
    names: noTexts(),
    descriptions: noTexts(),
    website: '',
    contactEmail: '',
    premium: false,
    logo: null,
  };
}

export function valuesOf(organisation: Organisation): OrganisationValues {
  const texts = (stored: Partial<Record<Locale, string | undefined>>) =>
    Object.fromEntries(LOCALES.map((l) => [l, stored[l] ?? ''])) as Record<Locale, string>;
  return {
    name: organisation.ownName,
    slug: organisation.slug,
    type: organisation.type,
    country: organisation.country,
    names: texts(organisation.names),
    descriptions: texts(organisation.descriptions),
    website: organisation.website ?? '',
    contactEmail: organisation.contactEmail ?? '',
    premium: organisation.premium,
    logo: organisation.logo,
  };
}

const filled = (texts: Record<Locale, string>) =>
  Object.fromEntries(LOCALES.filter((l) => texts[l].trim()).map((l) => [l, texts[l].trim()])) as Partial<Record<Locale, string>>;
/** Every language: its text, or null to remove it. */
const perLanguage = (texts: Record<Locale, string>) =>
  Object.fromEntries(LOCALES.map((l) => [l, texts[l].trim() || null])) as Record<Locale, string | null>;
const orNull = (text: string) => text.trim() || null;

export function toInput(values: OrganisationValues): OrganisationInputBody {
  return {
    slug: values.slug.trim(),
    type: values.type,
    country: values.country,
    name: values.name.trim(),
    names: filled(values.names),
    descriptions: filled(values.descriptions),
    logoPhotoId: values.logo?.id ?? null,
    website: orNull(values.website),
    contactEmail: orNull(values.contactEmail),
    premium: values.premium,
  };
}

/** The edit: a platform administrator sends every field, an organisation's administrator its own. */
export function toPatch(values: OrganisationValues, platformAdmin: boolean) {
  const own = {
    descriptions: perLanguage(values.descriptions),
    logoPhotoId: values.logo?.id ?? null,
    website: orNull(values.website),
    contactEmail: orNull(values.contactEmail),
  };
  if (!platformAdmin) return own;
  return { ...own, type: values.type, country: values.country, name: values.name.trim(), names: perLanguage(values.names), premium: values.premium };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const length = (text: string) => [...text.trim()].length;

/** What the page can tell before asking the server (the server checks everything again). */
export function validate(values: OrganisationValues, creating: boolean): FieldErrors<OrganisationField> {
  const found: FieldErrors<OrganisationField> = {};
  const error = (field: OrganisationField, key: string) => (found[field] = `organisation.form.errors.${key}`);
  if (!values.name.trim() || length(values.name) > MAX_ORGANISATION_NAME) error('name', 'name');
  if (creating) {
    const slug = values.slug.trim();
    if (slug.length < ORGANISATION_SLUG_MIN || slug.length > ORGANISATION_SLUG_MAX || !ORGANISATION_SLUG_PATTERN.test(slug)) error('slug', 'slug');
  }
  for (const locale of LOCALES) {
    if (length(values.names[locale]) > MAX_ORGANISATION_NAME) error(`names.${locale}`, 'names');
    if (length(values.descriptions[locale]) > MAX_ORGANISATION_DESCRIPTION) error(`descriptions.${locale}`, 'descriptions');
  }
  if (values.website.trim() && !values.website.trim().startsWith('https://')) error('website', 'website');
  if (values.contactEmail.trim() && !EMAIL.test(values.contactEmail.trim())) error('contactEmail', 'contactEmail');
  return found;
}
