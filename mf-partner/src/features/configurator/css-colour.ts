// Whether a text is a CSS colour a partner may give as `accent`: what the browser's CSS parser
// accepts where it can tell (CSS.supports), a hex colour otherwise.
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isCssColour(value: string): boolean {
  const v = value.trim();
  if (!v || /[;{}<>"]/.test(v)) return false;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('color', v);
  return HEX.test(v);
}

/** The colour as #rrggbb for <input type=color>, when it is one (#abc is widened); else null. */
export function asColourInputValue(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}
