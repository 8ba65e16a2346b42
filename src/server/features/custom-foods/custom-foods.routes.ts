import { createRoute, z } from '@hono/zod-openapi';
import {
  customFoodDeletionSchema,
  customFoodInputSchema,
  customFoodSchema,
  labelReadingInputSchema,
  labelReadingSchema,
} from '../../../shared/schemas/custom-foods.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, idPathParams, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  createCustomFood,
  deleteCustomFood,
  getCustomFood,
  listCustomFoods,
  readFoodLabel,
  updateCustomFood,
} from './custom-foods.service.ts';

const tags = ['Foods'];

const list = createRoute({
  method: 'get',
  path: '/api/foods',
  tags,
  summary: "The practice's own foods, typed from their labels (archived ones left out), by name",
  responses: { 200: jsonResponse(z.array(customFoodSchema), 'Foods'), ...errorResponses(401) },
});
const getOne = createRoute({
  method: 'get',
  path: '/api/foods/{id}',
  tags,
  summary: "One of the practice's own foods, with its label, per-100 g values and confirmed statuses",
  request: { params: idPathParams },
  responses: { 200: jsonResponse(customFoodSchema, 'The food'), ...errorResponses(401, 404) },
});
const create = createRoute({
  method: 'post',
  path: '/api/foods',
  tags,
  summary:
    'Add a food from its label: nutrients per serving (per 100 g derived), ingredients and allergen statements, the statuses confirmed',
  request: { body: jsonBody(customFoodInputSchema) },
  responses: { 201: jsonResponse(customFoodSchema, 'The new food'), ...errorResponses(400, 401, 413, 415) },
});
const update = createRoute({
  method: 'put',
  path: '/api/foods/{id}',
  tags,
  summary: "Change a food's label: the practice's recipes using it are computed and labelled again",
  request: { params: idPathParams, body: jsonBody(customFoodInputSchema) },
  responses: { 200: jsonResponse(customFoodSchema, 'The food'), ...errorResponses(400, 401, 404, 413, 415) },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/foods/{id}',
  tags,
  summary: 'Delete a food; one that recipes use is archived instead (they stay whole), and the answer says which',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(customFoodDeletionSchema, 'Deleted or archived'), ...errorResponses(401, 404) },
});
const readLabel = createRoute({
  method: 'post',
  path: '/api/foods/read-label',
  tags,
  summary:
    'Read an ingredient list and its "Contains" / "May contain" statements into allergen and animal statuses, for the practitioner to confirm',
  request: { body: jsonBody(labelReadingInputSchema) },
  responses: { 200: jsonResponse(labelReadingSchema, 'What the label says'), ...errorResponses(400, 401, 413, 415) },
});

export const customFoodsRoutes = createRouter()
  .openapi(list, async (c) => c.json(await listCustomFoods(c.get('deps'), actorOf(c)), 200))
  .openapi(readLabel, (c) => c.json(readFoodLabel(c.req.valid('json')), 200))
  .openapi(getOne, async (c) => c.json(await getCustomFood(c.get('deps'), actorOf(c), c.req.valid('param').id), 200))
  .openapi(create, async (c) => c.json(await createCustomFood(c.get('deps'), actorOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) =>
    c.json(await updateCustomFood(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(remove, async (c) =>
    c.json(await deleteCustomFood(c.get('deps'), actorOf(c), c.req.valid('param').id), 200),
  );
