// The admin dashboard's numbers and names both sides agree on. No schemas here: the browser imports this file.

export const DEFAULT_DASHBOARD_DAYS = 30;
export const MAX_DASHBOARD_DAYS = 90;

/**
 * What the dashboard counts per day, in the order it shows them. `pageViews` and `visitors` come
 * from the page-view analytics (POST /event): a visitor counts once a day per site, so a total over
 * several days counts a visitor once for each day they came.
 */
export const DASHBOARD_METRICS = [
  'newSpots',
  'newFame',
  'newShame',
  'fixed',
  'officialAnswers',
  'comments',
  'newAccounts',
  'pageViews',
  'visitors',
] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];
