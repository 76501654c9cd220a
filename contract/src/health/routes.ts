import { z } from 'zod';
import type { RouteTable } from '../route.ts';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes = {
  'GET /health': { summary: 'Liveness and database check', tags: ['health'], response: { 200: healthSchema } },
} satisfies RouteTable;
