// One i18next instance for the page: micro-frontends add their own namespaces to it, and the
// language follows the page context so a locale change reaches every part at once.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../rules/index.ts';
import de from '../i18n/de.json';
import fr from '../i18n/fr.json';
import it from '../i18n/it.json';
import en from '../i18n/en.json';
import { getPageContext, subscribePageContext } from './page-context.ts';

export type Translations = Record<Locale, Record<string, unknown>>;

function createI18n(): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = { de: { shared: de }, fr: { shared: fr }, it: { shared: it }, en: { shared: en } };
  void instance.use(initReactI18next).init({
    resources,
    lng: typeof location === 'undefined' ? 'de' : getPageContext().locale,
    fallbackLng: 'de',
    supportedLngs: [...LOCALES],
    defaultNS: 'shared',
    ns: ['shared'],
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export const i18n: I18n = createI18n();

if (typeof location !== 'undefined') {
  subscribePageContext(() => {
    const { locale } = getPageContext();
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  });
}

/** Registers a micro-frontend's namespace in all four languages (idempotent). */
export function addTranslations(ns: string, translations: Translations): void {
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, translations[locale], true, false);
  }
}
