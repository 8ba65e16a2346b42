import { createRoute, z } from '@hono/zod-openapi';
import { deleteAccountInputSchema } from '../../../shared/schemas/account.ts';
import { publicUserSchema } from '../../../shared/schemas/auth.ts';
import { preferencesInputSchema, preferencesSchema } from '../../../shared/schemas/preferences.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { authRateLimit, requestMeta } from '../auth/auth.routes.ts';
import { getCurrentUser } from '../auth/auth.service.ts';
import { clearSessionCookie } from '../auth/session.middleware.ts';
import { eraseAccount } from './account-erasure.service.ts';
import { exportAccount } from './account-export.service.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

const tags = ['Accounts'];

const getMe = createRoute({
  method: 'get',
  path: '/api/users/me',
  tags,
  summary: 'The signed-in user with branding fields',
  responses: { 200: jsonResponse(publicUserSchema, 'The signed-in user'), ...errorResponses(401) },
});

const exportMe = createRoute({
  method: 'get',
  path: '/api/users/me/export',
  tags,
  summary:
    "Everything of the signed-in practice as a ZIP: account.json (profile, branding, subscription; no password, no session token), logos, recipes, plans without a client (JSON and PDF), e-mails, audit, allergen entries, and each client's record under clients/NN-name/ as the client export gives it, with a README.txt; the export is audited",
  description: 'Renders every plan and report PDF, one at a time in one of the practitioner’s export slots.',
  responses: {
    200: { description: 'ZIP', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 429, 503),
  },
});

// A POST to an action, as archive, restore and the subscription's cancel are, rather than a DELETE with a body:
// the password travels in a JSON body, which DELETE has no defined meaning for (RFC 9110) (decision 0026).
const deleteMe = createRoute({
  method: 'post',
  path: '/api/users/me/delete',
  tags,
  summary:
    "Delete the signed-in practice's account and everything of it (every client record, recipes, plans, e-mails, branding, logos, allergen entries, audit), confirmed with its password; signs out. The only administrator is refused (409)",
  middleware: [authRateLimit()] as const,
  request: { body: jsonBody(deleteAccountInputSchema) },
  responses: {
    204: { description: 'Deleted; the session cookie is cleared' },
    ...errorResponses(400, 401, 409, 415, 423, 429, 503),
  },
});

const getMyPreferences = createRoute({
  method: 'get',
  path: '/api/users/me/preferences',
  tags,
  summary:
    "The signed-in practice's locale and units (body: metric, us or uk; kitchen: metric or us; energy: kcal or kJ): how figures are written on its screens and documents. Every API answer keeps kcal, g, kg, cm and ISO dates",
  responses: { 200: jsonResponse(preferencesSchema, 'The preferences'), ...errorResponses(401) },
});

const putMyPreferences = createRoute({
  method: 'put',
  path: '/api/users/me/preferences',
  tags,
  summary: "Replace the signed-in practice's locale and units; a value not offered is a 400 naming its field",
  request: { body: jsonBody(preferencesInputSchema) },
  responses: { 200: jsonResponse(preferencesSchema, 'The saved preferences'), ...errorResponses(400, 401, 415) },
});

export const usersRoutes = createRouter()
  .openapi(getMyPreferences, async (c) => {
    return c.json(await getPreferences(c.get('deps'), actorOf(c)), 200);
  })
  .openapi(putMyPreferences, async (c) => {
    return c.json(await updatePreferences(c.get('deps'), actorOf(c), c.req.valid('json')), 200);
  })
  .openapi(getMe, async (c) => {
    return c.json(await getCurrentUser(c.get('deps'), actorOf(c)), 200);
  })
  .openapi(exportMe, async (c) => {
    const { zip, fileName } = await exportAccount(c.get('deps'), actorOf(c));
    return c.body(new Uint8Array(zip), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  })
  .openapi(deleteMe, async (c) => {
    await eraseAccount(c.get('deps'), actorOf(c), c.req.valid('json'), requestMeta(c));
    clearSessionCookie(c);
    return c.body(null, 204);
  });
