// Schemas registered here get a name in the OpenAPI document (components.schemas) and are
// referenced by it wherever they appear.
import { z } from 'zod';

export const apiSchemas = z.registry<{ id: string }>();
