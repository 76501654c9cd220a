/** WCAG 2 contrast arithmetic, used to keep every palette at AA (tests assert it). */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** '#RRGGBB' → relative luminance (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new TypeError(`Expected #RRGGBB, got ${JSON.stringify(hex)}`);
  const n = Number.parseInt(match[1], 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio 1…21 between two '#RRGGBB' colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA thresholds: body text 4.5, large text and non-text UI (bars, borders, icons) 3. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
