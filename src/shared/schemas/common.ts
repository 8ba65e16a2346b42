import { z } from 'zod';
import { errorCodes } from '../errors/error-codes.ts';

export { errorCodeForStatus, errorCodes, type ErrorCode } from '../errors/error-codes.ts';

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
