// What the configurator's choices are, and the element attributes they become: the one place both
// the live preview and the snippets read, so what is previewed is what is copied.
import { LOCALES, PLATFORMS, type Locale, type Platform } from '@moveable/contract';

export const WIDGET_VIEWS = ['list', 'map', 'both'] as const;
export type WidgetView = (typeof WIDGET_VIEWS)[number];
export const WIDGET_THEMES = ['light', 'dark', 'platform'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export const FAMED_CHOICES = ['all', 'fame', 'shame'] as const;
export type FamedChoice = (typeof FAMED_CHOICES)[number];
export const FIXED_CHOICES = ['all', 'true', 'false'] as const;
export type FixedChoice = (typeof FIXED_CHOICES)[number];
export type WidgetScope = 'organisation' | 'region';

export interface WidgetConfig {
  scope: WidgetScope;
  /** An organisation's slug ('' : none chosen). */
  organisation: string;
  regionId: number | null;
  categoryIds: number[];
  famed: FamedChoice;
  fixed: FixedChoice;
  view: WidgetView;
  lang: Locale;
  platform: Platform;
  country: string;
  theme: WidgetTheme;
  /** A CSS colour, or null for the theme's own. */
  accent: string | null;
  /** CSS lengths, already checked (isCssLength). */
  width: string;
  height: string;
}

export const ELEMENT_OF_VIEW: Record<WidgetView, readonly WidgetElement[]> = {
  list: ['moveable-spots'],
  map: ['moveable-map'],
  both: ['moveable-map', 'moveable-spots'],
};
export type WidgetElement = 'moveable-spots' | 'moveable-map';

export const DEFAULT_SIZE = { width: '100%', height: '480px' } as const;

/** A length a partner can put into a style: a number with px, %, rem, em, vh or vw. */
export function isCssLength(value: string): boolean {
  return /^(?:\d{1,5}(?:\.\d{1,3})?)(?:px|%|rem|em|vh|vw)$/.test(value.trim());
}

export const isLocaleChoice = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
export const isPlatformChoice = (value: string): value is Platform => (PLATFORMS as readonly string[]).includes(value);

/**
 * The common attributes of the embeddable elements (issue 12), in the order a person reads them;
 * the map's `height` besides. Only what differs from the elements' defaults is written.
 */
export function elementAttributes(config: WidgetConfig, element: WidgetElement): [name: string, value: string][] {
  const attributes: [string, string][] = [];
  if (config.scope === 'organisation' && config.organisation) attributes.push(['organisation', config.organisation]);
  if (config.scope === 'region' && config.regionId !== null) attributes.push(['region', String(config.regionId)]);
  if (config.categoryIds.length > 0) attributes.push(['categories', [...config.categoryIds].sort((a, b) => a - b).join(',')]);
  if (config.famed !== 'all') attributes.push(['famed', config.famed]);
  if (config.fixed !== 'all') attributes.push(['fixed', config.fixed]);
  attributes.push(['lang', config.lang], ['platform', config.platform], ['country', config.country]);
  if (config.theme !== 'light') attributes.push(['theme', config.theme]);
  if (config.accent) attributes.push(['accent', config.accent]);
  if (element === 'moveable-map') attributes.push(['height', config.height]);
  return attributes;
}

/** The element's box on the partner's page: the chosen width (a list grows with its spots). */
export function elementStyle(config: WidgetConfig): string {
  return `display:block;width:${config.width}`;
}
