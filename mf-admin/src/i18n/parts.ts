// The pages' parts of the 'admin' namespace: each loads with its page's chunk (routes.tsx). One
// entry per page; a part's keys live under a section of its own (the translations test checks
// that no two parts share a key).
import type { TranslationLoaders } from '@moveable/shared';

export const adminParts: Record<string, TranslationLoaders> = {
  emails: {
    de: () => import('./emails/de.json'),
    fr: () => import('./emails/fr.json'),
    it: () => import('./emails/it.json'),
    en: () => import('./emails/en.json'),
  },
  // The alert settings of an organisation's members (features/alerts/), for the organisation page.
  alerts: {
    de: () => import('./alerts/de.json'),
    fr: () => import('./alerts/fr.json'),
    it: () => import('./alerts/it.json'),
    en: () => import('./alerts/en.json'),
  },
};
