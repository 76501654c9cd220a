// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page.
import { Suspense, lazy } from 'react';
import { useRoute } from '@moveable/shared';
import { DirectoryPage } from './features/directory/directory-page.tsx';
import { NotFound } from './features/common/not-found.tsx';
import { PartnerMapSkeleton } from './features/partner-map/partner-map-skeleton.tsx';
import { loadOrganisationTexts, loadPartnerMapTexts } from './i18n/index.ts';

// Chunks of their own with their texts: the other routes do not carry Leaflet, the charts or the
// pages' code (the route byte budgets); the comment names the routes on which the server preloads them.
const PartnerMapPage = lazy(() =>
  Promise.all([import(/* moveable-route: partnermap */ './features/partner-map/partner-map-page.tsx'), loadPartnerMapTexts()]).then(([module]) => ({
    default: module.PartnerMapPage,
  })),
);
const loadOrganisationPage = () =>
  Promise.all([import(/* moveable-route: partners-name, town-name */ './features/organisation/organisation-page.tsx'), loadOrganisationTexts()]);
const OrganisationPage = lazy(() => loadOrganisationPage().then(([module]) => ({ default: module.OrganisationPage })));

/** What a mount on this route waits for besides the texts (index.tsx): the page's chunk and its texts, so no frame of nothing. */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  return routeName === 'partners-name' || routeName === 'town-name' ? loadOrganisationPage() : Promise.resolve();
}

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'partner':
      return <DirectoryPage />;
    case 'partnermap':
      return (
        <Suspense fallback={<PartnerMapSkeleton />}>
          <PartnerMapPage />
        </Suspense>
      );
    case 'partners-name':
    case 'town-name':
      return (
        <Suspense fallback={null}>
          {/* keyed: another organisation starts with its own state (skeleton, not the last one's) */}
          <OrganisationPage key={route.params.name} slug={route.params.name ?? ''} route={route.name} />
        </Suspense>
      );
    default:
      return <NotFound />;
  }
}
