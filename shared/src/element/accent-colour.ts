// The accent attribute: a partner types a CSS colour by hand, and it ends up in custom properties
// of our shadow root. Only a colour may pass: no var() or env() (valid "colours" to CSS.supports
// that would read the partner's properties), no url(), no second declaration smuggled in.

/** Characters a colour can be written with; anything else (;{}:"'\\) is not a colour. */
const COLOUR_CHARS = /^[#a-z0-9(),.%\s/+-]{1,64}$/i;
const FOREIGN_FUNCTIONS = /\b(?:url|var|env|attr)\s*\(/i;

type Supports = (property: string, value: string) => boolean;
const cssSupports = (): Supports | null => (globalThis as { CSS?: { supports?: Supports } }).CSS?.supports ?? null;

/** A CSS colour as the browser reads it (CSS.supports); without a browser's CSS object (jsdom), hex colours only. */
export function isCssColour(value: string): boolean {
  const v = value.trim();
  if (!COLOUR_CHARS.test(v) || FOREIGN_FUNCTIONS.test(v)) return false;
  const supports = cssSupports();
  return supports ? supports('color', v) : /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v);
}
