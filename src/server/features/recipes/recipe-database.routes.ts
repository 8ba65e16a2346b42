import { createRoute, z } from '@hono/zod-openapi';
import {
  externalSearchQuerySchema,
  externalSearchResultSchema,
  randomRecipesSchema,
  recipeDatabaseInfoSchema,
  saveExternalRecipeResultSchema,
} from '../../../shared/schemas/recipe-database.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  getRecipeDatabaseInfo,
  listRandomRecipes,
  saveExternalRecipe,
  searchExternalRecipes,
} from './recipe-database.service.ts';

const tags = ['Recipe Database'];

const search = createRoute({
  method: 'get',
  path: '/api/recipes/search/external',
  tags,
  summary: 'Search the recipe database (the embedded catalogue, or Spoonacular when configured)',
  request: { query: externalSearchQuerySchema },
  responses: {
    200: jsonResponse(externalSearchResultSchema, 'Matching recipes'),
    ...errorResponses(400, 401, 502, 503),
  },
});
const random = createRoute({
  method: 'get',
  path: '/api/recipes/random',
  tags,
  summary: 'A few featured recipes, picked at random',
  responses: { 200: jsonResponse(randomRecipesSchema, 'Featured recipes'), ...errorResponses(401, 502, 503) },
});
const info = createRoute({
  method: 'get',
  path: '/api/recipes/external/info',
  tags,
  summary: 'Which provider answers and how many recipes it can search',
  responses: { 200: jsonResponse(recipeDatabaseInfoSchema, 'Provider and size'), ...errorResponses(401, 502, 503) },
});
const save = createRoute({
  method: 'post',
  path: '/api/recipes/external/{id}/save',
  tags,
  summary: "Save a recipe into the practitioner's own library as an editable copy",
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonResponse(saveExternalRecipeResultSchema, 'Saved, or already saved before'),
    ...errorResponses(401, 404, 502, 503),
  },
});

export const recipeDatabaseRoutes = createRouter()
  .openapi(search, async (c) =>
    c.json(await searchExternalRecipes(c.get('deps'), actorOf(c), c.req.valid('query')), 200),
  )
  .openapi(random, async (c) => c.json({ recipes: await listRandomRecipes(c.get('deps'), actorOf(c)) }, 200))
  .openapi(info, async (c) => c.json(await getRecipeDatabaseInfo(c.get('deps')), 200))
  .openapi(save, async (c) =>
    c.json(await saveExternalRecipe(c.get('deps'), actorOf(c), c.req.valid('param').id), 200),
  );
