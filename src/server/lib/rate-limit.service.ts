import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-db.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from './app-error.ts';

/**
 * Counts one hit for `key` in a fixed window kept in the database (shared by every app process) and
 * refuses with 429 once `limit` is passed.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<void> {
  const windowOpenedBefore = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowOpenedBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
    throw new AppError('rate_limited', 'Too many attempts. Please wait a minute and try again.', [], {
      'Retry-After': String(retryAfter),
    });
  }
}
