// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@moveable/contract';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from './colors';
import { PLATFORM_THEMES, assetUrl, themeFor, type ThemeColors } from './themes';

const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
const cssName = (key: string): string => `--ms-color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Custom properties declared in the rule whose selector list names the class (hex in upper case:
 * CSS hex colours ignore case, and the formatter writes them in lower case). */
function cssVariables(themeClass: string): Record<string, string> {
  const rule = new RegExp(`(?:^|\\n)[^{}]*\\.${themeClass}[,\\s][^{}]*\\{([^}]*)\\}`).exec(css);
  if (!rule?.[1]) throw new Error(`no rule for .${themeClass}`);
  return Object.fromEntries([...rule[1].matchAll(/(--ms-color-[a-z-]+):\s*(#[0-9A-Fa-f]{6})/g)].map((m) => [m[1], m[2]!.toUpperCase()]));
}

describe('platform themes', () => {
  it.each(PLATFORMS.map((p) => [p]))('%s: theme.css declares exactly the colours of themes.ts', (platform) => {
    const theme = PLATFORM_THEMES[platform];
    const expected = Object.fromEntries(Object.entries(theme.colors).map(([key, value]) => [cssName(key), value]));
    expect(cssVariables(theme.themeClass)).toEqual(expected);
  });

  it('gives the plain page the bikeable colours by default', () => {
    expect(css).toMatch(/:root,\s*\.theme-bikeable,\s*:host\(\.theme-bikeable\)\s*\{/);
  });

  // [foreground, background, minimum]: every pairing theme.css and the components use
  const pairs: [keyof ThemeColors, keyof ThemeColors, number][] = [
    ['text', 'surface', AA_TEXT],
    ['text', 'light', AA_TEXT],
    ['onMain', 'main', AA_TEXT],
    ['link', 'surface', AA_TEXT],
    ['link', 'light', AA_TEXT],
    ['surface', 'text', AA_TEXT], // dark button
    ['onError', 'error', AA_TEXT],
    ['error', 'surface', AA_TEXT],
    ['error', 'light', AA_TEXT],
    ['highlight', 'surface', AA_NON_TEXT], // loading bar on the page
    ['highlight', 'light', AA_NON_TEXT],
    ['markerShame', 'surface', AA_NON_TEXT],
    ['muted', 'surface', AA_TEXT],
    ['muted', 'light', AA_TEXT],
    ['border', 'surface', AA_NON_TEXT], // form controls
  ];
  it.each(PLATFORMS.flatMap((platform) => pairs.map(([fg, bg, min]) => [platform, fg, bg, min] as const)))(
    '%s: %s on %s reaches %s:1',
    (platform, fg, bg, min) => {
      const { colors } = PLATFORM_THEMES[platform];
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
    },
  );

  it.each(PLATFORMS.map((p) => [p]))('%s: names its class and assets after the platform', (platform) => {
    const theme = PLATFORM_THEMES[platform];
    expect(theme.themeClass).toBe(`theme-${platform}`);
    expect(theme.assets).toEqual({
      mascot: `/mascot-${platform}.svg`,
      mascotSad: `/mascot-${platform}-sad.svg`,
      icon: `/icon-${platform}.svg`,
      manifest: `/manifest-${platform}.webmanifest`,
      shareImage: `/share-${platform}.png`,
    });
    for (const path of Object.values(theme.assets)) {
      expect(() => readFileSync(new URL(`../../public${path}`, import.meta.url))).not.toThrow();
    }
  });

  it('keeps the bikeable brand colours of the domain notes', () => {
    expect(PLATFORM_THEMES.bikeable.colors).toMatchObject({
      main: '#33BDCA',
      highlight: '#F92493',
      text: '#28343D',
      light: '#E7EDF2',
      markerShame: '#FE0094',
      markerFame: '#14BDCC',
    });
    expect(PLATFORM_THEMES.bikeable.fonts.heading).toMatch(/^Rubik,/);
    expect(PLATFORM_THEMES.bikeable.fonts.body).toMatch(/^Inter,/);
  });
});

describe('themeFor', () => {
  it.each([
    ['walkable', 'walkable'],
    ['accessable', 'accessable'],
    ['bikeable', 'bikeable'],
    ['WALKABLE', 'bikeable'],
    ['unknown', 'bikeable'],
    [null, 'bikeable'],
    [undefined, 'bikeable'],
  ])('%j → %s', (name, expected) => {
    expect(themeFor(name).platform).toBe(expected);
  });
});

describe('assetUrl', () => {
  it.each([
    ['/mascot-walkable-sad.svg', undefined, '/mascot-walkable-sad.svg'],
    ['/mascot-walkable-sad.svg', 'https://cdn.example.org/shared', 'https://cdn.example.org/shared/mascot-walkable-sad.svg'],
    ['icon-bikeable.svg', undefined, '/icon-bikeable.svg'],
    ['icon-bikeable.svg', '/', '/icon-bikeable.svg'],
    ['/icon-bikeable.svg', '/shared', '/shared/icon-bikeable.svg'],
    ['icon-bikeable.svg', 'https://cdn.example.org/shared/', 'https://cdn.example.org/shared/icon-bikeable.svg'],
  ])('%s at %s → %s', (file, base, expected) => {
    expect(assetUrl(file, base)).toBe(expected);
  });
});

describe('contrast arithmetic', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#767676', '#FFFFFF', 4.54],
    ['#33BDCA', '#28343D', 5.62],
  ])('%s on %s → %s', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it.each([['red'], ['#FFF'], ['#GGGGGG']])('rejects %j', (value) => {
    expect(() => relativeLuminance(value)).toThrow(TypeError);
  });
});

describe('themeCss', () => {
  it('is the text of theme.css, for style elements in the page and in shadow roots', async () => {
    const { themeCss } = await import('./theme-css');
    expect(themeCss).toContain('.theme-walkable');
    expect(themeCss).toMatch(/--ms-color-main: #33BDCA/i); // hex colours ignore case
  });
});
