// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page.
import { Suspense, lazy } from 'react';
import { Spinner, useRoute } from '@moveable/shared';
import { DirectoryPage } from './features/directory/directory-page.tsx';
import { NotFound } from './features/common/not-found.tsx';
import { loadPremiumTexts } from './i18n/index.ts';

// Premium and the configurator are chunks of their own, with their texts (i18n/premium/): the
// other routes carry neither. The comment names the route on which the server preloads the chunk.
const loadPremium = () =>
  Promise.all([import(/* moveable-route: premium */ './features/premium/premium-page.tsx'), loadPremiumTexts()]).then(([module]) => module);
const loadConfigurator = () =>
  Promise.all([import(/* moveable-route: premium-iframe */ './features/configurator/configurator-page.tsx'), loadPremiumTexts()]).then(
    ([module]) => module,
  );
const PremiumPage = lazy(() => loadPremium().then((module) => ({ default: module.PremiumPage })));
const ConfiguratorPage = lazy(() => loadConfigurator().then((module) => ({ default: module.ConfiguratorPage })));

/** What a mount on this route waits for besides the texts (index.tsx): the page's chunk and its texts, so it renders at once. */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  if (routeName === 'premium') return loadPremium();
  if (routeName === 'premium-iframe') return loadConfigurator();
  return Promise.resolve();
}

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'partner':
      return <DirectoryPage />;
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
      return <NotFound />;
  }
}
