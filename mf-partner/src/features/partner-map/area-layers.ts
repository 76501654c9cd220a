// The areas and their labels as Leaflet layers. An area is one SVG path per organisation (all its
// regions' parts), coloured by type through CSS classes (partner-map.css, the legend uses the same),
// and a click on it opens the organisation's page. A label is a real link to that page (href for
// a new tab, screen readers and Tab; a plain click stays in the app), inside a marker that is
// itself neither a tab stop nor a button, so each organisation is one tab stop on the map.
import { DomEvent, divIcon, layerGroup, marker, polygon, type LayerGroup, type Map as LeafletMap } from 'leaflet';
import { areaLatLngs, drawOrder, labels, type MappedOrganisation } from './partner-map-data.ts';

export interface AreaLayerOptions {
  /** The localized href of a path (`/fr/town/…` on a French page). */
  href: (path: string) => string;
  /** Opens a page of the site without reloading. */
  navigate: (path: string) => void;
}

const followsInApp = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function labelLink(doc: Document, organisation: MappedOrganisation, stack: number, options: AreaLayerOptions): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.className = `mp-map-label mp-map-label--${organisation.type}`;
  link.href = options.href(organisation.path);
  link.textContent = organisation.name;
  link.dataset.slug = organisation.slug;
  // Through the CSSOM, which a strict style-src allows (a style attribute it would not).
  link.style.setProperty('--mp-stack', String(stack));
  link.addEventListener('click', (event) => {
    if (!followsInApp(event)) return;
    event.preventDefault();
    options.navigate(organisation.path);
  });
  // A press on the label is the link's, not the start of dragging the map.
  DomEvent.disableClickPropagation(link);
  return link;
}

/** Draws the organisations' areas and labels on the map; remove() takes them off again. */
export function addAreaLayers(map: LeafletMap, mapped: readonly MappedOrganisation[], options: AreaLayerOptions): LayerGroup {
  const group = layerGroup().addTo(map);
  const doc = map.getContainer().ownerDocument;
  for (const organisation of drawOrder(mapped)) {
    const shape = polygon(areaLatLngs(organisation.area), { className: `mp-area mp-area--${organisation.type}`, weight: 2, fillOpacity: 0.2 });
    shape.on('click', () => options.navigate(organisation.path));
    group.addLayer(shape);
  }
  for (const { organisation, at, stack } of labels(mapped)) {
    const icon = divIcon({ className: 'mp-map-label-anchor', iconSize: [0, 0], html: labelLink(doc, organisation, stack, options) });
    group.addLayer(marker(at, { icon, keyboard: false, interactive: false }));
  }
  return group;
}
