import { createRoute, z } from '@hono/zod-openapi';
import {
  clientDetailSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientSchema,
  clientSummarySchema,
  nutrientTargetsSchema,
} from '../../../shared/schemas/clients.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, idPathParams, jsonAnswer, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { clientProgressQuerySchema } from '../../../shared/schemas/client-progress.ts';
import { clientProgressSchema } from '../../../shared/schemas/portal.ts';
import { getClientProgress } from './client-progress.service.ts';
import {
  archiveClient,
  confirmClientAllergies,
  restoreClient,
  createClient,
  getClient,
  getClientNutrientTargets,
  listClientsJson,
  updateClient,
} from './clients.service.ts';
import { eraseClient } from './client-erasure.service.ts';
import { exportClientRecord } from './client-export.service.ts';

const tags = ['Clients'];

const list = createRoute({
  method: 'get',
  path: '/api/clients',
  tags,
  summary:
    "The signed-in practitioner's active clients, newest first (archived=true: the archived ones): whole clients, or with view=summary the fields the client cards show",
  request: { query: clientListQuerySchema },
  responses: {
    200: jsonResponse(z.union([z.array(clientSchema), z.array(clientSummarySchema)]), 'Clients (or their summaries)'),
    ...errorResponses(400, 401),
  },
});
const getOne = createRoute({
  method: 'get',
  path: '/api/clients/{id}',
  tags,
  summary: 'One client, with their meal plans and reports',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(clientDetailSchema, 'The client'), ...errorResponses(401, 404) },
});
const create = createRoute({
  method: 'post',
  path: '/api/clients',
  tags,
  summary: 'Add a client (any userId in the body is ignored)',
  request: { body: jsonBody(clientInputSchema) },
  responses: { 201: jsonResponse(clientSchema, 'The new client'), ...errorResponses(400, 401, 413, 415) },
});
const update = createRoute({
  method: 'put',
  path: '/api/clients/{id}',
  tags,
  summary: "Replace a client's details",
  request: { params: idPathParams, body: jsonBody(clientInputSchema) },
  responses: { 200: jsonResponse(clientSchema, 'The updated client'), ...errorResponses(400, 401, 404, 413, 415) },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/clients/{id}',
  tags,
  summary:
    'Erase a client and everything about them in one transaction: plans and their days and share links, reports, portal account and sessions, check-ins and weights, the e-mails about them, kept answers and the audit rows naming them; one audit tombstone stays (who, which id, when, how many rows of each kind)',
  request: { params: idPathParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
});
const confirmAllergies = createRoute({
  method: 'post',
  path: '/api/clients/{id}/allergies/confirm',
  tags,
  summary: 'Confirm allergies that were converted from free text, so the profile stops asking',
  request: { params: idPathParams },
  responses: {
    200: jsonResponse(clientSchema, 'The client, with nothing left to review'),
    ...errorResponses(401, 404),
  },
});

const nutrientTargets = createRoute({
  method: 'get',
  path: '/api/clients/{id}/nutrient-targets',
  tags,
  summary: "The client's Dietary Reference Intakes (RDA/AI, UL, sodium CDRR, AMDR) for their age, sex and pregnancy",
  request: { params: idPathParams },
  responses: {
    200: jsonResponse(nutrientTargetsSchema, 'The targets, or what the profile lacks for them'),
    ...errorResponses(401, 404),
  },
});

const progress = createRoute({
  method: 'get',
  path: '/api/clients/{id}/progress',
  tags,
  summary:
    'What the client logged in the portal over a period (default: the last 12 ISO weeks): weights, the share of planned meals eaten per week, the latest check-offs, portal access and last activity',
  request: { params: idPathParams, query: clientProgressQuerySchema },
  responses: { 200: jsonResponse(clientProgressSchema, "The client's progress"), ...errorResponses(400, 401, 404) },
});

const exportRecord = createRoute({
  method: 'get',
  path: '/api/clients/{id}/export',
  tags,
  summary:
    "The client's whole record as a ZIP: client.json (profile, allergies, nutrient targets, portal status), each plan and report as JSON and PDF, the portal log, the e-mails about them, the audit of who read or changed the record, and a README.txt; the export is audited",
  description: 'Renders every plan and report PDF, one at a time in one of the practitioner’s export slots.',
  request: { params: idPathParams },
  responses: {
    200: { description: 'ZIP', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 404, 429, 503),
  },
});

const archive = createRoute({
  method: 'post',
  path: '/api/clients/{id}/archive',
  tags,
  summary:
    'Archive a client: out of the client list, pickers, dashboard count and generator; their plans out of the plan list; their share links and portal access stop until restored. Nothing is deleted',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(clientSchema, 'The archived client'), ...errorResponses(401, 404) },
});
const restore = createRoute({
  method: 'post',
  path: '/api/clients/{id}/restore',
  tags,
  summary: 'Bring an archived client back: lists, share links and portal access work again as before',
  request: { params: idPathParams },
  responses: { 200: jsonResponse(clientSchema, 'The restored client'), ...errorResponses(401, 404) },
});

export const clientsRoutes = createRouter()
  .openapi(archive, async (c) => c.json(await archiveClient(c.get('deps'), actorOf(c), c.req.valid('param').id), 200))
  .openapi(restore, async (c) => c.json(await restoreClient(c.get('deps'), actorOf(c), c.req.valid('param').id), 200))
  .openapi(exportRecord, async (c) => {
    const { zip, fileName } = await exportClientRecord(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.body(new Uint8Array(zip), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  })
  .openapi(progress, async (c) =>
    c.json(await getClientProgress(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(nutrientTargets, async (c) =>
    c.json(await getClientNutrientTargets(c.get('deps'), actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(list, async (c) =>
    jsonAnswer(
      c,
      await listClientsJson(c.get('deps'), actorOf(c), c.req.valid('query').view, c.req.valid('query').archived),
    ),
  )
  .openapi(getOne, async (c) => c.json(await getClient(c.get('deps'), actorOf(c), c.req.valid('param').id), 200))
  .openapi(create, async (c) => c.json(await createClient(c.get('deps'), actorOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) =>
    c.json(await updateClient(c.get('deps'), actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(confirmAllergies, async (c) =>
    c.json(await confirmClientAllergies(c.get('deps'), actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(remove, async (c) => {
    await eraseClient(c.get('deps'), actorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
