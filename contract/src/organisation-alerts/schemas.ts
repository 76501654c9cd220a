// A member's alerts for an organisation's area (issue 13): new spots and comments in the regions
// of the organisation, by mail at once, in a daily digest, or not at all.
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { ALERT_CHOICES } from './constants.ts';

export const organisationAlertsSchema = z
  .object({
    alerts: z
      .enum(ALERT_CHOICES, { error: `alerts must be one of ${ALERT_CHOICES.join(', ')}` })
      .describe('off; immediate: a mail per new spot or comment; daily: one digest a day of the day before'),
  })
  .register(apiSchemas, { id: 'OrganisationAlerts' });
export type OrganisationAlerts = z.infer<typeof organisationAlertsSchema>;
