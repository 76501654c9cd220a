// Region outlines for the demo cities. Swiss cities: the real municipal boundary from swiss-maps
// (TopoJSON in WGS84, geometries keyed by BFS number; the 2026 .dbf files beside it carry no
// names, so names live in cities.ts). Others: a 16-sided polygon around the centre, irregular
// but deterministic, good enough to show that regions are polygons rather than boxes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { City } from './cities.ts';
import { kmToDegrees, type Position, type Ring } from './geometry.ts';
import { Prng } from './prng.ts';

const require = createRequire(import.meta.url);
let swissMunicipalities: Map<number, Ring[]> | undefined;

function outerRings(geometry: Polygon | MultiPolygon): Ring[] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((rings) => {
    const outer = (rings[0] ?? []).map((p) => [p[0], p[1]] as unknown as Position);
    // GeoJSON rings repeat the first point at the end; PostgreSQL polygons close implicitly.
    const [first, last] = [outer[0], outer[outer.length - 1]];
    if (first && last && first[0] === last[0] && first[1] === last[1]) outer.pop();
    return outer;
  });
}

function loadSwissMunicipalities(): Map<number, Ring[]> {
  if (swissMunicipalities) return swissMunicipalities;
  const topology = JSON.parse(readFileSync(require.resolve('swiss-maps/2026/ch-combined.json'), 'utf8')) as Topology;
  const collection = topology.objects['municipalities'] as GeometryCollection;
  const features = feature(topology, collection);
  swissMunicipalities = new Map();
  for (const f of features.features) {
    if (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon') {
      swissMunicipalities.set(Number(f.id), outerRings(f.geometry));
    }
  }
  return swissMunicipalities;
}

function approximateRing(city: City, rxKm: number, ryKm: number): Ring {
  const prng = new Prng([...city.slug].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
  const { dLng, dLat } = kmToDegrees(city.lat, rxKm, ryKm);
  const ring: Position[] = [];
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * 2 * Math.PI;
    const r = 0.85 + prng.next() * 0.3;
    ring.push([round6(city.lng + Math.cos(angle) * dLng * r), round6(city.lat + Math.sin(angle) * dLat * r)]);
  }
  return ring;
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** The outer rings of a city's region (several for a multi-part municipality). */
export function cityRings(city: City): Ring[] {
  if ('bfs' in city.shape) {
    const rings = loadSwissMunicipalities().get(city.shape.bfs);
    if (!rings) throw new Error(`swiss-maps has no municipality ${city.shape.bfs} (${city.name})`);
    return rings;
  }
  return [approximateRing(city, city.shape.rxKm, city.shape.ryKm)];
}
