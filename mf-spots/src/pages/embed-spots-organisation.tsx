// Route 'embed-spots-organisation' (/embed/spots/{organisation}): an organisation's spots, framed;
// the frame's parent hears its height (embed-resize.js on the partner's page sets the frame's).
import { useRef } from 'react';
import type { RouteParams } from '@moveable/shared';
import { OrganisationSpots } from '../features/embed/organisation-spots.tsx';
import { useReportHeight } from '../features/embed/use-report-height.ts';

export function Page({ params }: { params: RouteParams }) {
  const ref = useRef<HTMLDivElement>(null);
  useReportHeight(ref);
  return (
    // flow-root: the last child's margin stays inside, where the measure sees it
    <div ref={ref} style={{ display: 'flow-root' }}>
      <OrganisationSpots organisation={params.organisation} headingLevel={1} />
    </div>
  );
}
