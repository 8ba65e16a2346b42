import { createRoute, z } from '@hono/zod-openapi';
import {
  dayMealsInputSchema,
  daysMealsInputSchema,
  emailQueuedSchema,
  mealPlanDayInputSchema,
  mealPlanDetailSchema,
  mealPlanCreateSchema,
  mealPlanInputSchema,
  mealPlanListQuerySchema,
  mealPlanSchema,
  mealPlanSummarySchema,
  resolvedDaySchema,
  shareLinkInputSchema,
  shareLinkSchema,
  shoppingListEmailSchema,
  shoppingListSchema,
} from '../../../shared/schemas/meal-plans.ts';
import { appliedPlanSchema, mealPlanCopySchema } from '../../../shared/schemas/plan-templates.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, idPathParams, jsonAnswer, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  createMealPlan,
  createShareLink,
  deleteMealPlan,
  getMealPlanJson,
  listMealPlansJson,
  revokeShareLink,
  saveMealPlanDay,
  saveMealPlanDays,
  updateMealPlan,
  updateShareLinkExpiry,
} from './meal-plans.service.ts';
import { copyMealPlan } from './plan-copy.service.ts';
import {
  emailShoppingList,
  exportMealPlanPdf,
  getShoppingListJson,
  getShoppingListText,
} from './meal-plan-export.service.ts';

const tags = ['Meal plans'];
const dayParams = idPathParams.extend({
  dayNumber: z.coerce
    .number()
    .int()
    .min(1)
    .max(366)
    .openapi({ param: { name: 'dayNumber', in: 'path' } }),
});

