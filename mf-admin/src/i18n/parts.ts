// The pages' parts of the 'admin' namespace: each loads with its page's chunk (routes.tsx). One
// entry per page; a part's keys live under a section of its own (the translations test checks
// that no two parts share a key).
import type { TranslationLoaders } from '@moveable/shared';

export const adminParts: Record<string, TranslationLoaders> = {
  moderation: {
    de: () => import('./moderation/de.json'),
    fr: () => import('./moderation/fr.json'),
    it: () => import('./moderation/it.json'),
    en: () => import('./moderation/en.json'),
  },
};
