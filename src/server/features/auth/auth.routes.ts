import { createRoute, z } from '@hono/zod-openapi';
import {
  changePasswordInputSchema,
  loginInputSchema,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  publicUserSchema,
  registerInputSchema,
} from '../../../shared/schemas/auth.ts';
import { portalSessionSchema } from '../../../shared/schemas/portal-access.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { requestOriginOf } from '../../lib/http-guards.ts';
import { consumeRateLimit } from '../../lib/rate-limit.service.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { deleteSession, registerUser, signInUser } from './auth.service.ts';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service.ts';
import { clearSessionCookie, setSessionCookie } from './session.middleware.ts';
import { deletePortalSession, signInPortalAccount } from '../portal/portal-access.service.ts';
import {
  clearPortalSessionCookie,
  portalSessionTokenOf,
  setPortalSessionCookie,
} from '../portal/portal-session.middleware.ts';

/** Every way in is rate limited per client address (peers had a second login path that was not). */
export function authRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, clock, config } = c.get('deps');
    await consumeRateLimit(db, `auth:${c.get('clientIp')}`, config.authRateLimitPerMinute, 60_000, clock.now());
    await next();
  };
}

export function requestMeta(c: Context<AppEnv>) {
  return { ipAddress: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null };
}

const register = createRoute({
  method: 'post',
  path: '/api/auth/register',
  tags: ['Accounts'],
  summary: 'Create an account and sign in (the first account becomes the admin)',
  middleware: [authRateLimit()] as const,
  request: { body: jsonBody(registerInputSchema) },
  responses: {
    201: jsonResponse(publicUserSchema, 'The new user; a session cookie is set'),
    ...errorResponses(400, 409, 415, 429),
  },
});

const login = createRoute({
  method: 'post',
  path: '/api/auth/login',
  tags: ['Accounts'],
  summary:
    "Sign in with username or e-mail; a client's portal account signs in here too (its answer has kind 'portal')",
  middleware: [authRateLimit()] as const,
  request: { body: jsonBody(loginInputSchema) },
  responses: {
    200: jsonResponse(
      z.union([publicUserSchema, portalSessionSchema]),
      "The user, or for a client's portal account {kind: 'portal', ...}; a session cookie is set",
    ),
    ...errorResponses(400, 401, 415, 423, 429),
  },
});

const logout = createRoute({
  method: 'post',
  path: '/api/auth/logout',
  tags: ['Accounts'],
  summary: 'Sign out: the session is deleted on the server',
  responses: { 204: { description: 'Signed out' } },
});

const passwordChange = createRoute({
  method: 'post',
  path: '/api/auth/password',
  tags: ['Accounts'],
  summary: 'Change the password (the current one is required); every other session of the account ends',
  middleware: [authRateLimit()] as const,
  request: { body: jsonBody(changePasswordInputSchema) },
  responses: {
    204: { description: 'Changed; this session stays signed in' },
    ...errorResponses(400, 401, 415, 423, 429),
  },
});

const passwordResetRequest = createRoute({
  method: 'post',
  path: '/api/auth/password-reset',
  tags: ['Accounts'],
  summary:
    'E-mail a single-use reset link (valid 30 minutes); the same answer whether or not the address has an account',
  middleware: [authRateLimit()] as const,
  request: { body: jsonBody(passwordResetRequestSchema) },
  responses: {
    202: jsonResponse(passwordResetRequestedSchema, 'Always the same answer'),
    ...errorResponses(400, 415, 429),
  },
});

const passwordResetConfirm = createRoute({
  method: 'post',
  path: '/api/auth/password-reset/confirm',
  tags: ['Accounts'],
  summary: 'Set a new password with the token from the e-mailed link; clears the lockout and ends every session',
  middleware: [authRateLimit()] as const,
  request: { body: jsonBody(passwordResetConfirmSchema) },
  responses: {
    200: jsonResponse(passwordResetDoneSchema, 'Changed; sign in with the new password'),
    ...errorResponses(400, 415, 429),
  },
});

export const authRoutes = createRouter()
  .openapi(register, async (c) => {
    const { user, sessionToken } = await registerUser(c.get('deps'), c.req.valid('json'), requestMeta(c));
    setSessionCookie(c, sessionToken);
    return c.json(user, 201);
  })
  .openapi(login, async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    const meta = requestMeta(c);
    const signedIn = await signInUser(deps, input, meta, (identifier) =>
      signInPortalAccount(deps, identifier, input.password, meta),
    );
    if ('session' in signedIn) {
      setPortalSessionCookie(c, signedIn.sessionToken);
      return c.json(signedIn.session, 200);
    }
    setSessionCookie(c, signedIn.sessionToken);
    return c.json(signedIn.user, 200);
  })
  .openapi(passwordChange, async (c) => {
    await changePassword(c.get('deps'), actorOf(c), c.get('sessionId')!, c.req.valid('json'), requestMeta(c));
    return c.body(null, 204);
  })
  .openapi(passwordResetRequest, async (c) => {
    const deps = c.get('deps');
    const message = await requestPasswordReset(
      deps,
      c.req.valid('json'),
      deps.config.appUrl ?? requestOriginOf(c),
      requestMeta(c),
    );
    return c.json({ message }, 202);
  })
  .openapi(passwordResetConfirm, async (c) => {
    await resetPassword(c.get('deps'), c.req.valid('json'), requestMeta(c));
    return c.json({ message: 'Your password has been changed. Sign in with the new password.' }, 200);
  })
  .openapi(logout, async (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) await deleteSession(c.get('deps'), sessionId);
    clearSessionCookie(c);
    // One sign-out for both kinds of session: a client on a shared phone leaves nothing signed in.
    const portalToken = portalSessionTokenOf(c);
    if (portalToken) {
      await deletePortalSession(c.get('deps'), portalToken);
      clearPortalSessionCookie(c);
    }
    return c.body(null, 204);
  });
