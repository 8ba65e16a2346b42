import { createRoute } from '@hono/zod-openapi';
import {
  portalAcceptInputSchema,
  portalInviteAnswerSchema,
  portalSessionSchema,
} from '../../../shared/schemas/portal-access.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { requestOriginOf } from '../../lib/http-guards.ts';
import { errorResponses, idPathParams, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { authRateLimit, requestMeta } from '../auth/auth.routes.ts';
import { acceptPortalInvite, invitePortalClient, revokePortalAccess } from './portal-access.service.ts';
import { setPortalSessionCookie } from './portal-session.middleware.ts';

const tags = ['Client portal'];

const invite = createRoute({
  method: 'post',
  path: '/api/clients/{id}/portal-invite',
  tags,
  summary:
    'E-mail the client a single-use link (/portal/accept/{token}, valid 7 days) to choose a portal password; again replaces the earlier link and restores withdrawn access',
  request: { params: idPathParams },
  responses: {
    200: jsonResponse(portalInviteAnswerSchema, 'Invitation queued in the outbox'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const revoke = createRoute({
  method: 'delete',
  path: '/api/clients/{id}/portal-access',
  tags,
  summary: "Withdraw the client's portal access: their sessions end at once and the invitation link stops working",
  request: { params: idPathParams },
  responses: { 204: { description: 'No portal access remains' }, ...errorResponses(401, 404) },
});

const accept = createRoute({
  method: 'post',
  path: '/api/portal/accept',
  tags,
  summary: 'Choose a password with the token from the invitation link, and sign in to the portal',
  middleware: [authRateLimit()] as const,
  request: { body: jsonBody(portalAcceptInputSchema) },
  responses: {
    200: jsonResponse(portalSessionSchema, 'Signed in; the portal session cookie is set'),
    ...errorResponses(400, 415, 429),
  },
});

export const portalAccessRoutes = createRouter()
  .openapi(invite, async (c) => {
    const deps = c.get('deps');
    const answer = await invitePortalClient(
      deps,
      actorOf(c),
      c.req.valid('param').id,
      deps.config.appUrl ?? requestOriginOf(c),
      requestMeta(c),
    );
    return c.json(answer, 200);
  })
  .openapi(revoke, async (c) => {
    await revokePortalAccess(c.get('deps'), actorOf(c), c.req.valid('param').id, requestMeta(c));
    return c.body(null, 204);
  })
  .openapi(accept, async (c) => {
    const { session, sessionToken } = await acceptPortalInvite(c.get('deps'), c.req.valid('json'), requestMeta(c));
    setPortalSessionCookie(c, sessionToken);
    return c.json(session, 200);
  });
