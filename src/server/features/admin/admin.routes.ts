import { createRoute } from '@hono/zod-openapi';
import { adminStatsSchema } from '../../../shared/schemas/admin.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';
import { getPlatformStats } from './admin.service.ts';

const getStats = createRoute({
  method: 'get',
  path: '/api/admin/stats',
  tags: ['Admin'],
  summary: 'Platform statistics counted from the database',
  responses: { 200: jsonResponse(adminStatsSchema, 'Platform statistics'), ...errorResponses(401, 403) },
});

/** Mounted behind requireAdmin in app.ts: practitioners get 403 before any handler runs. */
export const adminRoutes = createRouter().openapi(getStats, async (c) => {
  return c.json(await getPlatformStats(c.get('deps'), actorOf(c)), 200);
});
