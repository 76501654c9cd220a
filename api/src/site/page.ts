// The HTML of a page: the shell's index.html with what the server knows put into its head – the
// runtime settings, the current import map, and (later parts of this folder) the page's own head
// tags and module preloads.
export const IMPORTMAP_PLACEHOLDER = '<script type="importmap"></script>';

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script> element: `<` as \u003c so neither </script> nor <!-- can end it. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

export interface PageParts {
  /** The page template (dist/index.html). */
  template: string;
  /** importmap.json as read. */
  importmap: string;
  /** name → content of <meta> tags (runtime settings for the browser). */
  pageMeta?: Record<string, string>;
  /** Module URLs to preload (preloads.ts): after the import map, which must come before any module fetch. */
  preloads?: readonly string[];
}

export function renderPage({ template, importmap, pageMeta = {}, preloads = [] }: PageParts): string {
  const metas = Object.entries(pageMeta).map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`);
  const links = preloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" />`);
  const script = `${metas.join('')}<script type="importmap">${scriptSafeJson(importmap.trim())}</script>${links.join('')}`;
  return template.replace(IMPORTMAP_PLACEHOLDER, () => script);
}
