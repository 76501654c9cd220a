// Route 'embed-spots-organisation' (/embed/spots/{organisation}): an organisation's spots, framed.
import type { RouteParams } from '@moveable/shared';
import { OrganisationSpots } from '../features/embed/organisation-spots.tsx';

export function Page({ params }: { params: RouteParams }) {
  return <OrganisationSpots organisation={params.organisation} headingLevel={1} />;
}
