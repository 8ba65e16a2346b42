import { createRoute, z } from '@hono/zod-openapi';
import {
  foodAllergensSchema,
  foodCompositionSchema,
  foodIdsQuerySchema,
  foodSearchQuerySchema,
  foodSearchResultSchema,
  practiceFoodAllergensInputSchema,
} from '../../../shared/schemas/nutrition.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, idPathParams, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { getFoodCompositions, isPracticeFoodId, searchFoods } from './nutrition.service.ts';
import { clearFoodAllergens, readFoodAllergens, setFoodAllergens } from './practice-allergens.service.ts';

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

const foodAllergensPath = '/api/nutrition/foods/{id}/allergens';
/** The `{id}` of a food: its number (any other text is simply not found). */
const foodPathParams = idPathParams;

const readAllergens = createRoute({
  method: 'get',
  path: foodAllergensPath,
  tags: ['Nutrition'],
  summary: "A food's allergen statuses: the reviewed table's, with reasons, and the practice's own entry if any",
  request: { params: foodPathParams },
  responses: { 200: jsonResponse(foodAllergensSchema, "The food's allergens"), ...errorResponses(401, 404) },
});

const setAllergens = createRoute({
  method: 'put',
  path: foodAllergensPath,
  tags: ['Nutrition'],
  summary:
    "Set the practice's own allergen statuses for a food, read from its label: every screening of the practice uses them",
  request: { params: foodPathParams, body: jsonBody(practiceFoodAllergensInputSchema) },
  responses: {
    200: jsonResponse(foodAllergensSchema, "The food's allergens"),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const clearAllergens = createRoute({
  method: 'delete',
  path: foodAllergensPath,
  tags: ['Nutrition'],
  summary: "Remove the practice's entry for a food: its screenings read the reviewed table again",
  request: { params: foodPathParams },
  responses: { 200: jsonResponse(foodAllergensSchema, "The food's allergens"), ...errorResponses(401, 404) },
});

export const nutritionRoutes = createRouter()
  .openapi(search, async (c) => {
    // The practice's own allergen entries (decision 0025) change the results and their cautions at once, so the
    // browser asks again each time (the screen keeps its own copy for the words typed).
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await searchFoods(c.get('deps'), actorOf(c), c.req.valid('query').query), 200);
  })
  .openapi(compositions, async (c) => {
    const ids = c.req.valid('query').ids;
    // A practice's own food can change under the same id (decision 0031): asked again each time.
    c.header('Cache-Control', ids.some(isPracticeFoodId) ? 'private, no-cache' : 'private, max-age=3600');
    return c.json(await getFoodCompositions(c.get('deps').db, ids, actorOf(c)), 200);
  })
  .openapi(readAllergens, async (c) =>
    c.json(await readFoodAllergens(c.get('deps'), actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(setAllergens, async (c) =>
    c.json(await setFoodAllergens(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(clearAllergens, async (c) =>
    c.json(await clearFoodAllergens(c.get('deps'), actorOf(c), c.req.valid('param').id), 200),
  );
