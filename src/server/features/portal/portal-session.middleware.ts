import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { isHttps } from '../../lib/http-guards.ts';
import { resolvePortalSession } from './portal-access.service.ts';

/**
 * The portal's own cookie (decision 0021). Practitioner routes read only `pw_session`, so a portal session
 * cannot pass one of them; portal routes read only this one.
 */
export const PORTAL_SESSION_COOKIE = 'pw_portal';

/** The portal routes: everything under /api/portal/ except the public accept call. */
export function isPortalApiPath(path: string): boolean {
  return path.startsWith('/api/portal/');
}

export function portalSessionTokenOf(c: Context<AppEnv>): string | null {
  const token = getCookie(c, PORTAL_SESSION_COOKIE);
  return token && token.length <= 100 ? token : null;
}

export function resolvePortalActor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('portalActor', null);
    const token = portalSessionTokenOf(c);
    if (token) {
      const resolved = await resolvePortalSession(c.get('deps'), token);
      if (resolved) c.set('portalActor', resolved.actor);
      else clearPortalSessionCookie(c);
    }
    await next();
  };
}

export function requirePortalClient(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('portalActor')) throw new AppError('unauthorized', 'Please sign in to continue');
    await next();
  };
}

export function setPortalSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, PORTAL_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: Math.floor(c.get('deps').config.sessionAbsoluteMs / 1000),
  });
}

export function clearPortalSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, PORTAL_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
}
