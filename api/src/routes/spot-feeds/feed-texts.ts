// The spot feeds' own words: "Neue Meldungen · Zürich" and its description, per language.
import type { Locale } from '@moveable/contract';

export const SPOT_FEED_TITLE: Readonly<Record<Locale, (place: string) => string>> = {
  de: (place) => `Neue Spots: ${place}`,
  fr: (place) => `Nouveaux spots : ${place}`,
  it: (place) => `Nuovi spot: ${place}`,
  en: (place) => `New spots: ${place}`,
};

export const SPOT_FEED_DESCRIPTION: Readonly<Record<Locale, (place: string) => string>> = {
  de: (place) => `Die neuesten Spots in ${place}`,
  fr: (place) => `Les spots les plus récents à ${place}`,
  it: (place) => `Gli spot più recenti a ${place}`,
  en: (place) => `The newest spots in ${place}`,
};
