// A page's head (contract/src/pages/head/page-head.ts) as the HTML tags the server puts into the
// page, in place of the template's <title>: read by link previews and search engines without
// running scripts, and found and updated in place by the shell (shell/src/head.ts) afterwards.
import { escapeHtml } from './escape.ts';
import type { SiteHead } from './site-head.ts';

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${escapeHtml(href)}"${extra} />`;

export function renderHead(head: SiteHead): string {
  const og = head.openGraph;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.links
      ? [
          link('canonical', head.links.canonical),
          ...head.links.alternates.map((a) => link('alternate', a.href, ` hreflang="${escapeHtml(a.hreflang)}"`)),
        ]
      : []),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    ...(head.links ? [meta('property', 'og:url', head.links.canonical)] : []),
    ...(head.article
      ? [meta('property', 'article:published_time', head.article.publishedTime), meta('property', 'article:modified_time', head.article.modifiedTime)]
      : []),
    meta('property', 'og:locale', og.locale),
    ...og.localeAlternates.map((l) => meta('property', 'og:locale:alternate', l)),
    meta('property', 'og:image', og.image.url),
    meta('property', 'og:image:type', og.image.type),
    meta('property', 'og:image:width', og.image.width),
    meta('property', 'og:image:height', og.image.height),
    meta('property', 'og:image:alt', og.image.alt),
    // X/Twitter reads og:* for what it lacks, except the card type.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'theme-color', head.themeColor),
    link('icon', head.icon, ' type="image/svg+xml"'),
    link('manifest', head.manifest),
    // The news feeds of this site and language, for feed readers and browsers.
    ...head.feeds.map((f) => link('alternate', f.href, ` type="${f.type}" title="${escapeHtml(f.title)}"`)),
  ];
  return tags.join('\n    ');
}
