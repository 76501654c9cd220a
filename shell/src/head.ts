// What the page's <head> and <html> say follows the platform, the locale and the page (spec §1):
// language, title, description, canonical address and its languages, sharing tags, icon, manifest,
// theme colour, and the theme class. The server renders all of it into the page it serves
// (api/src/site/head/, by the contract's pageHead, as here), so on arrival the shell keeps what
// the server wrote; on each navigation it updates those same tags in place (never a second one),
// and creates a tag only where a page came without it.
import {
  config,
  ensurePageStyle,
  getCurrentRoute,
  pageHead,
  splitLocalePath,
  themeFor,
  themeCss,
  type PageContext,
  type PageHead,
} from '@moveable/shared';
import shellCss from './styles/shell.css?inline';

type Attribute = 'name' | 'property';

function metaTag(attr: Attribute, key: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
}

function setMeta(attr: Attribute, key: string, content: string | null): void {
  let el = metaTag(attr, key);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Several tags of one property (og:locale:alternate): exactly these, in this order. */
function setMetas(attr: Attribute, key: string, contents: readonly string[]): void {
  document.head.querySelectorAll(`meta[${attr}="${key}"]`).forEach((el) => el.remove());
  for (const content of contents) {
    const el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.content = content;
    document.head.appendChild(el);
  }
}

function setLink(selector: string, create: () => HTMLLinkElement, href: string | null): void {
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (href === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.href = href;
}

const linkOf = (rel: string, hreflang?: string) => () => {
  const el = document.createElement('link');
  el.rel = rel;
  if (hreflang) el.hreflang = hreflang;
  return el;
};

/**
 * The origin of the site's public address: the one the server wrote its absolute URLs with (its
 * PUBLIC_URL), so that addresses stay on it after navigating; the page's own without them.
 */
function siteOrigin(): string {
  const named = metaTag('property', 'og:image')?.content ?? '';
  try {
    return new URL(named).origin;
  } catch {
    return location.origin;
  }
}

export function installThemeCss(): void {
  ensurePageStyle('moveable-theme', `${themeCss}\n${shellCss}`);
}

function applyThemeClass(ctx: PageContext): void {
  document.body.classList.remove(...[...document.body.classList].filter((c) => c.startsWith('theme-')));
  document.body.classList.add(themeFor(ctx.platform).themeClass);
}

function currentHead(ctx: PageContext): PageHead {
  return pageHead({
    platform: ctx.platform,
    country: ctx.country,
    locale: ctx.locale,
    routeName: getCurrentRoute()?.name ?? null,
    path: splitLocalePath(location.pathname).path,
    query: new URLSearchParams(location.search),
    origin: siteOrigin(),
    routing: config.localeRouting,
  });
}

/**
 * What the tags were last written for. A new query on the same page (the map's view, the list's
 * filters, a gallery position) changes none of them, and must not take a spot's own title away.
 */
let written: string | null = null;
const keyOf = (head: PageHead) => [location.pathname, head.title, head.openGraph.siteName, head.openGraph.locale, head.links?.canonical].join('\n');

/** The head of the current page by the contract's rule: on navigation and on a change of locale. */
export function applyHead(ctx: PageContext): void {
  applyThemeClass(ctx);
  const head = currentHead(ctx);
  if (keyOf(head) === written) return;
  written = keyOf(head);
  const og = head.openGraph;
  document.documentElement.lang = head.lang;
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setLink('link[rel="canonical"]', linkOf('canonical'), head.links?.canonical ?? null);
  document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]').forEach((el) => {
    if (!head.links?.alternates.some((a) => a.hreflang === el.hreflang)) el.remove();
  });
  for (const { hreflang, href } of head.links?.alternates ?? []) {
    setLink(`link[rel="alternate"][hreflang="${hreflang}"]`, linkOf('alternate', hreflang), href);
  }
  setMeta('property', 'og:type', og.type);
  setMeta('property', 'og:site_name', og.siteName);
  setMeta('property', 'og:title', og.title);
  setMeta('property', 'og:description', og.description);
  setMeta('property', 'og:url', head.links?.canonical ?? null);
  setMeta('property', 'og:locale', og.locale);
  setMetas('property', 'og:locale:alternate', og.localeAlternates);
  setMeta('property', 'og:image', og.image.url);
  setMeta('property', 'og:image:type', og.image.type);
  setMeta('property', 'og:image:width', String(og.image.width));
  setMeta('property', 'og:image:height', String(og.image.height));
  setMeta('property', 'og:image:alt', og.image.alt);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'theme-color', head.themeColor);
  // Root-absolute addresses of the site, which may be another origin than the page's (a partner's).
  setLink('link[rel="icon"]', linkOf('icon'), `${config.siteUrl}${head.icon}`);
  setLink('link[rel="manifest"]', linkOf('manifest'), `${config.siteUrl}${head.manifest}`);
  setFeeds(head.feeds);
  // An article's times come with its page from the server; the shell doesn't know them, and they
  // must not stay on the next page.
  document.head.querySelectorAll('meta[property^="article:"]').forEach((el) => el.remove());
}

/** The news feeds of the page: exactly these (none off the news pages). */
function setFeeds(feeds: PageHead['feeds']): void {
  document.head.querySelectorAll('link[rel="alternate"][type$="+xml"]').forEach((el) => el.remove());
  for (const feed of feeds) {
    const el = document.createElement('link');
    el.rel = 'alternate';
    el.type = feed.type;
    el.title = feed.title;
    el.href = feed.href;
    document.head.appendChild(el);
  }
}

/**
 * On arrival: the server's head stands when it was written for this page's platform and language
 * (a spot's page keeps the spot's title and image); otherwise – a tab that chose another platform
 * (spec §3 overrides stay for the tab), or a page from elsewhere – the shell writes its own.
 */
export function applyHeadOnArrival(ctx: PageContext): void {
  applyThemeClass(ctx);
  const serverSite = metaTag('property', 'og:site_name')?.content;
  if (serverSite === themeFor(ctx.platform).name && document.documentElement.lang === ctx.locale) {
    written = keyOf(currentHead(ctx));
    return;
  }
  applyHead(ctx);
}
