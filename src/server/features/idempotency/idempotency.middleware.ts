import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { runIdempotently } from './idempotency.service.ts';

/**
 * The create routes that honour an Idempotency-Key. Each makes a row (or a new share token) that a blind retry
 * would make twice; reads and replacements (PUT) are safe to repeat as they are.
 */
const createRoutes = [
  /^\/api\/clients$/,
  /^\/api\/recipes$/,
  /^\/api\/meal-plans$/,
  /^\/api\/meal-plan-days$/,
  /^\/api\/meal-plans\/[^/]+\/share-link$/,
  /^\/api\/meal-plans\/[^/]+\/copy$/,
  /^\/api\/plan-templates$/,
  /^\/api\/plan-templates\/[^/]+\/apply$/,
  /^\/api\/reports$/,
  /^\/api\/users\/me\/logo$/,
];

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** Printable ASCII, as HTTP header values can carry it unchanged (a UUID is the usual choice). */
const KEY_FORMAT = /^[\x20-\x7e]+$/;

/**
 * The body as it is compared between a request and its retry. A form (multipart) is sent again with a new random
 * boundary, so the boundary is left out; every other body is compared byte for byte.
 */
function comparableBody(body: Uint8Array, contentType: string | undefined): Uint8Array | string {
  const boundary = /^multipart\/form-data\s*;.*\bboundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return body;
  return Buffer.from(body).toString('latin1').split(boundary).join('');
}

export function isIdempotentCreate(method: string, path: string): boolean {
  return method === 'POST' && createRoutes.some((route) => route.test(path));
}

function checkedKey(key: string): string {
  const trimmed = key.trim();
  const problem =
    trimmed.length === 0
      ? 'Must not be empty'
      : trimmed.length > MAX_IDEMPOTENCY_KEY_LENGTH
        ? `At most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`
        : KEY_FORMAT.test(trimmed)
          ? null
          : 'Only printable ASCII characters';
  if (problem)
    throw new AppError('bad_request', 'The Idempotency-Key header is not valid', [
      { path: 'Idempotency-Key', message: problem },
    ]);
  return trimmed;
}

/**
 * `Idempotency-Key` on a create: the first request with a key runs and its answer is kept for 24 hours; the
 * same request again (same method, path and body) gets that answer back, marked `Idempotent-Replayed: true`,
 * and makes nothing new; the key with a different request is refused (422). See runIdempotently for how a
 * request cut off halfway, or two at once, are handled. Runs after the session check: keys are per practitioner.
 */
export function idempotentCreates(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('idempotency-key');
    const actor = c.get('actor');
    if (header === undefined || !actor || !isIdempotentCreate(c.req.method, c.req.path)) return next();
    const key = checkedKey(header);
    // The body is read once here; the route's validator reads the same copy.
    const body = new Uint8Array(await c.req.arrayBuffer());
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n`)
      .update(comparableBody(body, c.req.header('content-type')))
      .digest('hex');
    const deps = c.get('deps');
    const outcome = await runIdempotently(deps, actor, key, fingerprint, async (db) => {
      c.set('deps', { ...deps, db });
      try {
        await next();
      } finally {
        c.set('deps', deps);
      }
      const status = c.res.status;
      if (status < 200 || status >= 300) return null;
      return {
        status,
        contentType: c.res.headers.get('content-type'),
        body: Buffer.from(await c.res.clone().arrayBuffer()),
      };
    });
    if (outcome.replayed) {
      const { answer } = outcome;
      c.header('Idempotent-Replayed', 'true');
      if (answer.contentType) c.header('Content-Type', answer.contentType);
      if (answer.status === 204) return c.body(null, 204);
      return c.body(new Uint8Array(answer.body), answer.status as ContentfulStatusCode);
    }
  };
}
