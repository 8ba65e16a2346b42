import type { NutritionInsightsAnswer } from '@/shared/schemas/dashboard';

export type InsightKey = 'protein' | 'fiber' | 'vitamins';
export const INSIGHT_STEP = 5;

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** Share (%) of the days with a known value that reach `threshold` % of their target; null when none has one. */
export function shareMeeting(
  days: NutritionInsightsAnswer['days'],
  key: InsightKey,
  threshold: number,
): { percent: number | null; meeting: number; counted: number } {
  const known = days.flatMap((day) => (day[key] === null ? [] : [day[key] as number]));
  const meeting = known.filter((value) => value >= threshold).length;
  return { percent: known.length ? Math.round((meeting / known.length) * 100) : null, meeting, counted: known.length };
}
