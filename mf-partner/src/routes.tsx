// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page.
import { Suspense, lazy } from 'react';
import { useRoute } from '@moveable/shared';
import { DirectoryPage } from './features/directory/directory-page.tsx';
import { NotFound } from './features/common/not-found.tsx';
import { PartnerMapSkeleton } from './features/partner-map/partner-map-skeleton.tsx';
import { loadPartnerMapTexts } from './i18n/index.ts';

// A chunk of its own with its texts (i18n/partner-map/): the other routes do not carry Leaflet or
// the map's code (the route byte budgets); the comment names the route on which the server preloads it.
const PartnerMapPage = lazy(() =>
  Promise.all([import(/* moveable-route: partnermap */ './features/partner-map/partner-map-page.tsx'), loadPartnerMapTexts()]).then(([module]) => ({
    default: module.PartnerMapPage,
  })),
);

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
    default:
      return <NotFound />;
  }
}
