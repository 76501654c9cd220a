// Which feature renders for which of our routes (names from the contract's route table, spec §2),
// each behind the access gate. Routes we own but have not built yet get the 404 screen, never a
// placeholder page.
import { Suspense, lazy } from 'react';
import { NotFoundScreen, Spinner, useRoute } from '@moveable/shared';
import { loadTexts } from './i18n/index.ts';
import { adminParts } from './i18n/parts.ts';

// Pages are chunks of their own with their texts; the comment names the routes on which the
// server preloads them.
const loadEmailsPage = () =>
  Promise.all([import(/* moveable-route: admin-emails */ './features/emails/emails-page.tsx'), loadTexts(adminParts.emails!)]).then(
    ([module]) => module,
  );
const EmailsPage = lazy(() => loadEmailsPage().then((module) => ({ default: module.EmailsPage })));

/** What a mount on this route waits for besides the texts (index.tsx): the page's chunk and its texts, so no frame of nothing. */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  switch (routeName) {
    case 'admin-emails':
      return loadEmailsPage();
    default:
      return Promise.resolve();
  }
}

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'admin-emails':
      return (
        <Suspense fallback={<Spinner size="md" />}>
          <EmailsPage />
        </Suspense>
      );
    default:
      return <NotFoundScreen />;
  }
}
