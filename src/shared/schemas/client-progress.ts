/**
 * The period of GET /api/clients/{id}/progress (the answer is `clientProgressSchema` in portal.ts). Both ends are
 * optional: without them the answer covers the twelve ISO weeks up to today, the current week included.
 */
import { z } from 'zod';
import { addDays, daysBetween } from '../dates/calendar-days.ts';
import { calendarDateSchema } from './common.ts';

/** A longer period would only make the weekly bars unreadable; two years cover any review. */
export const MAX_PROGRESS_DAYS = 732;
/** How many weeks the profile's charts cover when no period is asked for. */
export const DEFAULT_PROGRESS_WEEKS = 12;
/** The check-ins the profile lists under the charts. */
export const RECENT_CHECK_INS = 10;

export const clientProgressQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'The period must start on or before its end' });
    else if (daysBetween(query.from, query.to) >= MAX_PROGRESS_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The period can be at most ${MAX_PROGRESS_DAYS} days` });
    }
  });
export type ClientProgressQuery = z.output<typeof clientProgressQuerySchema>;

/** Monday of the ISO week holding the date. */
export function isoWeekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return addDays(date, -sinceMonday);
}

/**
 * The period asked for, with the defaults filled in: `to` is today when not given, `from` the Monday eleven weeks
 * before `to`'s week (twelve whole weeks of bars), or `to` minus the longest period when only `to` is too early.
 */
export function progressPeriod(query: ClientProgressQuery, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  let from = query.from ?? isoWeekStart(addDays(to, -7 * (DEFAULT_PROGRESS_WEEKS - 1)));
  if (daysBetween(from, to) >= MAX_PROGRESS_DAYS) from = addDays(to, -(MAX_PROGRESS_DAYS - 1));
  return { from, to };
}
