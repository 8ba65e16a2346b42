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

/**
 * A field the product spec's own calls send that the server owns or computes (the forms' placeholder `userId`, a
 * report's `content`): a known key, so a client written to the spec is not refused, and its value is dropped here,
 * never read (decisions.md: "still accepted, still ignored"). Any value a JSON body can hold is taken; the body's
 * size limit bounds it.
 */
export function ignoredSpecField(what: string) {
  return z
    .unknown()
    .optional()
    .transform((): undefined => undefined)
    .meta({ description: `Accepted and ignored: ${what}` });
}

/**
 * `?view=` of the spec's list calls (GET /api/clients, /api/recipes, /api/meal-plans). Without it a list answers
 * what the spec's section 3 names for each record (`full`); our own screens ask for their lean cards' fields
 * explicitly (`summary`), so the contract and the screens' speed do not pull against each other (decision 0023).
 */
export const listViews = ['full', 'summary'] as const;
export type ListView = (typeof listViews)[number];
export const listViewSchema = z
  .enum(listViews, { message: 'View must be full or summary' })
  .optional()
  .default('full')
  .meta({ description: 'full (default): every field of each record; summary: the lean fields our list screens show' });
