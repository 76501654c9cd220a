// The attributes every embeddable element takes, read once here (docs/embedding.md lists them).
// A partner types them by hand: a value that makes no sense is left out with a console warning
// naming the attribute, and the element shows its default – it never breaks the partner's page.
import { PLATFORM_COUNTRIES, WORLD, isLocale, isPlatform, normalizeFilters, type PageContext, type SpotFilters } from '@moveable/shared';
import { isCssColour } from './accent-colour.ts';

/** The attributes as r2wc hands them over (strings; `api-base` arrives as apiBase). */
export interface CommonAttributes {
  organisation?: string;
  region?: string;
  categories?: string;
  famed?: string;
  fixed?: string;
  lang?: string;
  platform?: string;
  country?: string;
  theme?: string;
  accent?: string;
  apiBase?: string;
}

export const COMMON_ATTRIBUTE_PROPS = {
  organisation: 'string',
  region: 'string',
  categories: 'string',
  famed: 'string',
  fixed: 'string',
  lang: 'string',
  platform: 'string',
  country: 'string',
  theme: 'string',
  accent: 'string',
  apiBase: 'string',
} as const satisfies Record<keyof CommonAttributes, 'string'>;

export const ELEMENT_THEMES = ['light', 'dark', 'platform'] as const;
export type ElementTheme = (typeof ELEMENT_THEMES)[number];

/** What a spot-showing element passes to the list or map API (the same names as their filters). */
export interface SpotSelection {
  /** As the partner wrote it (trimmed): a misspelt slug shows "not found", never every spot of the platform. */
  organisation?: string;
  /** Canonical (normalizeFilters): regionId, categoryIds, famed, fixed. */
  filters: SpotFilters;
}

export interface CommonSettings {
  selection: SpotSelection;
  context: Partial<PageContext>;
  theme: ElementTheme;
  /** A CSS colour (validated). */
  accent: string | null;
  /** The API base URL to call (…/api); null: the default, our modules' origin. */
  apiBase: string | null;
}

export type Warn = (message: string) => void;

/** defineElement reads the attributes again only when one changes, so a bad value warns once, not per render. */
const consoleWarn: Warn = (message) => console.warn(`moveable: ${message}`);

function positiveId(raw: string): number | undefined {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : undefined;
}

const BOOLEANS: Record<string, boolean> = { true: true, false: false };
/** famed also reads as fame/shame, as the filter chips say it. */
const FAMED: Record<string, boolean> = { ...BOOLEANS, fame: true, shame: false };

function categoryIds(raw: string, warn: Warn): number[] {
  const parts = raw.split(',').map((part) => part.trim());
  const bad = parts.filter((part) => part && !positiveId(part));
  if (bad.length) warn(`categories="${raw}": ignored ${bad.join(', ')}, not category ids`);
  // More than MAX_CATEGORY_FILTERS: normalizeFilters keeps the first ones, as the API would allow.
  return parts.map(positiveId).filter((id): id is number => id !== undefined);
}

/** The API to call: an absolute http(s) URL; a bare origin means its /api. */
export function readApiBase(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  // A query or fragment is dropped (the client adds its own query); credentials never go into a URL of ours.
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
  return url.origin + (url.pathname.replace(/\/+$/, '') || '/api');
}

const COUNTRIES: readonly string[] = [WORLD, ...Object.values(PLATFORM_COUNTRIES).flat()];
const inList =
  <T extends string>(list: readonly T[]) =>
  (value: string): T | undefined =>
    list.includes(value as T) ? (value as T) : undefined;

export function readCommonAttributes(attrs: CommonAttributes, warn: Warn = consoleWarn): CommonSettings {
  /** The attribute's value as `parse` reads it; a value it cannot read is left out with a warning. */
  function read<T>(name: keyof CommonAttributes, parse: (value: string) => T | undefined, expected: string): T | undefined {
    const raw = attrs[name]?.trim();
    if (!raw) return undefined;
    const value = parse(name === 'accent' || name === 'apiBase' || name === 'organisation' ? raw : raw.toLowerCase());
    if (value === undefined) warn(`${name === 'apiBase' ? 'api-base' : name}="${raw}" ignored: ${expected}`);
    return value;
  }

  // As written, checked by the API: a misspelt slug shows "unknown organisation", never every spot.
  const organisation = attrs.organisation?.trim() || undefined;
  const categories = attrs.categories?.trim();
  const filters = normalizeFilters({
    regionId: read('region', positiveId, 'a region id'),
    categoryIds: categories ? categoryIds(categories, warn) : [],
    famed: read('famed', (v) => FAMED[v], 'fame, shame, true or false'),
    fixed: read('fixed', (v) => BOOLEANS[v], 'true or false'),
  });

  const context: Partial<PageContext> = {};
  const platform = read('platform', (v) => (isPlatform(v) ? v : undefined), 'bikeable, walkable or accessable');
  const country = read('country', inList(COUNTRIES), 'a country code of the platforms');
  const locale = read('lang', (v) => (isLocale(v) ? v : undefined), 'de, fr, it or en');
  if (platform) context.platform = platform;
  if (country) context.country = country;
  if (locale) context.locale = locale;

  return {
    selection: { organisation, filters },
    context,
    theme: read('theme', inList(ELEMENT_THEMES), ELEMENT_THEMES.join(', ')) ?? 'light',
    accent: read('accent', (v) => (isCssColour(v) ? v : undefined), 'a CSS colour') ?? null,
    apiBase: read('apiBase', readApiBase, 'an absolute http(s) URL') ?? null,
  };
}
