// The 'spots' namespace in all four languages at once, its three parts merged, for the
// translation tests: pages load one language, part by part, through index.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import spotPageDe from './spot-page/de.json';
import spotPageFr from './spot-page/fr.json';
import spotPageIt from './spot-page/it.json';
import spotPageEn from './spot-page/en.json';
import spotFormDe from './spot-form/de.json';
import spotFormFr from './spot-form/fr.json';
import spotFormIt from './spot-form/it.json';
import spotFormEn from './spot-form/en.json';

/** Each part on its own, in all four languages. */
export const spotsParts: Record<'list' | 'spotPage' | 'spotForm', Translations> = {
  list: { de, fr, it, en },
  spotPage: { de: spotPageDe, fr: spotPageFr, it: spotPageIt, en: spotPageEn },
  spotForm: { de: spotFormDe, fr: spotFormFr, it: spotFormIt, en: spotFormEn },
};

export const spotsTranslations: Translations = {
  de: { ...de, ...spotPageDe, ...spotFormDe },
  fr: { ...fr, ...spotPageFr, ...spotFormFr },
  it: { ...it, ...spotPageIt, ...spotFormIt },
  en: { ...en, ...spotPageEn, ...spotFormEn },
};
