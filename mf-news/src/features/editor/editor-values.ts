// The editor's form as plain values, and the way between them and the API: an article's source
// (GET /news/:slug/source) → values, values → the body of POST /news or PATCH /news/:slug. A
// language is part of the article when any of its fields holds text; a language emptied on an
// edit is removed (null), so the server's rule "at least one language" names what is wrong.
import {
  LOCALES,
  MAX_NEWS_BODY,
  MAX_NEWS_LEAD,
  MAX_NEWS_TAGS,
  MAX_NEWS_TITLE,
  NEWS_SLUG_MAX,
  NEWS_SLUG_MIN,
  NEWS_SLUG_PATTERN,
  NEWS_TAG_PATTERN,
  MAX_NEWS_TAG,
  RESERVED_NEWS_SLUGS,
  type Locale,
  type NewsInputBody,
  type NewsSource,
} from '@moveable/contract';
import type { Photo } from '@moveable/shared';

export const TEXT_FIELDS = ['title', 'lead', 'body'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type TranslationValues = Record<TextField, string>;

/** What the editor chooses: keep it a draft, publish now, or publish at a date. */
export type Publication = 'draft' | 'published' | 'scheduled';

export interface EditorValues {
  slug: string;
  /** '' = the platform's own news. */
  organisation: string;
  /** '' = every country of the platform. */
  country: string;
  translations: Record<Locale, TranslationValues>;
  /** Comma or space separated, as typed. */
  tags: string;
  cover: Photo | null;
  publication: Publication;
  /** datetime-local ("2026-05-01T08:00"), in the browser's time zone. */
  scheduledAt: string;
}

/** The form's fields in page order: the first invalid one gets the focus. */
export const EDITOR_FIELDS = [
  ...LOCALES.flatMap((locale) => TEXT_FIELDS.map((field) => `translations.${locale}.${field}` as const)),
  'slug',
  'organisation',
  'country',
  'tags',
  'coverPhotoId',
  'publishedAt',
] as const;
export type EditorField = (typeof EDITOR_FIELDS)[number];

const emptyTranslation = (): TranslationValues => ({ title: '', lead: '', body: '' });

export function emptyValues(organisation: string): EditorValues {
  return {
    slug: '',
    organisation,
    country: '',
    translations: Object.fromEntries(LOCALES.map((l) => [l, emptyTranslation()])) as Record<Locale, TranslationValues>,
    tags: '',
    cover: null,
    publication: 'draft',
    scheduledAt: '',
  };
}

/** "2026-05-01T08:00" in the browser's zone, as datetime-local shows a date. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function valuesOf(source: NewsSource): EditorValues {
  const values = emptyValues(source.organisation?.slug ?? '');
  for (const t of source.translations) values.translations[t.locale] = { title: t.title, lead: t.lead, body: t.body };
  return {
    ...values,
    slug: source.slug,
    country: source.country ?? '',
    tags: source.tags.join(', '),
    cover: source.coverPhoto,
    publication: source.status,
    scheduledAt: source.status === 'scheduled' ? toLocalInput(source.publishedAt) : '',
  };
}

export const isStarted = (t: TranslationValues): boolean => TEXT_FIELDS.some((f) => t[f].trim() !== '');

export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((tag) => tag.trim().toLowerCase().replace(/^#/, ''))
      .filter(Boolean),
  ),
];

/** A slug proposed from a title: "Neue Velowege 2026!" → "neue-velowege-2026". */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NEWS_SLUG_MAX)
    .replace(/-+$/, '');
}

function publicationBody(values: EditorValues): Pick<NewsInputBody, 'status' | 'publishedAt'> {
  if (values.publication === 'scheduled') return { status: 'scheduled', publishedAt: new Date(values.scheduledAt).toISOString() };
  return { status: values.publication };
}

function translationsBody(values: EditorValues) {
  return Object.fromEntries(
    LOCALES.filter((l) => isStarted(values.translations[l])).map((l) => {
      const t = values.translations[l];
      return [l, { title: t.title.trim(), lead: t.lead.trim(), body: t.body }];
    }),
  );
}

/** The body of POST /news. */
export function createBody(values: EditorValues): NewsInputBody {
  return {
    slug: values.slug.trim(),
    organisation: values.organisation || null,
    country: values.country || null,
    tags: parseTags(values.tags),
    coverPhotoId: values.cover?.id ?? null,
    translations: translationsBody(values),
    ...publicationBody(values),
  };
}

/** The body of PATCH /news/:slug: everything the form holds; languages no longer written go (null). */
export function patchBody(values: EditorValues, saved: readonly Locale[]) {
  const translations: Record<string, unknown> = translationsBody(values);
  for (const locale of saved) if (!(locale in translations)) translations[locale] = null;
  return {
    organisation: values.organisation || null,
    country: values.country || null,
    tags: parseTags(values.tags),
    coverPhotoId: values.cover?.id ?? null,
    translations,
    ...publicationBody(values),
  };
}

const length = (text: string) => [...text.trim()].length;

/**
 * What the browser can tell before sending (the server checks it all again): a started language
 * needs its three texts, at least one language, a slug of the right shape, a future date to
 * schedule. Returns field → i18n key (empty: nothing found); `form` for "no language at all".
 */
export function validate(values: EditorValues, isNew: boolean, now = new Date()): Partial<Record<EditorField | 'form', string>> {
  const found: Partial<Record<EditorField | 'form', string>> = {};
  const limits: Record<TextField, number> = { title: MAX_NEWS_TITLE, lead: MAX_NEWS_LEAD, body: MAX_NEWS_BODY };
  let any = false;
  for (const locale of LOCALES) {
    const t = values.translations[locale];
    if (!isStarted(t)) continue;
    any = true;
    for (const field of TEXT_FIELDS) {
      const n = length(t[field]);
      if (n === 0 || n > limits[field]) found[`translations.${locale}.${field}`] = `editor.errors.${field}`;
    }
  }
  if (!any) found['translations.de.title'] = 'editor.errors.noLanguage';
  if (isNew) {
    const slug = values.slug.trim();
    if (slug.length < NEWS_SLUG_MIN || slug.length > NEWS_SLUG_MAX || !NEWS_SLUG_PATTERN.test(slug)) found.slug = 'editor.errors.slug';
    else if ((RESERVED_NEWS_SLUGS as readonly string[]).includes(slug)) found.slug = 'editor.errors.slugReserved';
  }
  const tags = parseTags(values.tags);
  if (tags.length > MAX_NEWS_TAGS || tags.some((tag) => tag.length > MAX_NEWS_TAG || !NEWS_TAG_PATTERN.test(tag))) found.tags = 'editor.errors.tags';
  if (values.publication === 'scheduled') {
    const at = new Date(values.scheduledAt);
    if (!values.scheduledAt || Number.isNaN(at.getTime())) found.publishedAt = 'editor.errors.scheduleMissing';
    else if (at <= now) found.publishedAt = 'editor.errors.schedulePast';
  }
  return found;
}
