// <moveable-map> on a partner's page: the same map, preset to the organisation's area (its bbox)
// or to a centre and zoom given as attributes, else the country's default. It shows the spots the
// common attributes select (organisation, region, categories, famed, fixed), leaves the partner's
// URL and storage alone; the card's link leads to the spot on our site (Link does that in embeds).
// The map feature's second entry, beside the page.
import { useState } from 'react';
import type { ElementProps } from '@moveable/shared/element';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';
import { useOrganisation, usePageContext } from '@moveable/shared';
import { MapExplorer } from './map-explorer.tsx';
import { parseBbox } from './bbox.ts';
import { countryView } from './view-state.ts';
import { attributeView, parseHeight } from './embed-attributes.ts';

export interface EmbeddedMapProps extends ElementProps {
  /** "lat,lng" */
  center?: string;
  zoom?: number;
  /** CSS height of the map, e.g. "480px" (default) or "60vh". */
  height?: string;
}

export function EmbeddedMap({ selection, center, zoom, height }: EmbeddedMapProps) {
  const { t } = useMapTranslation();
  const { country } = usePageContext();
  const slug = selection.organisation ?? null;
  const org = useOrganisation(slug);
  const fromAttributes = attributeView(center, zoom);
  // Chosen once: later attribute changes arrive as requestedView, the organisation as fitBbox.
  const [start] = useState(() => fromAttributes ?? countryView(country));
  // An explicit centre wins over the organisation's area: the partner asked for that place.
  const fitBbox = !fromAttributes && org.data ? parseBbox(org.data.bbox) : null;
  const cssHeight = parseHeight(height);
  const style = cssHeight ? ({ '--mv-map-height': cssHeight } as React.CSSProperties) : undefined;

  return (
    <div className="mv-map mv-map--embedded" style={style}>
      {slug && org.isError && (
        <p className="mv-map__embed-notice" role="status">
          {t('embed.organisationMissing')}
        </p>
      )}
      <MapExplorer
        initialView={start}
        requestedView={fromAttributes}
        fitBbox={fitBbox}
        filters={selection.filters}
        organisation={slug ?? undefined}
      />
    </div>
  );
}
