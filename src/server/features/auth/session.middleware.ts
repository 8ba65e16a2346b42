import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { isHttps } from '../../lib/http-guards.ts';
import { resolveSession } from './auth.service.ts';

export const SESSION_COOKIE = 'pw_session';

/** Resolves the acting user once per request; routes read it with actorOf(c). */
export function resolveActor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token && token.length <= 100) {
      const resolved = await resolveSession(c.get('deps'), token);
      if (resolved) {
        c.set('actor', resolved.actor);
        c.set('sessionId', resolved.sessionId);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };
}

export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('actor')) throw new AppError('unauthorized', 'Please sign in to continue');
    await next();
  };
}

export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const actor = c.get('actor');
    if (!actor) throw new AppError('unauthorized', 'Please sign in to continue');
    if (actor.role !== 'admin') throw new AppError('forbidden', 'Administrator access is required');
    await next();
  };
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: Math.floor(c.get('deps').config.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
}
