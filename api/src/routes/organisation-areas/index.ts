// GET /api/organisations/areas (issue 12, the partner map): the areas of the platform's
// organisations as one GeoJSON FeatureCollection, instead of one GET /regions/:id per region with
// its full outline. Every request reads which organisations have which regions (three small
// queries), so an edit of an organisation's regions shows at once; the simplified outlines are
// kept per region and version of its shapes.
// The answer is the same in every language; its ETag is a hash of it, so a map that comes back
// revalidates with a 304 instead of downloading the outlines again.
import { createHash } from 'node:crypto';
import { WORLD, type OrganisationArea, type OrganisationAreas } from '@moveable/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { labelPosition, ringsBbox, simplifyRing, type ClosedRing } from './outline.ts';
import { regionRings, shapeVersions } from '../../domain/regions/rings.ts';
import { organisationsWithRegions, type OrganisationWithRegions } from './repository.ts';

/** Short enough that an administrator's change of regions reaches a returning visitor soon. */
const CACHE_CONTROL = 'public, max-age=60';

function toFeature(organisation: OrganisationWithRegions, outlines: ReadonlyMap<number, ClosedRing[]>): OrganisationArea | null {
  const rings = organisation.regionIds.flatMap((id) => outlines.get(id) ?? []);
  if (rings.length === 0) return null;
  return {
    type: 'Feature',
    id: organisation.slug,
    bbox: ringsBbox(rings),
    properties: { slug: organisation.slug, type: organisation.type, labelAt: labelPosition(rings) },
    geometry: { type: 'MultiPolygon', coordinates: rings.map((ring) => [ring]) },
  };
}

function collection(features: OrganisationArea[]): OrganisationAreas {
  if (features.length === 0) return { type: 'FeatureCollection', features };
  const boxes = features.map((feature) => feature.bbox);
  const bbox: OrganisationAreas['bbox'] = [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
  return { type: 'FeatureCollection', bbox, features };
}

const organisationAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept by region and version of its shapes: an admin's import or a drawn area replaces a
  // region's shapes with new rows (issue 13), which changes the version on every instance.
  const simplified = new Map<number, { version: string; rings: ClosedRing[] }>();

  async function outlinesOf(regionIds: readonly number[]): Promise<Map<number, ClosedRing[]>> {
    const versions = await shapeVersions(app.db.kysely, regionIds);
    const missing = regionIds.filter((id) => simplified.get(id)?.version !== versions.get(id));
    if (missing.length > 0) {
      for (const [id, rings] of await regionRings(app.db.kysely, missing)) {
        simplified.set(id, { version: versions.get(id) ?? '', rings: rings.map(simplifyRing) });
      }
    }
    return new Map(regionIds.map((id) => [id, simplified.get(id)?.rings ?? []]));
  }

  app.route({
    ...endpoint('GET /organisations/areas'),
    handler: async (request, reply) => {
      const { ctx, query } = request;
      const country = query.country === undefined ? ctx.country : query.country === WORLD ? null : query.country;
      const organisations = await organisationsWithRegions(app.db.kysely, ctx.platform, country);
      const outlines = await outlinesOf([...new Set(organisations.flatMap((o) => o.regionIds))]);
      const body = collection(organisations.map((o) => toFeature(o, outlines)).filter((f): f is OrganisationArea => f !== null));
      const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      // Without a body, and without the JSON content type a typed send(null) would add.
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
      return body;
    },
  });
};

export default organisationAreasRoutes;
