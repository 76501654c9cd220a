// Everything a page's <head> says, as data, by one rule for both sides: the server renders it into
// the page HTML (and puts a spot's own title, description and image in), the browser's shell
// applies it to the tags it finds when it navigates. Escaping is the renderer's business.
import { LOCALES, type Locale, type LocaleRouting } from '../../rules/locale.ts';
import { WORLD, type Platform } from '../../rules/platform.ts';
import { HEAD_TEXTS } from './head-texts.ts';
import { newsFeedLinks, type FeedLink } from './news-feeds.ts';
import { pageLinks, type PageLinks } from './page-links.ts';
import { spotFeedLinks } from './spot-feeds.ts';
import { documentTitleFor } from './page-title.ts';
import { PLATFORM_HEAD, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, servedAsset } from './platform-head.ts';

export interface ShareImage {
  /** Absolute URL: link previews resolve nothing. */
  url: string;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  lang: Locale;
  title: string;
  description: string;
  /** Canonical URL and language alternates; null on the 404 page (it is no address of ours). */
  links: PageLinks | null;
  themeColor: string;
  /** Root-absolute paths of the platform's files. */
  icon: string;
  manifest: string;
  openGraph: {
    type: 'website' | 'article';
    siteName: string;
    title: string;
    description: string;
    locale: string;
    localeAlternates: string[];
    image: ShareImage;
  };
  /** The feeds the page links: news on the news pages, new spots on a town's or partner's page, none elsewhere. */
  feeds: FeedLink[];
}

/** Territories for og:locale when the site is worldwide (Open Graph wants language_TERRITORY). */
const WORLD_TERRITORY: Readonly<Record<Locale, string>> = { de: 'DE', fr: 'FR', it: 'IT', en: 'US' };

/** og:locale: 'fr_CH' on a Swiss site, 'fr_FR' on the worldwide one. */
export function openGraphLocale(locale: Locale, country: string): string {
  return `${locale}_${country === WORLD ? WORLD_TERRITORY[locale] : country.toUpperCase()}`;
}

export interface PageHeadInput {
  platform: Platform;
  country: string;
  locale: Locale;
  /** The matched route's name; null on the 404 page. */
  routeName: string | null;
  /** The path without locale prefix and query. */
  path: string;
  query: URLSearchParams;
  /** Scheme, host and port of the site's public address. */
  origin: string;
  /** How this host spells locales (rules/locale-domains.ts); de unprefixed when left out. */
  routing?: LocaleRouting;
}

/** A page's head before anything page-specific (a spot) is known. */
export function pageHead({ platform, country, locale, routeName, path, query, origin, routing }: PageHeadInput): PageHead {
  const texts = HEAD_TEXTS[locale].platforms[platform];
  const assets = PLATFORM_HEAD[platform];
  const title = documentTitleFor({ platform, locale, routeName, query });
  const base = origin.replace(/\/+$/, '');
  return {
    lang: locale,
    title,
    description: texts.description,
    links: routeName === null ? null : pageLinks({ origin: base, path, locale, query, routing }),
    themeColor: assets.themeColor,
    icon: servedAsset(assets.icon),
    manifest: servedAsset(assets.manifest),
    openGraph: {
      type: 'website',
      siteName: assets.name,
      title,
      description: texts.share,
      locale: openGraphLocale(locale, country),
      localeAlternates: LOCALES.filter((l) => l !== locale).map((l) => openGraphLocale(l, country)),
      image: {
        url: `${base}${servedAsset(assets.shareImage)}`,
        type: 'image/png',
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        alt: texts.title,
      },
    },
    feeds: [
      ...newsFeedLinks(routeName, { platform, country, locale, origin: base, siteName: assets.name }),
      ...spotFeedLinks(routeName, path, { platform, locale, origin: base, siteName: assets.name }),
    ],
  };
}
