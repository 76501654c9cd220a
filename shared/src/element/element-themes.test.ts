// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@moveable/contract';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from '../theme/colors';
import { PLATFORM_THEMES, type ThemeColors } from '../theme/themes';

const css = readFileSync(new URL('./element-themes.css', import.meta.url), 'utf8');

/** The colours one rule declares, by selector (exactly as written). */
function declared(selector: string): Partial<Record<string, string>> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no rule ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--ms-color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A platform's colours with theme="dark": the light theme's, overridden by the dark rules. */
function darkColours(platform: (typeof PLATFORMS)[number]): Record<keyof ThemeColors, string> {
  const light = PLATFORM_THEMES[platform].colors;
  const dark = { ...declared('.moveable-element.mv-theme-dark'), ...declared(`.moveable-element.theme-${platform}.mv-theme-dark`) };
  return Object.fromEntries(Object.entries(light).map(([key, value]) => [key, dark[kebab(key)] ?? value])) as Record<keyof ThemeColors, string>;
}

describe('theme="dark"', () => {
  const pairs: [keyof ThemeColors, keyof ThemeColors, number][] = [
    ['text', 'surface', AA_TEXT],
    ['text', 'light', AA_TEXT],
    ['link', 'surface', AA_TEXT],
    ['link', 'light', AA_TEXT],
    ['muted', 'surface', AA_TEXT],
    ['muted', 'light', AA_TEXT],
    ['error', 'surface', AA_TEXT],
    ['onError', 'error', AA_TEXT],
    ['onMain', 'main', AA_TEXT],
    ['border', 'surface', AA_NON_TEXT],
    ['main', 'surface', AA_NON_TEXT],
  ];
  it.each(PLATFORMS.flatMap((platform) => pairs.map(([fg, bg, min]) => [platform, fg, bg, min] as const)))(
    '%s: %s on %s reaches %s:1',
    (platform, fg, bg, min) => {
      const colours = darkColours(platform);
      expect(contrastRatio(colours[fg], colours[bg])).toBeGreaterThanOrEqual(min);
    },
  );

  it('changes the surface and the text (it is not the light theme again)', () => {
    for (const platform of PLATFORMS) {
      expect(darkColours(platform).surface).not.toBe(PLATFORM_THEMES[platform].colors.surface);
      expect(darkColours(platform).link).not.toBe(PLATFORM_THEMES[platform].colors.link);
    }
  });
});
