// The pages' parts of the 'admin' namespace: each loads with its page's chunk (routes.tsx). One
// entry per page; a part's keys live under a section of its own (the translations test checks
// that no two parts share a key).
import type { TranslationLoaders } from '@moveable/shared';

export const adminParts: Record<string, TranslationLoaders> = {
  organisation: {
    de: () => import('./organisation/de.json'),
    fr: () => import('./organisation/fr.json'),
    it: () => import('./organisation/it.json'),
    en: () => import('./organisation/en.json'),
  },
  dashboard: {
    de: () => import('./dashboard/de.json'),
    fr: () => import('./dashboard/fr.json'),
    it: () => import('./dashboard/it.json'),
    en: () => import('./dashboard/en.json'),
  },
  /** The area editor (features/area), on an organisation's page. */
  area: {
    de: () => import('./area/de.json'),
    fr: () => import('./area/fr.json'),
    it: () => import('./area/it.json'),
    en: () => import('./area/en.json'),
  },
  /** Categories and regions (features/catalogue). */
  catalogue: {
    de: () => import('./catalogue/de.json'),
    fr: () => import('./catalogue/fr.json'),
    it: () => import('./catalogue/it.json'),
    en: () => import('./catalogue/en.json'),
  },
  moderation: {
    de: () => import('./moderation/de.json'),
    fr: () => import('./moderation/fr.json'),
    it: () => import('./moderation/it.json'),
    en: () => import('./moderation/en.json'),
  },
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
  // An organisation's webhooks (features/organisation/webhooks/), loaded with their section.
  webhooks: {
    de: () => import('./webhooks/de.json'),
    fr: () => import('./webhooks/fr.json'),
    it: () => import('./webhooks/it.json'),
    en: () => import('./webhooks/en.json'),
  },
  // The audit log (features/audit/): the dashboard's latest actions and a spot's history.
  audit: {
    de: () => import('./audit/de.json'),
    fr: () => import('./audit/fr.json'),
    it: () => import('./audit/it.json'),
    en: () => import('./audit/en.json'),
  },
};
