// <moveable-spots organisation="zuerich" famed="shame" limit="12" filter-bar>.
import { useRef } from 'react';
import { OrganisationSpots } from './organisation-spots.tsx';
import { clampPageSize } from '../common/spot-list/page-size.ts';
import { famedAttribute, presenceAttribute } from './attributes.ts';
import { useHostFlag } from './use-host-attribute.ts';

export interface EmbeddedSpotsProps {
  organisation?: string;
  /** 'fame' | 'shame' | 'true' | 'false'; anything else shows both. */
  famed?: string;
  limit?: number;
  /** Present (or anything but false/0/no/off): show the filter bar. */
  filterBar?: string;
}

export function EmbeddedSpots({ organisation, famed, limit, filterBar }: EmbeddedSpotsProps) {
  // A misspelt slug goes to the API as it is: a visible "not found" beats silently showing
  // every spot of the platform on a town's page.
  const slug = organisation?.trim() || undefined;
  const initialFamed = famedAttribute(famed);
  const box = useRef<HTMLDivElement>(null);
  const hostFilterBar = useHostFlag(box, 'filter-bar');
  return (
    <div ref={box} className="mv-embedded-spots">
      <OrganisationSpots
        key={`${slug}|${initialFamed}`} /* new attributes, new starting filters */
        organisation={slug}
        initialFilters={{ famed: initialFamed }}
        showFilters={hostFilterBar || presenceAttribute(filterBar)}
        firstPage={limit ? clampPageSize(limit) : undefined}
        headingLevel={2}
      />
    </div>
  );
}
