import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';
import { clientAddressFrom, isTrustedPeer } from './trust-proxy.ts';
import { permissionsPolicyFor, thirdPartySources, widenPolicy } from './third-party-sources.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Request id, client address and one structured log line per request. */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('clientIp', clientIpOf(c));
    c.set('actor', null);
    c.set('sessionId', null);
    await next();
    c.header('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (c.req.path.startsWith('/api/')) c.get('deps').metrics.record(ms);
    c.get('deps').logger.info('request', {
      requestId,
      method: c.req.method,
      // The path only: query strings can carry search terms about clients.
      path: c.req.path,
      status: c.res.status,
      ms,
      userId: c.get('actor')?.id ?? null,
    });
  };
}

function socketAddressOf(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/**
 * The address the rate limits count. Behind TRUST_PROXY it is read from the right of X-Forwarded-For, past the
 * trusted hops: the left-most entries are whatever the client chose to write.
 */
export function clientIpOf(c: Context<AppEnv>): string {
  return clientAddressFrom(socketAddressOf(c), c.req.header('x-forwarded-for'), c.get('deps').config.trustProxy);
}

/** X-Forwarded-Proto/-Host count only when the peer is a trusted proxy; its first entry is the client's side. */
function forwardedHeader(c: Context<AppEnv>, name: string): string | undefined {
  if (!isTrustedPeer(socketAddressOf(c), c.get('deps').config.trustProxy)) return undefined;
  return c.req.header(name)?.split(',')[0]?.trim() || undefined;
}

export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwardedHeader(c, 'x-forwarded-proto') === 'https';
}

/** Where the browser reached the app (scheme and host), for links the app puts in e-mails when APP_URL is unset. */
export function requestOriginOf(c: Context<AppEnv>): string {
  const host = forwardedHeader(c, 'x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;
  return `${isHttps(c) ? 'https' : 'http'}://${host}`;
}

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

// Swagger UI sets style attributes from its own scripts; its page alone may use inline styles.
const docsContentSecurityPolicy = contentSecurityPolicy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

// Stripe.js and the chat widget widen the app's policy only when this server is configured for them.
const appPolicies = new WeakMap<AppDeps, { csp: string; permissions: string }>();
function appPoliciesFor(deps: AppDeps) {
  let policies = appPolicies.get(deps);
  if (!policies) {
    policies = {
      csp: widenPolicy(contentSecurityPolicy, thirdPartySources(deps)),
      permissions: permissionsPolicyFor(deps, 'camera=(), microphone=(), geolocation=(), payment=()'),
    };
    appPolicies.set(deps, policies);
  }
  return policies;
}

/** Browser hardening on every answer: API, static files, 404s alike. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const policies = appPoliciesFor(c.get('deps'));
    // An answer that brings its own, narrower policy (a page with nothing but a pinned style) keeps it.
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header(
        'Content-Security-Policy',
        c.req.path.startsWith('/api/docs') ? docsContentSecurityPolicy : policies.csp,
      );
    }
    c.header('X-Content-Type-Options', 'nosniff');
    // Share links carry their token in the URL: never pass it on to another site.
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', policies.permissions);
    if (isHttps(c)) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers carry health data: never kept by browsers or proxies unless a route says otherwise.
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}

/**
 * A state-changing request from another site is refused. Requests without Origin or Sec-Fetch-Site
 * (scripts, curl) pass: a browser always sends at least one of them on a cross-site POST.
 */
export function sameOriginGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const fetchSite = c.req.header('sec-fetch-site');
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw crossSite();
      const origin = c.req.header('origin');
      if (origin !== undefined && !isSameOrigin(c, origin)) throw crossSite();
    }
    await next();
  };
}

function isSameOrigin(c: Context<AppEnv>, origin: string): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // 'null' (sandboxed frames, file://) and garbage
  }
  const forwardedHost = forwardedHeader(c, 'x-forwarded-host');
  const ownHost = forwardedHost ?? c.req.header('host') ?? new URL(c.req.url).host;
  return originHost === ownHost;
}

function crossSite(): AppError {
  return new AppError('forbidden', 'Cross-site requests are not allowed');
}

/** Routes that take a file rather than JSON; each checks the bytes it accepts itself (the logo: PNG/JPEG only). */
const fileUploadRoutes = new Set(['POST /api/users/me/logo']);

/** A request that sends a body must send JSON; anything else is 415 before a handler sees it. */
export function jsonBodyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !fileUploadRoutes.has(`${c.req.method} ${c.req.path}`)) {
      const length = c.req.header('content-length');
      const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
      const type = c.req.header('content-type') ?? '';
      if (hasBody && !/^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i.test(type)) {
        throw new AppError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json)');
      }
    }
    await next();
  };
}
