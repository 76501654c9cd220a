// The feed's own words: its title names the news of the platform ("Actualités · bikeable"); its
// description is the platform's (the pages' meta description, contract/src/pages/head/texts).
import type { Locale } from '@moveable/contract';

export const NEWS_FEED_TITLE: Readonly<Record<Locale, string>> = { de: 'News', fr: 'Actualités', it: 'Notizie', en: 'News' };
