// Which feature renders for which of our routes (the shell's route table names them).
import { useRoute } from '@moveable/shared';
import { MapPage } from './features/map/map-page.tsx';

export function MapRoutes() {
  const route = useRoute();
  switch (route?.name) {
    case 'map':
      return <MapPage />;
    default:
      return null; // not ours: the shell shows its 404
  }
}
