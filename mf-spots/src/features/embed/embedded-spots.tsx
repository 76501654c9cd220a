// <moveable-spots organisation="zuerich" famed="shame" categories="3,7" limit="12" filter-bar>:
// the common attributes (defineElement reads them) select the starting filters.
import { useRef } from 'react';
import type { ElementProps } from '@moveable/shared/element';
import { OrganisationSpots } from './organisation-spots.tsx';
import { clampPageSize } from '../common/spot-list/page-size.ts';
import { presenceAttribute } from './attributes.ts';
import { useHostFlag } from './use-host-attribute.ts';

export interface EmbeddedSpotsProps extends ElementProps {
  limit?: number;
  /** Present (or anything but false/0/no/off): show the filter bar. */
  filterBar?: string;
}

export function EmbeddedSpots({ selection, limit, filterBar }: EmbeddedSpotsProps) {
  const box = useRef<HTMLDivElement>(null);
  const hostFilterBar = useHostFlag(box, 'filter-bar');
  return (
    <div ref={box} className="mv-embedded-spots">
      <OrganisationSpots
        key={JSON.stringify(selection) /* new attributes, new starting filters */}
        organisation={selection.organisation}
        initialFilters={selection.filters}
        showFilters={hostFilterBar || presenceAttribute(filterBar)}
        firstPage={limit ? clampPageSize(limit) : undefined}
        headingLevel={2}
      />
    </div>
  );
}
