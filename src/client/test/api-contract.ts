// Test-only: what the fake API may answer on each route, taken from the shared contracts the server answers with.
//   import type { ApiAnswer } from '@/client/test/api-contract';
//   const client: ApiAnswer<'GET /api/clients/:id'> = { ... };   // the type of the server's answer
// A route a client test needs is added here with the response schema its server route declares (createRoute);
// the fake API then types a test's answers by it and checks each answer against it at run time.
import { z } from 'zod';
import { adminEmailSentSchema, adminSettingsSchema, adminUserSchema, emailRecordSchema } from '@/shared/schemas/admin';
import { publicUserSchema } from '@/shared/schemas/auth';
import { createSubscriptionResultSchema, subscriptionStatusSchema } from '@/shared/schemas/billing';
import { chatConfigSchema } from '@/shared/schemas/chat';
import { clientDetailSchema, clientSchema, clientSummarySchema, nutrientTargetsSchema } from '@/shared/schemas/clients';
import { activityItemSchema, dashboardStatsSchema, nutritionInsightsSchema } from '@/shared/schemas/dashboard';
import { generationResponseSchema } from '@/shared/schemas/generator';
import {
  mealPlanDetailSchema,
  mealPlanSchema,
  mealPlanSummarySchema,
  resolvedDaySchema,
  sharedPlanSchema,
} from '@/shared/schemas/meal-plans';
import { customFoodDeletionSchema, customFoodSchema, labelReadingSchema } from '@/shared/schemas/custom-foods';
import { foodAllergensSchema, foodCompositionSchema, foodSearchResultSchema } from '@/shared/schemas/nutrition';
import { portalSessionSchema } from '@/shared/schemas/portal-access';
import { clientProgressSchema, measurementSchema } from '@/shared/schemas/portal';
import { portalMeSchema, portalPlanSchema } from '@/shared/schemas/portal-plan';
import {
  diaryAnswerSchema,
  diaryMealSchema,
  intakeSchema,
  portalFoodChoiceSchema,
  portalRecipeChoiceSchema,
  waterDaySchema,
} from '@/shared/schemas/food-diary';
import { planTemplateSchema } from '@/shared/schemas/plan-templates';
import { preferencesSchema } from '@/shared/schemas/preferences';
import { pastedRecipeSchema } from '@/shared/schemas/recipe-import';
import { recipeSchema, recipeSummarySchema } from '@/shared/schemas/recipes';

/** One route's answer: its success status and the schema of its JSON body (none for 204 and for files). */
interface RouteContract<Schema extends z.ZodType> {
  status: number;
  schema: Schema | null;
}

const ok = <Schema extends z.ZodType>(schema: Schema, status = 200): RouteContract<Schema> => ({ status, schema });
const created = <Schema extends z.ZodType>(schema: Schema) => ok(schema, 201);
const accepted = <Schema extends z.ZodType>(schema: Schema) => ok(schema, 202);
/** 204: the test answers `undefined`. */
const noContent: RouteContract<z.ZodVoid> = { status: 204, schema: null };
/** Not JSON (a PDF, a text file): the test answers with `raw(new Response(...))`. */
const file: RouteContract<z.ZodNever> = { status: 200, schema: null };

