// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page.
import { useRoute } from '@moveable/shared';
import { DirectoryPage } from './features/directory/directory-page.tsx';
import { NotFound } from './features/common/not-found.tsx';

export function App() {
  const route = useRoute();
  switch (route?.name) {
    case 'partner':
      return <DirectoryPage />;
    default:
      return <NotFound />;
  }
}
