// Organisation rows → what the routes answer: the description in the language the content-locale
// rule picks (the rule of news: the site's country decides, falling back to the visitor's language,
// then en, de, fr, it), the name in that language if it has one there, else its own; the logo as
// a Photo; the stored texts for the detail.
import {
  contentLocaleFor,
  LOCALES,
  newsLocale,
  WORLD,
  type Locale,
  type Organisation,
  type OrganisationSummary,
  type Photo,
} from '@moveable/contract';
import type { LocaleTexts } from '../../db/schema.ts';
import { photoSrcset, photoUrl } from '../../images/photo-sizes.ts';
import type { OrganisationRow } from './repository.ts';

/** Who reads: the site's country (null: worldwide) and the visitor's locale. */
export interface Reader {
  country: string | null;
  locale: Locale;
}

const localesOf = (texts: LocaleTexts): Locale[] => LOCALES.filter((l) => typeof texts[l] === 'string');

/** The stored texts in the order de, fr, it, en (jsonb keeps its own order). */
const ordered = (texts: LocaleTexts): LocaleTexts => Object.fromEntries(localesOf(texts).map((l) => [l, texts[l]]));

function logo(row: OrganisationRow): Photo | null {
  const id = row.logo_photo_id;
  if (id === null || row.logo_width === null || row.logo_height === null) return null;
  const size = { width: row.logo_width, height: row.logo_height };
  return {
    id,
    url: photoUrl(id),
    ...size,
    showsFix: row.logo_shows_fix ?? false,
    srcset: photoSrcset(id, size, (row.logo_variants ?? []).length > 0),
  };
}

export function toSummary(row: OrganisationRow, reader: Reader): OrganisationSummary {
  const descriptionLocales = localesOf(row.descriptions);
  const descriptionLocale = newsLocale(descriptionLocales, reader.country, reader.locale);
  // A name in another language only where the reader's is one of them; otherwise its own name
  // (a German reader of a French-only list of names sees "Stadt Zürich", not "Ville de Zurich").
  const nameLocale = contentLocaleFor(reader.country ?? WORLD, reader.locale);
  return {
    slug: row.slug,
    type: row.type,
    platform: row.platform,
    country: row.country,
    name: row.names[nameLocale] ?? row.name,
    description: (descriptionLocale && row.descriptions[descriptionLocale]) || null,
    locale: descriptionLocale,
    locales: descriptionLocales,
    logo: logo(row),
    website: row.website,
    contactEmail: row.contact_email,
    premium: row.premium,
    regionIds: row.region_ids,
    counts: { spots: row.spot_count ?? 0, officialAnswers: row.official_answer_count ?? 0 },
  };
}

export function toDetail(row: OrganisationRow, reader: Reader, bbox: Organisation['bbox']): Organisation {
  return {
    ...toSummary(row, reader),
    ownName: row.name,
    names: ordered(row.names),
    descriptions: ordered(row.descriptions),
    bbox,
    updatedAt: row.updated_at.toISOString(),
  };
}
