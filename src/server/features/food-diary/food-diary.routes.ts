import { createRoute, z } from '@hono/zod-openapi';
import {
  diaryAnswerSchema,
  diaryMealInputSchema,
  diaryMealSchema,
  diaryQuerySchema,
  intakeQuerySchema,
  intakeSchema,
  portalFoodChoiceSchema,
  portalRecipeChoiceSchema,
  waterDaySchema,
  waterInputSchema,
} from '../../../shared/schemas/food-diary.ts';
import { foodSearchQuerySchema } from '../../../shared/schemas/nutrition.ts';
import { actorOf, createRouter, portalActorOf } from '../../app-env.ts';
import { errorResponses, idPathParams, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  deleteDiaryMeal,
  listDiary,
  listPortalRecipes,
  recordDiaryMeal,
  recordWater,
  searchPortalFoods,
} from './food-diary.service.ts';
import { getClientIntake } from './intake.service.ts';

// The portal routes need a portal session (the pw_portal cookie); the intake route a practitioner's.
const tags = ['Client portal'];

const logMeal = createRoute({
  method: 'post',
  path: '/api/portal/diary',
  tags,
  summary:
    'Record what the client ate at one meal: the planned meal (or a portion of it), a recipe, a food in a household measure or free text; no entries is a skipped meal. Again for the same date and meal replaces it',
  request: { body: jsonBody(diaryMealInputSchema) },
  responses: { 200: jsonResponse(diaryMealSchema, 'The record as stored'), ...errorResponses(400, 401, 404, 415) },
});

const readDiary = createRoute({
  method: 'get',
  path: '/api/portal/diary',
  tags,
  summary: "The client's diary records, water and plan check-ins from `from` to `to`",
  request: { query: diaryQuerySchema },
  responses: { 200: jsonResponse(diaryAnswerSchema, 'The diary'), ...errorResponses(400, 401) },
});

const removeMeal = createRoute({
  method: 'delete',
  path: '/api/portal/diary/{id}',
  tags,
  summary: 'Remove one of the client’s diary records',
  request: { params: idPathParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
});

const logWater = createRoute({
  method: 'post',
  path: '/api/portal/water',
  tags,
  summary: 'The water the client drank on a day, in ml; again for the same date replaces it',
  request: { body: jsonBody(waterInputSchema) },
  responses: { 200: jsonResponse(waterDaySchema, 'The day as stored'), ...errorResponses(400, 401, 415) },
});

const recipeChoices = createRoute({
  method: 'get',
  path: '/api/portal/recipes',
  tags,
  summary: 'The recipes a client can log: those of their active plans, then those their practice shares (public)',
  responses: { 200: jsonResponse(z.array(portalRecipeChoiceSchema), 'Recipes'), ...errorResponses(401) },
});

const foodSearch = createRoute({
  method: 'get',
  path: '/api/portal/foods',
  tags,
  summary: 'The recipe editor’s food search, for logging a food',
  request: { query: foodSearchQuerySchema },
  responses: { 200: jsonResponse(z.array(portalFoodChoiceSchema), 'Matching foods'), ...errorResponses(400, 401) },
});

const intake = createRoute({
  method: 'get',
  path: '/api/clients/{id}/intake',
  tags: ['Clients'],
  summary:
    "What the client logged, day by day: eaten against planned for every nutrient, adequacy against the client's DRIs, water, what was not analysed, and the averages over the logged days (a week up to today by default)",
  request: { params: idPathParams, query: intakeQuerySchema },
  responses: { 200: jsonResponse(intakeSchema, "The client's intake"), ...errorResponses(400, 401, 404) },
});

export const foodDiaryRoutes = createRouter()
  .openapi(logMeal, async (c) =>
    c.json(await recordDiaryMeal(c.get('deps'), portalActorOf(c), c.req.valid('json')), 200),
  )
  .openapi(readDiary, async (c) => c.json(await listDiary(c.get('deps'), portalActorOf(c), c.req.valid('query')), 200))
  .openapi(removeMeal, async (c) => {
    await deleteDiaryMeal(c.get('deps'), portalActorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(logWater, async (c) => c.json(await recordWater(c.get('deps'), portalActorOf(c), c.req.valid('json')), 200))
  .openapi(recipeChoices, async (c) => c.json(await listPortalRecipes(c.get('deps'), portalActorOf(c)), 200))
  .openapi(foodSearch, async (c) =>
    c.json(await searchPortalFoods(c.get('deps'), portalActorOf(c), c.req.valid('query').query), 200),
  )
  .openapi(intake, async (c) =>
    c.json(await getClientIntake(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
