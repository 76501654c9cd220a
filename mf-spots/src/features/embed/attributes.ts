// Attributes arrive as strings from a partner's HTML: read each one tolerantly.

/**
 * An HTML boolean attribute: present means on (`<moveable-spots filter-bar>`), unless it says
 * false explicitly. (r2wc's own boolean type reads the empty value of a bare attribute as false.)
 */
export function presenceAttribute(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return false;
  return !/^\s*(?:false|0|no|off)\s*$/i.test(value);
}
