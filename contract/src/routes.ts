// Every route of the API, by "METHOD /path" under /api. The server registers exactly these (a
// test holds the two lists equal); the browser's API client is typed by them.
import { adminAuditRoutes } from './admin-audit/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { answerTemplateRoutes } from './answer-templates/routes.ts';
import { adminDashboardRoutes } from './admin-dashboard/routes.ts';
import { adminGeoRoutes } from './admin-geo/routes.ts';
import { adminModerationRoutes } from './admin-moderation/routes.ts';
import { adminEmailRoutes } from './admin-emails/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { iconRoutes } from './icons/routes.ts';
import { commentRoutes } from './comments/routes.ts';
import { contentPageRoutes } from './content-pages/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { mapRoutes } from './map/routes.ts';
import { monitoringRoutes } from './monitoring/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { officialAnswerRoutes } from './official-answers/routes.ts';
import { open311Routes } from './open311/routes.ts';
import { organisationApiKeyRoutes } from './organisation-api-keys/routes.ts';
import { organisationMemberRoutes } from './organisation-members/routes.ts';
import { organisationAlertRoutes } from './organisation-alerts/routes.ts';
import { organisationAreaRoutes } from './organisations/areas.ts';
import { organisationRoutes } from './organisations/routes.ts';
import { photoRoutes } from './photos/routes.ts';
import { premiumRoutes } from './premium/routes.ts';
import { regionRoutes } from './regions/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { securityRoutes } from './security/routes.ts';
import type { RouteTable } from './route.ts';
import { spotRoutes } from './spots/routes.ts';
import { spotFeedRoutes } from './spot-feeds/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';
import { userRoutes } from './users/routes.ts';
import { voteRoutes } from './votes/routes.ts';

export const apiRoutes = {
  ...healthRoutes,
  ...spotRoutes,
  ...voteRoutes,
  ...commentRoutes,
  ...reportRoutes,
  ...officialAnswerRoutes,
  ...mapRoutes,
  ...categoryRoutes,
  ...iconRoutes,
  ...regionRoutes,
  ...organisationRoutes,
  ...organisationAreaRoutes,
  ...photoRoutes,
  ...authRoutes,
  ...userRoutes,
  ...securityRoutes,
  ...contentPageRoutes,
  ...newsletterRoutes,
  ...newsRoutes,
  ...premiumRoutes,
  ...adminAuditRoutes,
  ...organisationMemberRoutes,
  ...answerTemplateRoutes,
  ...organisationApiKeyRoutes,
  ...open311Routes,
  ...adminDashboardRoutes,
  ...adminGeoRoutes,
  ...adminModerationRoutes,
  ...adminEmailRoutes,
  ...organisationAlertRoutes,
  ...monitoringRoutes,
  ...analyticsRoutes,
  ...spotFeedRoutes,
  ...webhookRoutes,
} satisfies RouteTable;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
