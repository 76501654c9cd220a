// Which feature renders for which of our routes (names from the contract's route table, spec §2),
// each behind the access gate. Routes we own but have not built yet get the 404 screen, never a
// placeholder page. Each page, and each section that only some see, is a chunk of its own with its
// texts: the other admin pages do not carry its code. The comments name the routes on which the
// server preloads a chunk.
import { Suspense, lazy, type ReactNode } from 'react';
import { NotFoundScreen, Spinner, useLocation, useRoute } from '@moveable/shared';
import { isPlatform } from '@moveable/contract';
import { adminParts } from './i18n/parts.ts';
import { loadTexts } from './i18n/index.ts';
import { AdminPage } from './features/common/admin-page.tsx';
import { CATALOGUE_VIEW, HISTORY_VIEW, historySpotOf, viewOf } from './features/common/admin-views.ts';

const withTexts = <M,>(chunk: Promise<M>, ...parts: string[]) =>
  Promise.all([chunk, ...parts.map((part) => loadTexts(adminParts[part]!))]).then(([module]) => module);

const loadOrganisationPages = () =>
  withTexts(
    import(/* moveable-route: admin-organization-create, admin-organization-platformName-slug */ './features/organisation/organisation-pages.ts'),
    'organisation',
  );
const loadEmailsPage = () => withTexts(import(/* moveable-route: admin-emails */ './features/emails/emails-page.tsx'), 'emails');
const loadDashboard = () => withTexts(import(/* moveable-route: admin */ './features/dashboard/dashboard-page.tsx'), 'dashboard');
const loadSpotHistory = () => withTexts(import('./features/audit/spot-history-page.tsx'), 'audit');
// Sections that load after their page: the queue and the latest actions (staff), the alert
// settings (an organisation's members), the area editor and the API keys (its admins) and the catalogue (platform
// admins, `/admin?view=catalogue`).
const loadModeration = () => withTexts(import('./features/moderation/moderation-queue.tsx'), 'moderation');
const loadLatestActions = () => withTexts(import('./features/audit/latest-actions.tsx'), 'audit');
const loadAlertSettings = () => withTexts(import('./features/alerts/alert-settings.tsx'), 'alerts');
const loadAreaEditor = () => withTexts(import('./features/area/area-editor.tsx'), 'area');
// The API keys of an organisation (its admins); their texts are in the organisation part, loaded with the page.
const loadApiKeys = () => import('./features/organisation/api-keys/api-keys-section.tsx');
const loadCatalogue = () => withTexts(import('./features/catalogue/catalogue-admin.tsx'), 'catalogue');

const OrganisationCreatePage = lazy(() => loadOrganisationPages().then((module) => ({ default: module.OrganisationCreatePage })));
const OrganisationPage = lazy(() => loadOrganisationPages().then((module) => ({ default: module.OrganisationPage })));
const EmailsPage = lazy(() => loadEmailsPage().then((module) => ({ default: module.EmailsPage })));
const DashboardPage = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardPage })));
const SpotHistoryPage = lazy(() => loadSpotHistory().then((module) => ({ default: module.SpotHistoryPage })));
const ModerationQueue = lazy(() => loadModeration().then((module) => ({ default: module.ModerationQueue })));
const LatestActions = lazy(() => loadLatestActions().then((module) => ({ default: module.LatestActions })));
const AlertSettings = lazy(() => loadAlertSettings().then((module) => ({ default: module.AlertSettings })));
const AreaEditor = lazy(() => loadAreaEditor().then((module) => ({ default: module.AreaEditor })));
const ApiKeysSection = lazy(() => loadApiKeys().then((module) => ({ default: module.ApiKeysSection })));
const CatalogueAdmin = lazy(() => loadCatalogue().then((module) => ({ default: module.CatalogueAdmin })));

/** What a mount on this route waits for besides the texts (index.tsx): the page's chunk and its texts, so no frame of nothing. */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  switch (routeName) {
    case 'admin-organization-create':
    case 'admin-organization-platformName-slug':
      return loadOrganisationPages();
    case 'admin-emails':
      return loadEmailsPage();
    case 'admin': {
      const view = viewOf(location.search);
      if (view === CATALOGUE_VIEW) return loadCatalogue();
      if (view === HISTORY_VIEW) return loadSpotHistory();
      return loadDashboard();
    }
    default:
      return Promise.resolve();
  }
}

const spinner = <Spinner size="md" />;
const later = (section: ReactNode) => <Suspense fallback={spinner}>{section}</Suspense>;

export function App() {
  const route = useRoute();
  const url = useLocation();
  switch (route?.name) {
    case 'admin': {
      const view = viewOf(url.search);
      if (view === CATALOGUE_VIEW) {
        return <AdminPage need={{ kind: 'admin' }}>{later(<CatalogueAdmin />)}</AdminPage>;
      }
      if (view === HISTORY_VIEW) {
        const spotId = historySpotOf(url.search);
        if (spotId === null) return <NotFoundScreen />;
        return <AdminPage need={{ kind: 'staff' }}>{later(<SpotHistoryPage key={spotId} spotId={spotId} />)}</AdminPage>;
      }
      return (
        <AdminPage need={{ kind: 'staff' }}>
          {later(<DashboardPage moderationQueue={later(<ModerationQueue />)} latestActions={later(<LatestActions />)} />)}
        </AdminPage>
      );
    }
    case 'admin-emails':
      return later(<EmailsPage />);
    case 'admin-organization-create':
      return later(<OrganisationCreatePage />);
    case 'admin-organization-platformName-slug': {
      const platform = route.params.platformName ?? '';
      const slug = route.params.slug ?? '';
      if (!isPlatform(platform)) return <NotFoundScreen />;
      return later(
        // keyed: another organisation starts with its own state
        <OrganisationPage
          key={`${platform}/${slug}`}
          platformName={platform}
          slug={slug}
          areaSection={later(<AreaEditor platform={platform} slug={slug} />)}
          alertsSection={later(<AlertSettings slug={slug} />)}
          apiKeysSection={later(<ApiKeysSection platform={platform} slug={slug} />)}
        />,
      );
    }
    default:
      return <NotFoundScreen />;
  }
}
