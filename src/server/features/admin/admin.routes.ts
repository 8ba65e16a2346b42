import { createRoute, z } from '@hono/zod-openapi';
import {
  adminActivitySchema,
  adminEmailInputSchema,
  adminEmailSentSchema,
  adminHealthSchema,
  adminSettingsSchema,
  adminStatsSchema,
  adminUserSchema,
  emailHistoryQuerySchema,
  emailRecordSchema,
  roleChangeSchema,
} from '../../../shared/schemas/admin.ts';
import { EMAIL_TOTAL_HEADER } from '../../../shared/schemas/email-history-paging.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonAnswer, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  changeUserRole,
  getPlatformActivity,
  getPlatformHealth,
  getPlatformStats,
  getSettingsInForce,
  listEmailHistory,
  listUsersJson,
  sendAdminEmail,
} from './admin.service.ts';

const tags = ['Admin'];
const userParams = z.object({
  userId: z
    .string()
    .max(100)
    .openapi({ param: { name: 'userId', in: 'path' }, format: 'uuid' }),
});

const stats = createRoute({
  method: 'get',
  path: '/api/admin/stats',
  tags,
  summary: 'Platform statistics counted from the database',
  responses: { 200: jsonResponse(adminStatsSchema, 'Platform statistics'), ...errorResponses(401, 403) },
});
const health = createRoute({
  method: 'get',
  path: '/api/admin/health',
  tags,
  summary: 'Database and API latency, e-mail queue depth, storage used and available',
  responses: { 200: jsonResponse(adminHealthSchema, 'Health'), ...errorResponses(401, 403) },
});
const activity = createRoute({
  method: 'get',
  path: '/api/admin/activity',
  tags,
  summary: 'Growth over the last 30 days against the 30 before',
  responses: { 200: jsonResponse(adminActivitySchema, 'Activity'), ...errorResponses(401, 403) },
});
const usersList = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags,
  summary: 'Every account, newest first',
  responses: { 200: jsonResponse(z.array(adminUserSchema), 'Users'), ...errorResponses(401, 403) },
});
const role = createRoute({
  method: 'put',
  path: '/api/admin/users/{userId}/role',
  tags,
  summary: "Change a user's role (never the last admin, never one's own)",
  request: { params: userParams, body: jsonBody(roleChangeSchema) },
  responses: { 200: jsonResponse(adminUserSchema, 'The user'), ...errorResponses(400, 401, 403, 404, 409, 415) },
});
const history = createRoute({
  method: 'get',
  path: '/api/admin/emails/history',
  tags,
  summary:
    'The e-mails the app sent or tried to send, newest first, with their real status, a page at a time; the X-Total-Count header says how many the search finds',
  request: { query: emailHistoryQuerySchema },
  responses: {
    200: {
      ...jsonResponse(z.array(emailRecordSchema), 'One page of e-mails'),
      headers: z.object({
        [EMAIL_TOTAL_HEADER]: z
          .string()
          .openapi({ description: 'How many e-mails match, over all pages', example: '5000' }),
      }),
    },
    ...errorResponses(400, 401, 403),
  },
});
const send = createRoute({
  method: 'post',
  path: '/api/admin/emails/send',
  tags,
  summary: 'Send an e-mail through the outbox',
  request: { body: jsonBody(adminEmailInputSchema) },
  responses: { 202: jsonResponse(adminEmailSentSchema, 'Queued'), ...errorResponses(400, 401, 403, 413, 415) },
});
const settings = createRoute({
  method: 'get',
  path: '/api/admin/settings',
  tags,
  summary: 'The settings in force (read-only)',
  responses: { 200: jsonResponse(adminSettingsSchema, 'Settings'), ...errorResponses(401, 403) },
});

/** Mounted behind requireAdmin in app.ts: practitioners get 403 before any handler runs. */
export const adminRoutes = createRouter()
  .openapi(stats, async (c) => c.json(await getPlatformStats(c.get('deps'), actorOf(c)), 200))
  .openapi(health, async (c) => c.json(await getPlatformHealth(c.get('deps'), actorOf(c)), 200))
  .openapi(activity, async (c) => c.json(await getPlatformActivity(c.get('deps'), actorOf(c)), 200))
  .openapi(usersList, async (c) => jsonAnswer(c, await listUsersJson(c.get('deps'), actorOf(c))))
  .openapi(role, async (c) =>
    c.json(await changeUserRole(c.get('deps'), actorOf(c), c.req.valid('param').userId, c.req.valid('json').role), 200),
  )
  .openapi(history, async (c) => {
    const { emails, total } = await listEmailHistory(c.get('deps'), actorOf(c), c.req.valid('query'));
    c.header(EMAIL_TOTAL_HEADER, String(total));
    return c.json(emails, 200);
  })
  .openapi(send, async (c) => {
    const queued = await sendAdminEmail(c.get('deps'), actorOf(c), c.req.valid('json'));
    const message =
      queued.status === 'queued'
        ? 'The e-mail is queued and will be delivered shortly.'
        : 'No mail server is configured, so the e-mail was recorded but not delivered.';
    return c.json({ success: true, ...queued, message }, 202);
  })
  .openapi(settings, (c) => c.json(getSettingsInForce(c.get('deps'), actorOf(c)), 200));
