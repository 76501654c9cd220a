// What the partner map shows, from the two answers it asks for (GET /organisations for names and
// types, GET /organisations/areas for outlines): each organisation with its area or none, in the
// order of the list; the areas in the order they are drawn; where the labels go; what to fit.
// Pure functions, so the shaping is tested without Leaflet.
import {
  ORGANISATION_TYPES,
  type OrganisationArea,
  type OrganisationAreas,
  type OrganisationSummary,
  type OrganisationType,
} from '@moveable/contract';
import { organisationPath } from '../common/organisation-path.ts';

export interface MappedOrganisation {
  slug: string;
  name: string;
  type: OrganisationType;
  /** Its page: /town/{slug} or /partners/{slug}. */
  path: string;
  /** null: no regions, so nothing to draw (a national association, a sponsor). */
  area: OrganisationArea | null;
}

/** [lat, lng], Leaflet's order. */
export type LatLng = [number, number];
/** One area as Leaflet's polygon takes it: its parts, each an outer ring. */
export type AreaLatLngs = LatLng[][][];

/** Every organisation once, by type (towns first, as on /partner), then by name in the page's language. */
export function mapOrganisations(organisations: readonly OrganisationSummary[], areas: OrganisationAreas, locale: string): MappedOrganisation[] {
  const bySlug = new Map(areas.features.map((feature) => [feature.properties.slug, feature]));
  const byName = new Intl.Collator(locale);
  return organisations
    .map((o) => ({ slug: o.slug, name: o.name, type: o.type, path: organisationPath(o), area: bySlug.get(o.slug) ?? null }))
    .sort((a, b) => ORGANISATION_TYPES.indexOf(a.type) - ORGANISATION_TYPES.indexOf(b.type) || byName.compare(a.name, b.name));
}

/** Those with an area, sponsors drawn first and towns last: a town answers for its area, so it stays on top where areas overlap. */
export function drawOrder(mapped: readonly MappedOrganisation[]): (MappedOrganisation & { area: OrganisationArea })[] {
  const rank = (type: OrganisationType) => ORGANISATION_TYPES.length - ORGANISATION_TYPES.indexOf(type);
  return mapped.filter((m): m is MappedOrganisation & { area: OrganisationArea } => m.area !== null).sort((a, b) => rank(a.type) - rank(b.type));
}

/** GeoJSON's [lng, lat] rings as Leaflet's [lat, lng], the closing position left out (Leaflet closes rings itself). */
export function areaLatLngs(area: OrganisationArea): AreaLatLngs {
  return area.geometry.coordinates.map((polygon) =>
    polygon.map((ring) => {
      const open =
        ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1] ? ring.slice(0, -1) : ring;
      return open.map(([lng, lat]): LatLng => [lat, lng]);
    }),
  );
}

export interface Label {
  organisation: MappedOrganisation;
  at: LatLng;
  /** 0 for the first label at its position, 1 for the next one there (a town and a partner of the same area), … */
  stack: number;
}

/** A label per organisation with an area, in the list's order; labels at the same position are stacked, not drawn over each other. */
export function labels(mapped: readonly MappedOrganisation[]): Label[] {
  const taken = new Map<string, number>();
  return mapped.flatMap((organisation) => {
    if (!organisation.area) return [];
    const [lng, lat] = organisation.area.properties.labelAt;
    const key = `${lat},${lng}`;
    const stack = taken.get(key) ?? 0;
    taken.set(key, stack + 1);
    return [{ organisation, at: [lat, lng] as LatLng, stack }];
  });
}

/** The corners of all areas ([[south, west], [north, east]]), or null when there is none. */
export function areasBounds(areas: OrganisationAreas): [LatLng, LatLng] | null {
  if (!areas.bbox) return null;
  const [west, south, east, north] = areas.bbox;
  return [
    [south, west],
    [north, east],
  ];
}

/** The types with an area on the map, in the legend's order. */
export function legendTypes(mapped: readonly MappedOrganisation[]): OrganisationType[] {
  return ORGANISATION_TYPES.filter((type) => mapped.some((m) => m.type === type && m.area !== null));
}

/** Which areas these are: the same for an answer fetched again, another for another country or platform. */
export function areasKey(areas: OrganisationAreas): string {
  return `${areas.features.map((feature) => feature.id).join(',')}|${areas.bbox?.join(',') ?? ''}`;
}
