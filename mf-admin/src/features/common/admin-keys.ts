// Query keys of the admin pages' reads: per platform (the API reads it from the header), and the
// dashboard per country and number of days.
import type { PageContext } from '@moveable/shared';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ({ platform }: PageContext, country: string, days: number) => [...adminKeys.all, 'dashboard', platform, country, days] as const,
  /** The audit log: every action of the admin pages adds a line, so each refreshes these. */
  audit: (platform: string) => [...adminKeys.all, 'audit', platform] as const,
  latestActions: ({ platform }: PageContext, limit: number) => [...adminKeys.audit(platform), 'latest', limit] as const,
  spotHistory: ({ platform }: PageContext, spotId: number) => [...adminKeys.audit(platform), 'spot', spotId] as const,
};
