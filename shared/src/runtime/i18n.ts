// One i18next instance for the page: micro-frontends add their own namespaces to it, and the
// language follows the page context so a locale change reaches every part at once.
//
// Texts load per language: each namespace is registered with one loader per locale (a dynamic
// import, so each language is a chunk of its own), and a page fetches only the languages it shows.
// What renders loads its language first (`loadLanguage`): the shell before its first render, the
// lifecycles before mounting, the custom elements before rendering (in their lang attribute's
// language); a change of the page's locale switches i18next only once the new language's texts are
// in. No fallback language is loaded: the translation tests keep the four languages complete.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../rules/index.ts';
import { getPageContext, subscribePageContext } from './page-context.ts';

export type TranslationTexts = Record<string, unknown>;

/** A namespace in all four languages at once (the translation tests, the test kit). */
export type Translations = Record<Locale, TranslationTexts>;

/** A namespace's texts per language, each loaded when that language is needed: `{ de: () => import('./de.json'), … }`. */
export type TranslationLoaders = Record<Locale, () => Promise<TranslationTexts | { default: TranslationTexts }>>;

function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Texts come in through addResourceBundle as they load; an empty store keeps init synchronous.
    resources: {},
    lng: typeof location === 'undefined' ? 'de' : getPageContext().locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    defaultNS: 'shared',
    ns: [],
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export const i18n: I18n = createI18n();

// Per namespace, its parts: most have one loader set; a micro-frontend may split a namespace
// into parts that load with the pages that show them (mf-spots: the spot form's texts only with
// the form). Parts have their own keys and merge into the namespace's bundle.
const parts = new Map<string, TranslationLoaders[]>();
const loading = new WeakMap<TranslationLoaders, Map<Locale, Promise<void>>>();
const loaded = new WeakMap<TranslationLoaders, Set<Locale>>();

function loadPart(locale: Locale, ns: string, part: TranslationLoaders): Promise<void> {
  if (loaded.get(part)?.has(locale)) return Promise.resolve();
  let pending = loading.get(part);
  if (!pending) loading.set(part, (pending = new Map()));
  let promise = pending.get(locale);
  if (!promise) {
    promise = part[locale]().then(
      (module) => {
        const texts = 'default' in module && typeof module.default === 'object' ? (module.default as TranslationTexts) : module;
        i18n.addResourceBundle(locale, ns, texts, true, false);
        let locales = loaded.get(part);
        if (!locales) loaded.set(part, (locales = new Set()));
        locales.add(locale);
      },
      (error: unknown) => {
        pending.delete(locale); // a failed chunk (offline, a new release) may load on the next try
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

const everyPart = (): [string, TranslationLoaders][] =>
  [...parts].flatMap(([ns, list]) => list.map((part) => [ns, part] as [string, TranslationLoaders]));

/** Resolves once every namespace (every part) registered so far has its texts in `locale`, fetching only what is missing. */
export function loadLanguage(locale: Locale = getPageContext().locale): Promise<void> {
  return Promise.all(everyPart().map(([ns, part]) => loadPart(locale, ns, part))).then(() => undefined);
}

/** Whether every namespace (every part) registered so far has its texts in `locale`. */
export function isLanguageLoaded(locale: Locale): boolean {
  return everyPart().every(([, part]) => loaded.get(part)?.has(locale) === true);
}

/**
 * Registers a namespace, or a part of one (idempotent: the same loaders object once). Nothing
 * loads yet: whatever renders it calls `loadLanguage` first (the shell, createLifecycles,
 * defineElement, a page that brings a part), for the one language it shows.
 */
export function addTranslations(ns: string, texts: TranslationLoaders): void {
  const list = parts.get(ns) ?? [];
  if (!list.includes(texts)) parts.set(ns, [...list, texts]);
}

// The namespaces of this package, one chunk per language for all three.
const sharedLocale = {
  de: () => import('../i18n/locales/de.ts'),
  fr: () => import('../i18n/locales/fr.ts'),
  it: () => import('../i18n/locales/it.ts'),
  en: () => import('../i18n/locales/en.ts'),
} as const;
for (const ns of ['shared', 'session', 'filters'] as const) {
  const perLocale = Object.fromEntries(LOCALES.map((l) => [l, () => sharedLocale[l]().then((m) => m[ns])])) as TranslationLoaders;
  addTranslations(ns, perLocale);
}

if (typeof location !== 'undefined') {
  let wanted: Locale = getPageContext().locale;
  subscribePageContext(() => {
    const { locale } = getPageContext();
    if (locale === wanted) return;
    wanted = locale;
    // Switch once the texts are in: never a screen of keys or of two languages mixed.
    void loadLanguage(locale).then(
      () => {
        if (wanted === locale && i18n.language !== locale) void i18n.changeLanguage(locale);
      },
      (error: unknown) => console.error('moveable: texts for', locale, 'failed to load', error),
    );
  });
}
