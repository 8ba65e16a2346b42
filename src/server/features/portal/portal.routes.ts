import { createRoute, z } from '@hono/zod-openapi';
import {
  checkInInputSchema,
  checkInSchema,
  measurementInputSchema,
  measurementSchema,
} from '../../../shared/schemas/portal.ts';
import {
  portalMeSchema,
  portalPlanQuerySchema,
  portalPlanSchema,
  portalShoppingListSchema,
  shoppingTickInputSchema,
} from '../../../shared/schemas/portal-plan.ts';
import { createRouter, portalActorOf } from '../../app-env.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  getPortalMe,
  getPortalPlan,
  getPortalShoppingList,
  listMeasurements,
  recordCheckIn,
  recordMeasurement,
  setShoppingTick,
} from './portal.service.ts';

// Every route here needs a portal session (the pw_portal cookie); a practitioner's session answers 401.
const tags = ['Client portal'];

const me = createRoute({
  method: 'get',
  path: '/api/portal/me',
  tags,
  summary: 'The signed-in client and their practice’s branding (name, logo, colours, contact)',
  responses: { 200: jsonResponse(portalMeSchema, 'The client and the practice'), ...errorResponses(401) },
});

const currentPlan = createRoute({
  method: 'get',
  path: '/api/portal/plans/current',
  tags,
  summary:
    "The client's current active plan (covering today, else the next to start, else the last to end) with its days, recipes scaled to the planned servings, and the client's check-offs",
  request: { query: portalPlanQuerySchema },
  responses: {
    200: jsonResponse(portalPlanSchema, 'The plan; plan is null when none is active'),
    ...errorResponses(400, 401),
  },
});

const checkIn = createRoute({
  method: 'post',
  path: '/api/portal/check-ins',
  tags,
  summary:
    'Mark a planned meal eaten, skipped or swapped (with an optional note); again for the same date and meal replaces it',
  request: { body: jsonBody(checkInInputSchema) },
  responses: { 200: jsonResponse(checkInSchema, 'The check-off as stored'), ...errorResponses(400, 401, 415) },
});

const measurements = createRoute({
  method: 'get',
  path: '/api/portal/measurements',
  tags,
  summary: "The client's weight and waist log, newest first",
  responses: { 200: jsonResponse(z.array(measurementSchema), 'The log'), ...errorResponses(401) },
});

const addMeasurement = createRoute({
  method: 'post',
  path: '/api/portal/measurements',
  tags,
  summary: 'Log a weight (and waist); again for the same date replaces it',
  request: { body: jsonBody(measurementInputSchema) },
  responses: { 200: jsonResponse(measurementSchema, 'The entry as stored'), ...errorResponses(400, 401, 415) },
});

const shoppingList = createRoute({
  method: 'get',
  path: '/api/portal/shopping-list',
  tags,
  summary: "The current plan's shopping list, with the items the client ticked off",
  request: { query: portalPlanQuerySchema },
  responses: { 200: jsonResponse(portalShoppingListSchema, 'The list'), ...errorResponses(400, 401) },
});

const tick = createRoute({
  method: 'put',
  path: '/api/portal/shopping-list/ticks',
  tags,
  summary: 'Tick a shopping-list item off (ticked: true) or back on (false); kept on the server for every device',
  request: { body: jsonBody(shoppingTickInputSchema) },
  responses: {
    200: jsonResponse(portalShoppingListSchema, 'The list after the change'),
    ...errorResponses(400, 401, 404, 415),
  },
});

export const portalRoutes = createRouter()
  .openapi(me, async (c) => c.json(await getPortalMe(c.get('deps'), portalActorOf(c)), 200))
  .openapi(currentPlan, async (c) =>
    c.json(await getPortalPlan(c.get('deps'), portalActorOf(c), c.req.valid('query').today), 200),
  )
  .openapi(checkIn, async (c) => c.json(await recordCheckIn(c.get('deps'), portalActorOf(c), c.req.valid('json')), 200))
  .openapi(measurements, async (c) => c.json(await listMeasurements(c.get('deps'), portalActorOf(c)), 200))
  .openapi(addMeasurement, async (c) =>
    c.json(await recordMeasurement(c.get('deps'), portalActorOf(c), c.req.valid('json')), 200),
  )
  .openapi(shoppingList, async (c) =>
    c.json(await getPortalShoppingList(c.get('deps'), portalActorOf(c), c.req.valid('query').today), 200),
  )
  .openapi(tick, async (c) => c.json(await setShoppingTick(c.get('deps'), portalActorOf(c), c.req.valid('json')), 200));
