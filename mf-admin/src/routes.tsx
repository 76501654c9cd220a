// Which feature renders for which of our routes (names from the contract's route table, spec §2),
// each behind the access gate. Routes we own but have not built yet get the 404 screen, never a
// placeholder page.
import { Suspense, lazy } from 'react';
import { NotFoundScreen, Spinner, useRoute } from '@moveable/shared';
import { adminParts } from './i18n/parts.ts';
import { loadTexts } from './i18n/index.ts';
import { AdminPage } from './features/common/admin-page.tsx';

// The organisation pages: one chunk with their texts; the comment names the routes on which the
// server preloads it.
const loadOrganisationPages = () =>
  Promise.all([
    import(/* moveable-route: admin-organization-create, admin-organization-platformName-slug */ './features/organisation/organisation-pages.ts'),
    loadTexts(adminParts.organisation!),
  ]).then(([module]) => module);
const OrganisationCreatePage = lazy(() => loadOrganisationPages().then((module) => ({ default: module.OrganisationCreatePage })));
const OrganisationPage = lazy(() => loadOrganisationPages().then((module) => ({ default: module.OrganisationPage })));

// A chunk per page with its texts: the other admin pages do not carry the dashboard's code. The
// comment names the route on which the server preloads it.
const loadDashboard = () =>
  Promise.all([import(/* moveable-route: admin */ './features/dashboard/dashboard-page.tsx'), loadTexts(adminParts.dashboard!)]).then(
    ([module]) => module,
  );
const DashboardPage = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardPage })));

/** What a mount on this route waits for besides the texts (index.tsx): the page's chunk and its texts, so no frame of nothing. */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  switch (routeName) {
    case 'admin-organization-create':
    case 'admin-organization-platformName-slug':
      return loadOrganisationPages();
    case 'admin':
      return loadDashboard();
    default:
      return Promise.resolve();
  }
}

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'admin-organization-create':
      return (
        <Suspense fallback={<Spinner size="md" />}>
          <OrganisationCreatePage />
        </Suspense>
      );
    case 'admin-organization-platformName-slug':
      return (
        <Suspense fallback={<Spinner size="md" />}>
          {/* keyed: another organisation starts with its own state */}
          <OrganisationPage
            key={`${route.params.platformName}/${route.params.slug}`}
            platformName={route.params.platformName ?? ''}
            slug={route.params.slug ?? ''}
          />
        </Suspense>
      );
    case 'admin':
      return (
        <AdminPage need={{ kind: 'staff' }}>
          <Suspense fallback={<Spinner size="md" />}>
            {/* the moderation queue (features/moderation) is handed in here once it exists */}
            <DashboardPage />
          </Suspense>
        </AdminPage>
      );
    default:
      return <NotFoundScreen />;
  }
}
