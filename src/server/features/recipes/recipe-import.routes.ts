import { createRoute } from '@hono/zod-openapi';
import { pastedRecipeInputSchema, pastedRecipeSchema } from '../../../shared/schemas/recipe-import.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { readPastedRecipe } from './recipe-import.service.ts';

const parseIngredients = createRoute({
  method: 'post',
  path: '/api/recipes/parse-ingredients',
  tags: ['Recipes'],
  summary:
    'Read pasted ingredient lines, or a recipe page (HTML or schema.org JSON-LD), into amounts, units and proposed foods for the recipe form; stores nothing',
  request: { body: jsonBody(pastedRecipeInputSchema) },
  responses: {
    200: jsonResponse(pastedRecipeSchema, 'One entry per pasted line, in order'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const recipeImportRoutes = createRouter().openapi(parseIngredients, async (c) =>
  c.json(await readPastedRecipe(c.get('deps'), actorOf(c), c.req.valid('json')), 200),
);
