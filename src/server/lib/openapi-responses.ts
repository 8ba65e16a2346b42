import { z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import type { JsonBytes } from '../db/answer-cache.ts';
import { errorBodySchema } from '../../shared/schemas/common.ts';
import { acceptsEncoding } from './accept-encoding.ts';
import { brotliOf, gzipOf } from './answer-gzip.ts';

const errorContent = { 'application/json': { schema: errorBodySchema } };

/** Error answers for the OpenAPI document, by status. */
export function errorResponses(
  ...statuses: (400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503)[]
) {
  const descriptions: Record<number, string> = {
    400: 'Invalid input',
    401: 'Not signed in',
    403: 'Forbidden',
    404: 'Not found',
    409: 'Conflict',
    410: 'Gone: no longer available',
    413: 'Body too large',
    415: 'Body is not JSON',
    422: 'Idempotency-Key reused for a different request',
    423: 'Account locked',
    429: 'Rate limited',
    502: 'An outside service failed',
    503: 'Briefly unavailable',
  };
  return Object.fromEntries(
    statuses.map((status) => [status, { description: descriptions[status], content: errorContent }]),
  );
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** The `{id}` path parameter of a record route. Any short text is accepted: a malformed id is simply not found. */
export const idPathParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
});

/** Below this, compression saves too little to be worth a round through zlib. */
const COMPRESS_FROM_BYTES = 8 * 1024;

/**
 * A 200 answer whose JSON was serialised before (an answer-cache body): sent as it is, not encoded again, and
 * compressed when the answer is large (the lists: decision 0020): brotli when the browser takes it, else gzip,
 * else plain. Each is made once per kept answer.
 */
export async function jsonAnswer<T>(c: Context, body: JsonBytes<T>) {
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (body.byteLength >= COMPRESS_FROM_BYTES) {
    const acceptEncoding = c.req.header('accept-encoding');
    if (acceptsEncoding(acceptEncoding, 'br')) return compressedAnswer<T>(c, await brotliOf(body), 'br');
    if (acceptsEncoding(acceptEncoding, 'gzip')) return compressedAnswer<T>(c, await gzipOf(body), 'gzip');
  }
  // Typed as the JSON answer it is, so the route's declared 200 schema still checks the service's type.
  return c.body(body, 200, {
    'Content-Type': 'application/json',
  }) as unknown as Response & TypedResponse<T, 200, 'json'>;
}

/** The kept compression itself, not a copy of it: a Buffer is a Uint8Array over the same memory. */
function compressedAnswer<T>(c: Context, packed: Buffer, coding: 'br' | 'gzip') {
  return c.body(packed as Buffer<ArrayBuffer>, 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': coding,
  }) as unknown as Response & TypedResponse<T, 200, 'json'>;
}
