import type { RouteTable } from '../route.ts';
import { categoryListSchema } from './schemas.ts';

export const categoryRoutes = {
  'GET /categories': { summary: 'Categories of the platform', tags: ['categories'], response: { 200: categoryListSchema } },
} satisfies RouteTable;