/** Patterns name path parameters `:like-this`; the query string is never part of a pattern. */
export const apiContract = {
  'GET /api/users/me': ok(publicUserSchema),
  'GET /api/users/me/export': file,
  'POST /api/users/me/delete': noContent,
  'GET /api/users/me/preferences': ok(preferencesSchema),
  'PUT /api/users/me/preferences': ok(preferencesSchema),
  'POST /api/auth/login': ok(z.union([publicUserSchema, portalSessionSchema])),
  'POST /api/auth/register': created(publicUserSchema),

  'GET /api/chat/config': ok(chatConfigSchema),

  'GET /api/admin/settings': ok(adminSettingsSchema),
  'GET /api/admin/users': ok(z.array(adminUserSchema)),
  'PUT /api/admin/users/:userId/role': ok(adminUserSchema),
  'GET /api/admin/emails/history': ok(z.array(emailRecordSchema)),
  'POST /api/admin/emails/send': accepted(adminEmailSentSchema),

  'GET /api/subscription/status': ok(subscriptionStatusSchema),
  'POST /api/subscription/create': ok(createSubscriptionResultSchema),
  'POST /api/subscription/cancel': ok(subscriptionStatusSchema),

  'GET /api/clients': ok(z.array(clientSummarySchema)),
  'GET /api/clients/:id': ok(clientDetailSchema),
  'POST /api/clients': created(clientSchema),
  'POST /api/clients/:id/allergies/confirm': ok(clientSchema),
  'DELETE /api/clients/:id': noContent,
  'POST /api/clients/:id/archive': ok(clientSchema),
  'POST /api/clients/:id/restore': ok(clientSchema),
  'GET /api/clients/:id/nutrient-targets': ok(nutrientTargetsSchema),
  'GET /api/clients/:id/progress': ok(clientProgressSchema),

  'GET /api/dashboard/stats': ok(dashboardStatsSchema),
  'GET /api/dashboard/activity': ok(z.array(activityItemSchema)),
  'GET /api/dashboard/nutrition-insights': ok(nutritionInsightsSchema),

  'POST /api/generate-meal-plan': ok(generationResponseSchema),

  'GET /api/meal-plans': ok(z.array(mealPlanSummarySchema)),
  'GET /api/meal-plans/:id': ok(mealPlanDetailSchema),
  'POST /api/meal-plans': created(mealPlanSchema),
  'GET /api/plan-templates': ok(z.array(planTemplateSchema)),
  'PUT /api/meal-plans/:id': ok(mealPlanSchema),
  'DELETE /api/meal-plans/:id': noContent,
  'PUT /api/meal-plans/:id/days': ok(z.array(resolvedDaySchema)),
  'POST /api/meal-plan-days': created(resolvedDaySchema),
  'GET /api/meal-plans/:id/export-pdf': file,
  'GET /api/clients/:id/export': file,

  'GET /api/nutrition/search': ok(z.array(foodSearchResultSchema)),
  'GET /api/nutrition/foods': ok(z.array(foodCompositionSchema)),
  'GET /api/nutrition/foods/:id/allergens': ok(foodAllergensSchema),
  'GET /api/foods': ok(z.array(customFoodSchema)),
  'GET /api/foods/:id': ok(customFoodSchema),
  'POST /api/foods': created(customFoodSchema),
  'PUT /api/foods/:id': ok(customFoodSchema),
  'DELETE /api/foods/:id': ok(customFoodDeletionSchema),
  'POST /api/foods/read-label': ok(labelReadingSchema),
  'PUT /api/nutrition/foods/:id/allergens': ok(foodAllergensSchema),
  'DELETE /api/nutrition/foods/:id/allergens': ok(foodAllergensSchema),

  'GET /api/recipes': ok(z.array(recipeSummarySchema)),
  'POST /api/recipes': created(recipeSchema),
  'POST /api/recipes/parse-ingredients': ok(pastedRecipeSchema),

  'GET /api/share/:token': ok(sharedPlanSchema),
  'GET /api/portal/me': ok(portalMeSchema),
  'GET /api/portal/plans/current': ok(portalPlanSchema),
  'GET /api/portal/measurements': ok(z.array(measurementSchema)),
  'POST /api/portal/measurements': ok(measurementSchema),
  'GET /api/portal/diary': ok(diaryAnswerSchema),
  'POST /api/portal/diary': ok(diaryMealSchema),
  'DELETE /api/portal/diary/:id': noContent,
  'POST /api/portal/water': ok(waterDaySchema),
  'GET /api/portal/recipes': ok(z.array(portalRecipeChoiceSchema)),
  'GET /api/portal/foods': ok(z.array(portalFoodChoiceSchema)),
  'GET /api/clients/:id/intake': ok(intakeSchema),
} satisfies Record<string, RouteContract<z.ZodType>>;

export type ApiRoute = keyof typeof apiContract;

/** The JSON body the server answers on `Route` when it succeeds. */
export type ApiAnswer<Route extends ApiRoute> =
  (typeof apiContract)[Route] extends RouteContract<infer Schema> ? z.output<Schema> : never;
