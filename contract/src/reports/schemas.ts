// Reports of spots and comments to the moderators.
import { z } from 'zod';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { REPORT_REASON_MAX_LENGTH } from '../spots/constants.ts';

export const reportBodySchema = z.object(
  { reason: plainText('reason', 1, REPORT_REASON_MAX_LENGTH) },
  { error: 'The body must be a JSON object with reason' },
);
export const reportedSchema = z.object({ reported: z.literal(true) }).register(apiSchemas, { id: 'Reported' });
