import { createRoute, z } from '@hono/zod-openapi';
import {
  activityItemSchema,
  dashboardStatsSchema,
  nutritionInsightsSchema,
} from '../../../shared/schemas/dashboard.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';
import { getDashboardStats, listRecentActivity } from './dashboard.service.ts';
import { getNutritionInsights } from './nutrition-insights.service.ts';

const stats = createRoute({
  method: 'get',
  path: '/api/dashboard/stats',
  tags: ['Dashboard'],
  summary: "Counts for the practitioner's stat cards, with this week's / month's additions",
  responses: { 200: jsonResponse(dashboardStatsSchema, 'Stats'), ...errorResponses(401) },
});
const activity = createRoute({
  method: 'get',
  path: '/api/dashboard/activity',
  tags: ['Dashboard'],
  summary: "The practitioner's own recent changes, newest first",
  responses: { 200: jsonResponse(z.array(activityItemSchema), 'Recent activity'), ...errorResponses(401) },
});

const insights = createRoute({
  method: 'get',
  path: '/api/dashboard/nutrition-insights',
  tags: ['Dashboard'],
  summary:
    "This week's planned days across the active plans, with the share of the protein, fibre and vitamin targets each reaches",
  responses: { 200: jsonResponse(nutritionInsightsSchema, 'Nutrition insights'), ...errorResponses(401) },
});

export const dashboardRoutes = createRouter()
  .openapi(insights, async (c) => c.json(await getNutritionInsights(c.get('deps'), actorOf(c)), 200))
  .openapi(stats, async (c) => c.json(await getDashboardStats(c.get('deps'), actorOf(c)), 200))
  .openapi(activity, async (c) => c.json(await listRecentActivity(c.get('deps'), actorOf(c)), 200));
