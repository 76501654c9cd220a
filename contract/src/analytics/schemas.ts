// POST /event: one page view as the shell sends it on a route change. The platform and the site's
// country come from the request's headers (moveable-platform, moveable-countrycode) like every
// call of the site. What the server keeps of it is in api/README.md ("Analytics"): daily counts
// per route name and referrer host, never the path, the address or anything that names a person.
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { ROUTES } from '../pages/route-table.ts';
import { MAX_EVENT_PATH, MAX_EVENT_REFERRER } from './constants.ts';

const ROUTE_NAMES = ROUTES.map((r) => r.name) as [string, ...string[]];

export const pageViewEventSchema = z
  .strictObject(
    {
      route: z
        .enum(ROUTE_NAMES, { error: 'route must be the name of a page of the route table (contract/src/pages/route-table.ts)' })
        .describe("The page's route name, e.g. spots-id"),
      path: z
        .string({ error: 'path must be the page path, starting with /' })
        .max(MAX_EVENT_PATH, { error: `path must have at most ${MAX_EVENT_PATH} characters` })
        .regex(/^\/[^\s?#]*$/, { error: 'path must be the page path: starting with /, without query, fragment or spaces' })
        .describe('The page path (with its language prefix, without query); checked against route, not stored'),
      referrer: z
        .string({ error: 'referrer must be a URL or empty' })
        .max(MAX_EVENT_REFERRER, { error: `referrer must have at most ${MAX_EVENT_REFERRER} characters` })
        .optional()
        .describe('The page the visitor came from (document.referrer), on the first page of a visit; only its host is kept'),
    },
    { error: 'The body must be a JSON object { route, path, referrer? }' },
  )
  .register(apiSchemas, { id: 'PageViewEvent' });
export type PageViewEvent = z.output<typeof pageViewEventSchema>;
