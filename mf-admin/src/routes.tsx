// Which feature renders for which of our routes (names from the contract's route table, spec §2),
// each behind the access gate. Routes we own but have not built yet get the 404 screen, never a
// placeholder page.
import { NotFoundScreen, useRoute } from '@moveable/shared';

/** What a mount on this route waits for besides the texts (index.tsx): the page's chunk and its texts, so no frame of nothing. */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  switch (routeName) {
    default:
      return Promise.resolve();
  }
}

export function App() {
  const route = useRoute();
  switch (route?.name) {
    default:
      return <NotFoundScreen />;
  }
}
