/**
 * Per-platform theme data (spec §1): the platform name selects mascot, icons, manifest,
 * sharing image and theme class. Colours mirror theme.css (a test keeps them equal). What the
 * page's <head> names (name, main colour, icon, manifest, sharing image) is the contract's
 * PLATFORM_HEAD, which the server renders too.
 */
import { DEFAULT_PLATFORM, isPlatform, PLATFORM_HEAD, type Platform } from '@moveable/contract';

export interface ThemeColors {
  /** Brand main colour: header, bright buttons. */
  main: string;
  /** Text on main surfaces (AA). */
  onMain: string;
  /** Brand highlight = the theme's secondary colour: loading bar, accents. Non-text only (3:1). */
  highlight: string;
  /** Body text. */
  text: string;
  /** Light background for panels. */
  light: string;
  /** Page surface. */
  surface: string;
  /** Links and brand-coloured text on surface and light (AA). */
  link: string;
  /** Errors: loading bar error state, red buttons, error text (AA on surface and light). */
  error: string;
  onError: string;
  /** Secondary text: hints, dates, counts (AA on surface and light). */
  muted: string;
  /** Borders of form controls (3:1 on surface: WCAG 1.4.11). */
  border: string;
  /** Map markers: bad spots. */
  markerShame: string;
  /** Map markers: good spots. */
  markerFame: string;
}

export interface ThemeFonts {
  heading: string;
  body: string;
}

/**
 * Root-absolute paths of files in shared/public (served at the site root by default). They
 * never resolve against the current page's path; use assetUrl to serve them from elsewhere.
 */
export interface ThemeAssets {
  mascot: string;
  mascotSad: string;
  icon: string;
  manifest: string;
  shareImage: string;
}

export interface PlatformTheme {
  platform: Platform;
  /** Display name, written in lower case as the brands are. */
  name: string;
  themeClass: `theme-${Platform}`;
  colors: ThemeColors;
  fonts: ThemeFonts;
  assets: ThemeAssets;
}

/*
 * Only system fonts: the brand faces are used when installed, otherwise the nearest system
 * face; nothing is downloaded (privacy, speed, offline embeds).
 */
const FONTS: ThemeFonts = {
  heading: 'Rubik, ui-rounded, "Arial Rounded MT Bold", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

/*
 * Fame/shame marker colours are the same on every platform: they carry meaning that users
 * know across the sites, and magenta against turquoise stays apart for the common colour
 * vision deficiencies (a green/orange pair would not).
 */
const MARKERS = { markerShame: '#FE0094', markerFame: '#14BDCC' } as const;
const ERROR = { error: '#B3261E', onError: '#FFFFFF' } as const;
const NEUTRALS = { muted: '#4A5863', border: '#7A8791' } as const;

const assets = (platform: Platform): ThemeAssets => ({
  mascot: `/mascot-${platform}.svg`,
  mascotSad: `/mascot-${platform}-sad.svg`,
  // Paths inside shared/public, like the mascots (assetUrl serves them from the asset base).
  icon: `/${PLATFORM_HEAD[platform].icon}`,
  manifest: `/${PLATFORM_HEAD[platform].manifest}`,
  shareImage: `/${PLATFORM_HEAD[platform].shareImage}`,
});

export const PLATFORM_THEMES: Readonly<Record<Platform, PlatformTheme>> = {
  // Brand colours from the domain notes; link is a darker main for AA text contrast.
  bikeable: {
    platform: 'bikeable',
    name: PLATFORM_HEAD.bikeable.name,
    themeClass: 'theme-bikeable',
    colors: {
      main: PLATFORM_HEAD.bikeable.themeColor,
      onMain: '#28343D',
      highlight: '#F92493',
      text: '#28343D',
      light: '#E7EDF2',
      surface: '#FFFFFF',
      link: '#126C76',
      ...ERROR,
      ...NEUTRALS,
      ...MARKERS,
    },
    fonts: FONTS,
    assets: assets('bikeable'),
  },
  // Greens of parks and footpaths with a warm orange accent.
  walkable: {
    platform: 'walkable',
    name: PLATFORM_HEAD.walkable.name,
    themeClass: 'theme-walkable',
    colors: {
      main: PLATFORM_HEAD.walkable.themeColor,
      onMain: '#1E2B24',
      highlight: '#CC6600',
      text: '#1E2B24',
      light: '#EAF4EC',
      surface: '#FFFFFF',
      link: '#1F7A45',
      ...ERROR,
      ...NEUTRALS,
      ...MARKERS,
    },
    fonts: FONTS,
    assets: assets('walkable'),
  },
  // Signal yellow with navy text (the highest-contrast pair of the three) and an access blue.
  accessable: {
    platform: 'accessable',
    name: PLATFORM_HEAD.accessable.name,
    themeClass: 'theme-accessable',
    colors: {
      main: PLATFORM_HEAD.accessable.themeColor,
      onMain: '#14213D',
      highlight: '#1E63B5',
      text: '#14213D',
      light: '#E8F1FB',
      surface: '#FFFFFF',
      link: '#1E63B5',
      ...ERROR,
      ...NEUTRALS,
      ...MARKERS,
    },
    fonts: FONTS,
    assets: assets('accessable'),
  },
};

/** Theme of a platform name; anything unknown gets the default platform's theme. */
export function themeFor(platform: string | null | undefined): PlatformTheme {
  return PLATFORM_THEMES[isPlatform(platform) ? platform : DEFAULT_PLATFORM];
}

/**
 * Served address of a file from shared/public (a theme asset path or a bare file name). base
 * is where those files are served ('/' by default, e.g. 'https://cdn.example.org/shared/'
 * for embeds on partner sites).
 */
export function assetUrl(file: string, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}${file.replace(/^\/+/, '')}`;
}
