// GET /api/_nuxt_icon/{collection}.json?icons=a,b (spec §7): the icons asked for from an Iconify
// collection bundled as an npm package (@iconify-json/mdi), in the Iconify API's own format, so
// the browser reads our answer and the public service's alike. @iconify/utils cuts the subset
// (aliases with their parents). The collection (3 MB of JSON) loads with the first request.
import { ICON_COLLECTION, type IconSet } from '@moveable/contract';
import { getIcons } from '@iconify/utils';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';

type IconifyJSON = Parameters<typeof getIcons>[0];

const COLLECTIONS: Record<string, () => Promise<IconifyJSON>> = {
  [ICON_COLLECTION]: () => import('@iconify-json/mdi').then((module) => module.icons as IconifyJSON),
};
const loaded = new Map<string, Promise<IconifyJSON>>();

function collection(name: string): Promise<IconifyJSON> | null {
  const load = COLLECTIONS[name];
  if (!load) return null;
  let set = loaded.get(name);
  if (!set) {
    set = load();
    loaded.set(name, set);
  }
  return set;
}

const iconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /_nuxt_icon/:collection'),
    handler: async (request, reply) => {
      const name = request.params.collection.replace(/\.json$/, '');
      const set = collection(name);
      if (!set) throw notFound(`Icon collection ${name} not found`);
      const names = [...new Set(request.query.icons.split(','))];
      const subset = getIcons(await set, names, true) ?? { prefix: name, icons: {}, not_found: names };
      // The collection changes only with a deployment: a week in every cache.
      reply.header('cache-control', 'public, max-age=604800');
      return subset as IconSet;
    },
  });
};

export default iconRoutes;
