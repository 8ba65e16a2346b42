import { createRoute, z } from '@hono/zod-openapi';
import {
  recipeInputSchema,
  recipeListQuerySchema,
  recipeSchema,
  recipeSummarySchema,
} from '../../../shared/schemas/recipes.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, idPathParams, jsonAnswer, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { recipeDatabaseRoutes } from './recipe-database.routes.ts';
import { recipeImportRoutes } from './recipe-import.routes.ts';
import { createRecipe, deleteRecipe, getRecipe, listRecipesJson, updateRecipe } from './recipes.service.ts';

const tags = ['Recipes'];

const list = createRoute({
  method: 'get',
  path: '/api/recipes',
  tags,
  summary:
    "The practitioner's own recipes first, then the shared catalogue and public recipes: whole recipes, or with view=summary the fields the recipe cards and pickers show",
  request: { query: recipeListQuerySchema },
  responses: {
    200: jsonResponse(z.union([z.array(recipeSchema), z.array(recipeSummarySchema)]), 'Recipes (or their summaries)'),
    ...errorResponses(400, 401),
  },
});
const getOne = createRoute({
  method: 'get',
  path: '/api/recipes/{id}',
  tags,
  summary: 'One recipe the practitioner can see',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(recipeSchema, 'The recipe'), ...errorResponses(401, 404) },
});
const create = createRoute({
  method: 'post',
  path: '/api/recipes',
  tags,
  summary: 'Create a recipe; nutrition per serving is computed from the ingredients',
  request: { body: jsonBody(recipeInputSchema) },
  responses: { 201: jsonResponse(recipeSchema, 'The new recipe'), ...errorResponses(400, 401, 413, 415) },
});
const update = createRoute({
  method: 'put',
  path: '/api/recipes/{id}',
  tags,
  summary: "Replace one of the practitioner's own recipes",
  request: { params: idPathParams, body: jsonBody(recipeInputSchema) },
  responses: { 200: jsonResponse(recipeSchema, 'The updated recipe'), ...errorResponses(400, 401, 404, 413, 415) },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/recipes/{id}',
  tags,
  summary: "Delete one of the practitioner's own recipes",
  request: { params: idPathParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

/**
 * Every /api/recipes route, in the order they must be matched: the fixed paths (the recipe database, pasted
 * ingredients) before `/api/recipes/{id}`, which would otherwise read "random" or "parse-ingredients" as an id.
 */
export const recipesRoutes = createRouter()
  .route('/', recipeDatabaseRoutes)
  .route('/', recipeImportRoutes)
  .openapi(list, async (c) => jsonAnswer(c, await listRecipesJson(c.get('deps'), actorOf(c), c.req.valid('query'))))
  .openapi(getOne, async (c) => c.json(await getRecipe(c.get('deps'), actorOf(c), c.req.valid('param').id), 200))
  .openapi(create, async (c) => c.json(await createRecipe(c.get('deps'), actorOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) =>
    c.json(await updateRecipe(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(remove, async (c) => {
    await deleteRecipe(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