const list = createRoute({
  method: 'get',
  path: '/api/meal-plans',
  tags,
  summary:
    "The practitioner's meal plans, newest first: whole plans (without their days: GET /api/meal-plans/{id}), or with view=summary the fields the plan cards show",
  request: { query: mealPlanListQuerySchema },
  responses: {
    200: jsonResponse(
      z.union([z.array(mealPlanSchema), z.array(mealPlanSummarySchema)]),
      'Meal plans (or their summaries)',
    ),
    ...errorResponses(400, 401),
  },
});
const getOne = createRoute({
  method: 'get',
  path: '/api/meal-plans/{id}',
  tags,
  summary: 'One plan with every day, each meal resolved to its recipe, servings and nutrition, and diet warnings',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(mealPlanDetailSchema, 'The plan'), ...errorResponses(401, 404) },
});
const create = createRoute({
  method: 'post',
  path: '/api/meal-plans',
  tags,
  summary:
    'Create a plan (share token made by the server), with its days when `days` is sent: one transaction, all or nothing',
  request: { body: jsonBody(mealPlanCreateSchema) },
  responses: { 201: jsonResponse(mealPlanSchema, 'The new plan'), ...errorResponses(400, 401, 413, 415) },
});
const update = createRoute({
  method: 'put',
  path: '/api/meal-plans/{id}',
  tags,
  summary: "Replace a plan's fields (its days stay)",
  request: { params: idPathParams, body: jsonBody(mealPlanInputSchema) },
  responses: { 200: jsonResponse(mealPlanSchema, 'The plan'), ...errorResponses(400, 401, 404, 413, 415) },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/meal-plans/{id}',
  tags,
  summary: 'Delete a plan and its days',
  request: { params: idPathParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});
const saveDay = createRoute({
  method: 'put',
  path: '/api/meal-plans/{id}/days/{dayNumber}',
  tags,
  summary: "Replace one day's meals (the editor)",
  request: { params: dayParams, body: jsonBody(dayMealsInputSchema) },
  responses: { 200: jsonResponse(resolvedDaySchema, 'The day, resolved'), ...errorResponses(400, 401, 404, 413, 415) },
});
const saveDays = createRoute({
  method: 'put',
  path: '/api/meal-plans/{id}/days',
  tags,
  summary: "Replace several days' meals at once, all or nothing (a meal moved to another day)",
  request: { params: idPathParams, body: jsonBody(daysMealsInputSchema) },
  responses: {
    200: jsonResponse(z.array(resolvedDaySchema), 'The days, resolved, in the order sent'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});
const createShare = createRoute({
  method: 'post',
  path: '/api/meal-plans/{id}/share-link',
  tags: ['Share'],
  summary: 'A new share link (the current one, if any, stops working at once), optionally expiring',
  request: { params: idPathParams, body: jsonBody(shareLinkInputSchema) },
  responses: { 201: jsonResponse(shareLinkSchema, 'The new link'), ...errorResponses(400, 401, 404, 413, 415) },
});
const updateShare = createRoute({
  method: 'put',
  path: '/api/meal-plans/{id}/share-link',
  tags: ['Share'],
  summary: 'Change when the current share link expires (the link stays the same)',
  request: { params: idPathParams, body: jsonBody(shareLinkInputSchema) },
  responses: { 200: jsonResponse(shareLinkSchema, 'The link'), ...errorResponses(400, 401, 404, 409, 413, 415) },
});
const revokeShare = createRoute({
  method: 'delete',
  path: '/api/meal-plans/{id}/share-link',
  tags: ['Share'],
  summary: 'Withdraw the share link: it stops working at once (404 when the plan has none)',
  request: { params: idPathParams },
  responses: { 204: { description: 'Withdrawn' }, ...errorResponses(401, 404) },
});
const createDay = createRoute({
  method: 'post',
  path: '/api/meal-plan-days',
  tags,
  summary: 'Save one day of a plan (the generator saves days one by one); an existing day number is replaced',
  request: { body: jsonBody(mealPlanDayInputSchema) },
  responses: { 201: jsonResponse(resolvedDaySchema, 'The day, resolved'), ...errorResponses(400, 401, 404, 413, 415) },
});
const shoppingList = createRoute({
  method: 'get',
  path: '/api/meal-plans/{id}/shopping-list',
  tags,
  summary: 'Everything the plan needs, per food, by aisle',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(shoppingListSchema, 'Shopping list'), ...errorResponses(401, 404) },
});
const shoppingListTxt = createRoute({
  method: 'get',
  path: '/api/meal-plans/{id}/shopping-list/txt',
  tags,
  summary: 'The shopping list as plain text',
  request: { params: idPathParams },
  responses: {
    200: { description: 'Plain text', content: { 'text/plain': { schema: z.string() } } },
    ...errorResponses(401, 404),
  },
});
const exportPdf = createRoute({
  method: 'get',
  path: '/api/meal-plans/{id}/export-pdf',
  tags,
  summary: "The plan as a PDF in the practice's branding",
  description:
    'At most two PDF exports (plans and reports) per practitioner at a time: a third answers 429 with Retry-After.',
  request: { params: idPathParams },
  responses: {
    200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 404, 429, 503),
  },
});
const emailList = createRoute({
  method: 'post',
  path: '/api/meal-plans/{id}/email-shopping-list',
  tags,
  summary: 'E-mail the shopping list (queued in the outbox; status says whether it can be delivered)',
  request: { params: idPathParams, body: jsonBody(shoppingListEmailSchema) },
  responses: { 202: jsonResponse(emailQueuedSchema, 'Queued'), ...errorResponses(400, 401, 404, 413, 415, 429) },
});

const copy = createRoute({
  method: 'post',
  path: '/api/meal-plans/{id}/copy',
  tags,
  summary:
    'A re-dated copy of a plan, for the same client (clientId left out), another client (screened against them) or none (null)',
  request: { params: idPathParams, body: jsonBody(mealPlanCopySchema) },
  responses: {
    201: jsonResponse(appliedPlanSchema, 'The copy and its conflicting meals'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

export const mealPlansRoutes = createRouter()
  .openapi(list, async (c) =>
    jsonAnswer(c, await listMealPlansJson(c.get('deps'), actorOf(c), c.req.valid('query').view)),
  )
  .openapi(getOne, async (c) =>
    jsonAnswer(c, await getMealPlanJson(c.get('deps'), actorOf(c), c.req.valid('param').id)),
  )
  .openapi(create, async (c) => c.json(await createMealPlan(c.get('deps'), actorOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) =>
    c.json(await updateMealPlan(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(remove, async (c) => {
    await deleteMealPlan(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(saveDay, async (c) => {
    const { id, dayNumber } = c.req.valid('param');
    const { meals, dayType } = c.req.valid('json');
    return c.json(await saveMealPlanDay(c.get('deps'), actorOf(c), id, dayNumber, meals, dayType), 200);
  })
  .openapi(saveDays, async (c) =>
    c.json(await saveMealPlanDays(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json').days), 200),
  )
  .openapi(createShare, async (c) =>
    c.json(await createShareLink(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(updateShare, async (c) =>
    c.json(await updateShareLinkExpiry(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(revokeShare, async (c) => {
    await revokeShareLink(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(createDay, async (c) => {
    const { mealPlanId, dayNumber, meals, dayType } = c.req.valid('json');
    return c.json(await saveMealPlanDay(c.get('deps'), actorOf(c), mealPlanId, dayNumber, meals, dayType), 201);
  })
  .openapi(shoppingList, async (c) =>
    jsonAnswer(c, await getShoppingListJson(c.get('deps'), actorOf(c), c.req.valid('param').id)),
  )
  .openapi(shoppingListTxt, async (c) => {
    const { text } = await getShoppingListText(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.text(text, 200);
  })
  .openapi(exportPdf, async (c) => {
    const { pdf, fileName } = await exportMealPlanPdf(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  })
  .openapi(copy, async (c) =>
    c.json(await copyMealPlan(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(emailList, async (c) =>
    c.json(await emailShoppingList(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 202),
  );
