// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page.
import { Suspense, lazy } from 'react';
import { Spinner, useRoute, NotFoundScreen } from '@moveable/shared';
import { DirectoryPage } from './features/directory/directory-page.tsx';
import { PartnerMapSkeleton } from './features/partner-map/partner-map-skeleton.tsx';
import { loadOrganisationTexts, loadPartnerMapTexts, loadPremiumTexts } from './i18n/index.ts';

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
const loadPremium = () =>
  Promise.all([import(/* moveable-route: premium */ './features/premium/premium-page.tsx'), loadPremiumTexts()]).then(([module]) => module);
const loadConfigurator = () =>
  Promise.all([import(/* moveable-route: premium-iframe */ './features/configurator/configurator-page.tsx'), loadPremiumTexts()]).then(
    ([module]) => module,
  );
// Below the directory, for developers: loaded once the directory renders (not counted in its first view).
const DevelopersSection = lazy(() =>
  import('./features/developers/developers-section.tsx').then(async (module) => {
    await module.loadDevelopersTexts();
    return { default: module.DevelopersSection };
  }),
);
const PremiumPage = lazy(() => loadPremium().then((module) => ({ default: module.PremiumPage })));
const ConfiguratorPage = lazy(() => loadConfigurator().then((module) => ({ default: module.ConfiguratorPage })));

/** What a mount on this route waits for besides the texts (index.tsx): the page's chunk and its texts, so no frame of nothing. */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  if (routeName === 'partners-name' || routeName === 'town-name') return loadOrganisationPage();
  if (routeName === 'premium') return loadPremium();
  if (routeName === 'premium-iframe') return loadConfigurator();
  return Promise.resolve();
}

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'partner':
      return (
        <DirectoryPage>
          <Suspense fallback={null}>
            <DevelopersSection />
          </Suspense>
        </DirectoryPage>
      );
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
    case 'premium':
      return (
        <Suspense fallback={<Spinner size="md" />}>
          <PremiumPage />
        </Suspense>
      );
    case 'premium-iframe':
      return (
        <Suspense fallback={<Spinner size="md" />}>
          <ConfiguratorPage />
        </Suspense>
      );
    default:
      return <NotFoundScreen />;
  }
}
