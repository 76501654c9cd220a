// The 'admin' namespace in all four languages at once, each part on its own, for the translation
// tests: pages load one language, part by part, through index.ts and parts.ts.
import type { Translations } from '@moveable/shared';
import de from './de.json';
import fr from './fr.json';
import it from './it.json';
import en from './en.json';
import organisationDe from './organisation/de.json';
import organisationFr from './organisation/fr.json';
import organisationIt from './organisation/it.json';
import organisationEn from './organisation/en.json';
import dashboardDe from './dashboard/de.json';
import dashboardFr from './dashboard/fr.json';
import dashboardIt from './dashboard/it.json';
import dashboardEn from './dashboard/en.json';
import areaDe from './area/de.json';
import areaFr from './area/fr.json';
import areaIt from './area/it.json';
import areaEn from './area/en.json';
import catalogueDe from './catalogue/de.json';
import catalogueFr from './catalogue/fr.json';
import catalogueIt from './catalogue/it.json';
import catalogueEn from './catalogue/en.json';
import moderationDe from './moderation/de.json';
import moderationFr from './moderation/fr.json';
import moderationIt from './moderation/it.json';
import moderationEn from './moderation/en.json';
import alertsDe from './alerts/de.json';
import alertsFr from './alerts/fr.json';
import alertsIt from './alerts/it.json';
import alertsEn from './alerts/en.json';
import emailsDe from './emails/de.json';
import emailsFr from './emails/fr.json';
import emailsIt from './emails/it.json';
import emailsEn from './emails/en.json';
import auditDe from './audit/de.json';
import auditFr from './audit/fr.json';
import auditIt from './audit/it.json';
import auditEn from './audit/en.json';
import webhooksDe from './webhooks/de.json';
import webhooksFr from './webhooks/fr.json';
import webhooksIt from './webhooks/it.json';
import webhooksEn from './webhooks/en.json';

/** Each part on its own, in all four languages (one entry per folder of i18n/). */
export const adminTranslationParts: Record<string, Translations> = {
  common: { de, fr, it, en },
  organisation: { de: organisationDe, fr: organisationFr, it: organisationIt, en: organisationEn },
  dashboard: { de: dashboardDe, fr: dashboardFr, it: dashboardIt, en: dashboardEn },
  area: { de: areaDe, fr: areaFr, it: areaIt, en: areaEn },
  catalogue: { de: catalogueDe, fr: catalogueFr, it: catalogueIt, en: catalogueEn },
  moderation: { de: moderationDe, fr: moderationFr, it: moderationIt, en: moderationEn },
  emails: { de: emailsDe, fr: emailsFr, it: emailsIt, en: emailsEn },
  alerts: { de: alertsDe, fr: alertsFr, it: alertsIt, en: alertsEn },
  audit: { de: auditDe, fr: auditFr, it: auditIt, en: auditEn },
  webhooks: { de: webhooksDe, fr: webhooksFr, it: webhooksIt, en: webhooksEn },
};
