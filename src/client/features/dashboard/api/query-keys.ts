/**
 * The dashboard's cached answers. Other features mark `stats` and `activity` stale after a change of their own
 * (a new client, plan, recipe or report moves a count and adds a line to the feed).
 */
export const dashboardKeys = {
  stats: ['/api/dashboard/stats'] as const,
  activity: ['/api/dashboard/activity'] as const,
  nutritionInsights: ['/api/dashboard/nutrition-insights'] as const,
};
