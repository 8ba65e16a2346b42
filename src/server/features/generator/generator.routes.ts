import { createRoute } from '@hono/zod-openapi';
import { generationRequestSchema, generationResponseSchema } from '../../../shared/schemas/generator.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { AppError, fieldErrorsOf } from '../../lib/app-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { generatePlan } from './generator.service.ts';

const generate = createRoute({
  method: 'post',
  path: '/api/generate-meal-plan',
  tags: ['Meal plan generator'],
  summary:
    'Plan days of meals from the catalogue, your recipes and public ones: every health filter holds, calories and macros as close to the targets as the recipes allow, each day with its deviation. lockedMeals and regenerate redo one day or one meal and keep the rest.',
  request: { body: jsonBody(generationRequestSchema) },
  responses: {
    200: jsonResponse(generationResponseSchema, 'The generated plan'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export const generatorRoutes = createRouter().openapi(
  generate,
  async (c) => c.json(await generatePlan(c.get('deps'), actorOf(c), c.req.valid('json')), 200),
  (result): undefined => {
    // The form shows the message as its toast ('Macro percentages must sum to 100% (currently 95%).'), so the
    // first problem is the message; every problem is in errors.
    if (!result.success) {
      const errors = fieldErrorsOf(result.error.issues);
      throw new AppError('bad_request', errors[0]?.message ?? 'Some fields are not valid', errors);
    }
    return undefined;
  },
);
