// The admin dashboard (issue 13): a platform's counts per day over the last days, by country or
// worldwide, with the period before for comparison, and the reports still open.
import { z } from 'zod';
import { intParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';
import { DASHBOARD_METRICS, DEFAULT_DASHBOARD_DAYS, MAX_DASHBOARD_DAYS, type DashboardMetric } from './constants.ts';

export const dashboardQuerySchema = z.object({
  country: z
    .string({ error: 'country must be a two-letter country code of the platform or world' })
    .regex(/^([a-z]{2}|world)$/, { error: 'country must be a two-letter country code of the platform or world' })
    .optional()
    .describe("A country of the platform, or world for all of them. Default: the site's country (the header)"),
  days: intParam('days', 1, MAX_DASHBOARD_DAYS)
    .default(DEFAULT_DASHBOARD_DAYS)
    .describe('How many days, today (UTC) included; the totals compare them with as many days before'),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const count = z.number().int();
const metricShape = Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, count])) as Record<DashboardMetric, typeof count>;

export const dashboardDaySchema = z
  .object({ day: z.iso.date().describe('A day in UTC'), ...metricShape })
  .register(apiSchemas, { id: 'DashboardDay' });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardTotalSchema = z
  .object({
    current: count.describe('Over the days asked for'),
    previous: count.describe('Over as many days just before them'),
  })
  .register(apiSchemas, { id: 'DashboardTotal' });
export type DashboardTotal = z.infer<typeof dashboardTotalSchema>;

export const dashboardSchema = z
  .object({
    platform: z.string(),
    country: z.string().describe('The country counted, or world'),
    days: z.number().int(),
    from: z.iso.date().describe('First day counted (UTC)'),
    to: z.iso.date().describe('Last day counted: today (UTC)'),
    totals: z.object(
      Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, dashboardTotalSchema])) as Record<DashboardMetric, typeof dashboardTotalSchema>,
    ),
    series: z.array(dashboardDaySchema).describe('One entry per day, oldest first, days without anything included'),
    openReports: count.describe('Reports on spots and comments of the platform (and country) not yet resolved, now'),
    newAccountsScope: z
      .enum(['country', 'world'])
      .describe('Accounts belong to no platform: newAccounts counts the accounts of the country (their home country), on every platform'),
  })
  .register(apiSchemas, { id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
