// What the page's <head> and <html> say follows the platform and locale (spec §1): language,
// title, description, sharing text and image, icons, manifest and the theme class.
import { assetBase, assetUrl, ensurePageStyle, i18n, themeFor, themeCss, type PageContext } from '@moveable/shared';
import shellCss from './styles/shell.css?inline';

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setLink(rel: string, href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    document.head.appendChild(el);
  }
  el.href = href;
}

export function installThemeCss(): void {
  ensurePageStyle('moveable-theme', `${themeCss}\n${shellCss}`);
}

export function applyHead({ platform, locale }: PageContext): void {
  const theme = themeFor(platform);
  const t = i18n.getFixedT(locale, 'shared');
  document.documentElement.lang = locale;
  document.body.classList.remove(...[...document.body.classList].filter((c) => c.startsWith('theme-')));
  document.body.classList.add(theme.themeClass);
  document.title = t(`meta.${platform}.title`);
  setMeta('name', 'description', t(`meta.${platform}.description`));
  setMeta('property', 'og:title', t(`meta.${platform}.title`));
  setMeta('property', 'og:description', t(`meta.${platform}.share`));
  const asset = (file: string) => assetUrl(file, assetBase());
  setMeta('property', 'og:image', asset(theme.assets.shareImage));
  setMeta('name', 'theme-color', theme.colors.main);
  setLink('icon', asset(theme.assets.icon));
  setLink('manifest', asset(theme.assets.manifest));
}
