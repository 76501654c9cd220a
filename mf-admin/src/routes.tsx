// Which feature renders for which of our routes (names from the contract's route table, spec §2),
// each behind the access gate. Routes we own but have not built yet get the 404 screen, never a
// placeholder page.
import { Suspense, lazy } from 'react';
import { NotFoundScreen, Spinner, useRoute } from '@moveable/shared';
import { AdminPage } from './features/common/admin-page.tsx';
import { loadTexts } from './i18n/index.ts';
import { adminParts } from './i18n/parts.ts';

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
    case 'admin':
      return loadDashboard();
    default:
      return Promise.resolve();
  }
}

export function App() {
  const route = useRoute();
  switch (route?.name) {
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
