// The HTML of a page: the shell's index.html with what the server knows put into its head – the
// runtime settings, the current import map, the page's own head tags (head/), and (later parts of
// this folder) module preloads.
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
  /** The page's language and head tags (head/render-head.ts): replace the template's lang, title and description. */
  head?: { lang: string; html: string };
}

/** The template's placeholders for what head/ renders: <html lang>, <title> and the empty description. */
const TEMPLATE_LANG = /<html lang="[^"]*"/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /\s*<meta name="description" content="[^"]*" \/>/;

function withHead(template: string, head: PageParts['head']): string {
  if (!head) return template;
  const page = template.replace(TEMPLATE_LANG, () => `<html lang="${escapeAttribute(head.lang)}"`).replace(TEMPLATE_DESCRIPTION, '');
  // In the title's place (early in the head); a template without one gets the tags before the import map.
  return TEMPLATE_TITLE.test(page) ? page.replace(TEMPLATE_TITLE, () => head.html) : page.replace(IMPORTMAP_PLACEHOLDER, (p) => `${head.html}${p}`);
}

export function renderPage({ template, importmap, pageMeta = {}, preloads = [], head }: PageParts): string {
  const metas = Object.entries(pageMeta).map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`);
  const links = preloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" />`);
  const script = `${metas.join('')}<script type="importmap">${scriptSafeJson(importmap.trim())}</script>${links.join('')}`;
  return withHead(template, head).replace(IMPORTMAP_PLACEHOLDER, () => script);
}
