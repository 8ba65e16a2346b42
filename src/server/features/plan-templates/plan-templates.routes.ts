import { createRoute, z } from '@hono/zod-openapi';
import {
  appliedPlanSchema,
  planTemplateApplySchema,
  planTemplateCreateSchema,
  planTemplateDetailSchema,
  planTemplateSchema,
  planTemplateUpdateSchema,
} from '../../../shared/schemas/plan-templates.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, idPathParams, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  applyPlanTemplate,
  createPlanTemplate,
  deletePlanTemplate,
  getPlanTemplate,
  listPlanTemplates,
  updatePlanTemplate,
} from './plan-templates.service.ts';

const tags = ['Plan templates'];

const list = createRoute({
  method: 'get',
  path: '/api/plan-templates',
  tags,
  summary: "The practice's plan templates, most recently changed first",
  responses: { 200: jsonResponse(z.array(planTemplateSchema), 'Templates'), ...errorResponses(401) },
});
const getOne = createRoute({
  method: 'get',
  path: '/api/plan-templates/{id}',
  tags,
  summary: 'One template with its days (day 1..N, no dates), each meal resolved to its recipe and nutrition',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(planTemplateDetailSchema, 'The template'), ...errorResponses(401, 404) },
});
const create = createRoute({
  method: 'post',
  path: '/api/plan-templates',
  tags,
  summary: "A template of one of the practice's plans: its days, meals, servings and targets, without dates or client",
  request: { body: jsonBody(planTemplateCreateSchema) },
  responses: { 201: jsonResponse(planTemplateSchema, 'The new template'), ...errorResponses(400, 401, 413, 415) },
});
const update = createRoute({
  method: 'put',
  path: '/api/plan-templates/{id}',
  tags,
  summary: 'Rename and describe a template',
  request: { params: idPathParams, body: jsonBody(planTemplateUpdateSchema) },
  responses: { 200: jsonResponse(planTemplateSchema, 'The template'), ...errorResponses(400, 401, 404, 413, 415) },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/plan-templates/{id}',
  tags,
  summary: 'Delete a template (plans made from it stay)',
  request: { params: idPathParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});
const apply = createRoute({
  method: 'post',
  path: '/api/plan-templates/{id}/apply',
  tags,
  summary:
    "A new plan for a client from a template: re-dated from startDate, repeated to fill weeks × 7 days, servings scaled to targetCalories (or 'client': their estimated needs) within ±5 %, screened against the client's allergies and restrictions",
  request: { params: idPathParams, body: jsonBody(planTemplateApplySchema) },
  responses: {
    201: jsonResponse(appliedPlanSchema, 'The new plan, its conflicting meals and the days that missed their target'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});
export const planTemplatesRoutes = createRouter()
  .openapi(list, async (c) => c.json(await listPlanTemplates(c.get('deps'), actorOf(c)), 200))
  .openapi(getOne, async (c) => c.json(await getPlanTemplate(c.get('deps'), actorOf(c), c.req.valid('param').id), 200))
  .openapi(create, async (c) => c.json(await createPlanTemplate(c.get('deps'), actorOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) =>
    c.json(await updatePlanTemplate(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(remove, async (c) => {
    await deletePlanTemplate(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(apply, async (c) =>
    c.json(await applyPlanTemplate(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
