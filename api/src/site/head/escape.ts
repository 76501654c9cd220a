// Text from people (spot titles and descriptions) and from the address bar goes into the page's
// <head>: every value is escaped for both places it can stand, element text and double-quoted
// attribute values. Five characters are the whole of HTML's escaping there (no script, style or
// URL contexts are written from data), hence a function of ours rather than a dependency.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
