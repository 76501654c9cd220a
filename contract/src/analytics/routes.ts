import { errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { pageViewEventSchema } from './schemas.ts';

export const analyticsRoutes = {
  'POST /event': {
    summary: 'A page view (the shell sends one on each route change): counted per day, without cookies, addresses or accounts',
    description:
      'Anyone may send one; no token is read. Always 204 with no body: counted, or left out (a bot, Do Not Track, Global Privacy Control, analytics off). Limited per address (api/README.md, "Analytics").',
    tags: ['analytics'],
    body: pageViewEventSchema,
    response: { 204: noContentSchema, 400: errorSchema, 429: errorSchema },
  },
} satisfies RouteTable;
