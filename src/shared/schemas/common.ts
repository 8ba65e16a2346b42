import { z } from 'zod';

/**
 * What went wrong, for code to branch on (the message is for people and may be reworded). VALIDATION_FAILED names
 * the fields in `errors`; the others follow the HTTP status they come with.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'LOCKED',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'BAD_GATEWAY',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The code an answer of this status carries when nothing more precise is known (the client reads proxies' pages by it). */
export function errorCodeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 408: 'REQUEST_TIMEOUT', 409: 'CONFLICT', 410: 'GONE',
    413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 422: 'UNPROCESSABLE', 423: 'LOCKED', 429: 'RATE_LIMITED',
    431: 'HEADERS_TOO_LARGE', 502: 'BAD_GATEWAY', 503: 'UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** The body of every non-2xx answer. `errors` is filled only for validation failures. */
export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The largest value a PostgreSQL `integer` column holds. Every whole number a request carries towards an integer
 * column (food ids above all: a recipe's foods are looked up by them for every practice that plans with it) is
 * bounded by it in its schema, so an out-of-range number is a 400 and never a failed query.
 */
export const MAX_INT4 = 2_147_483_647;

/** Ids are UUIDs everywhere; a malformed id is treated as "not found" by routes, never as a crash. */
export const idSchema = z.string().uuid();

/** Plain calendar date, never a timestamp (avoids the off-by-one-day bugs peers shipped). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Not a real calendar date');
