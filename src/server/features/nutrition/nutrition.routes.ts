import { createRoute, z } from '@hono/zod-openapi';
import {
  foodCompositionSchema,
  foodIdsQuerySchema,
  foodSearchQuerySchema,
  foodSearchResultSchema,
} from '../../../shared/schemas/nutrition.ts';
import { createRouter } from '../../app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';
import { getFoodCompositions, searchFoods } from './nutrition.service.ts';

const search = createRoute({
  method: 'get',
  path: '/api/nutrition/search',
  tags: ['Nutrition'],
  summary: 'Search the food composition database (USDA SR28, or FoodData Central with FDC_API_KEY), best match first',
  request: { query: foodSearchQuerySchema },
  responses: { 200: jsonResponse(z.array(foodSearchResultSchema), 'Matching foods'), ...errorResponses(400, 401) },
});

const compositions = createRoute({
  method: 'get',
  path: '/api/nutrition/foods',
  tags: ['Nutrition'],
  summary: 'Composition per 100 g and household portions of foods, by id (for live recipe nutrition)',
  request: { query: foodIdsQuerySchema },
  responses: { 200: jsonResponse(z.array(foodCompositionSchema), 'Foods'), ...errorResponses(400, 401) },
});

export const nutritionRoutes = createRouter()
  .openapi(search, async (c) => {
    // Reference data, the same for everyone: a browser may keep it briefly.
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(await searchFoods(c.get('deps'), c.req.valid('query').query), 200);
  })
  .openapi(compositions, async (c) => {
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json(await getFoodCompositions(c.get('deps').db, c.req.valid('query').ids), 200);
  });
