// Adherence as the practitioner reads it: per ISO week, the share of the meals planned for the client that the
// client ate, by a check-in or a food diary record. Pure: the plan days, check-ins and diary records come in
// already read, for one client.
import { addDays } from '../../../shared/dates/calendar-days.ts';
import { isoWeekStart } from '../../../shared/schemas/client-progress.ts';
import type { AdherenceWeek, CheckInStatus } from '../../../shared/schemas/portal.ts';

type Slot = 'breakfast' | 'lunch' | 'dinner' | 'snacks';

/** A planned day as meal_plan_days stores it: `{breakfast?, lunch?, dinner?: {recipeId, servings}, snacks?: [...]}`. */
export interface PlannedDay {
  date: string;
  meals: unknown;
}

export interface CheckInMark {
  date: string;
  mealType: string;
  status: CheckInStatus;
}

/**
 * What a food diary record of a meal says about the planned meal (decision 0030: a diary record wins over a
 * check-in): nothing eaten is skipped; the planned meal (at any portion) is eaten; anything else instead is swapped.
 */
export function diaryMark(record: { date: string; mealType: string; entries: unknown }): CheckInMark {
  const entries = Array.isArray(record.entries) ? (record.entries as { kind?: unknown }[]) : [];
  const status: CheckInStatus =
    entries.length === 0 ? 'skipped' : entries.some((entry) => entry?.kind === 'planned') ? 'eaten' : 'swapped';
  return { date: record.date, mealType: record.mealType, status };
}

/** Check-ins with the diary's records laid over them: for a date and meal, the diary record is what counts. */
export function withDiaryRecords(checkIns: CheckInMark[], diary: CheckInMark[]): CheckInMark[] {
  const key = (mark: CheckInMark) => `${mark.date}|${mark.mealType}`;
  const recorded = new Set(diary.map(key));
  return [...checkIns.filter((mark) => !recorded.has(key(mark))), ...diary];
}

/** A day's breakfast, lunch and dinner count one each; its snacks count one together, however many there are. */
export function plannedSlots(meals: unknown): Slot[] {
  if (!meals || typeof meals !== 'object') return [];
  const day = meals as Record<string, unknown>;
  const slots: Slot[] = (['breakfast', 'lunch', 'dinner'] as const).filter(
    (slot) => day[slot] != null && typeof day[slot] === 'object',
  );
  if (Array.isArray(day.snacks) && day.snacks.length > 0) slots.push('snacks');
  return slots;
}

/**
 * Every ISO week that overlaps `from`–`to`, oldest first. A meal counts as planned when a day of one of the
 * client's plans holds it, once even if two plans overlap, and only up to `today`: a meal not yet due cannot have
 * been eaten. A check-in counts only for a planned meal, so the share never passes 1; nothing planned: null.
 */
export function weeklyAdherence(
  days: PlannedDay[],
  checkIns: CheckInMark[],
  from: string,
  to: string,
  today: string,
): AdherenceWeek[] {
  const lastCounted = to < today ? to : today;
  const planned = new Set<string>();
  for (const day of days) {
    if (day.date < from || day.date > lastCounted) continue;
    for (const slot of plannedSlots(day.meals)) planned.add(`${day.date}|${slot}`);
  }
  const weeks = new Map<string, AdherenceWeek>();
  for (let week = isoWeekStart(from); week <= to; week = addDays(week, 7)) {
    weeks.set(week, { weekStart: week, planned: 0, eaten: 0, skipped: 0, swapped: 0, share: null });
  }
  for (const key of planned) weeks.get(isoWeekStart(key.slice(0, 10)))!.planned += 1;
  for (const checkIn of checkIns) {
    if (!planned.has(`${checkIn.date}|${checkIn.mealType}`)) continue;
    weeks.get(isoWeekStart(checkIn.date))![checkIn.status] += 1;
  }
  for (const week of weeks.values())
    week.share = week.planned > 0 ? Math.round((week.eaten / week.planned) * 1000) / 1000 : null;
  return [...weeks.values()];
}

/** Over a whole period: eaten of planned, for the reports (weighted by the meals, not an average of weekly shares). */
export function periodAdherence(weeks: AdherenceWeek[]): { planned: number; eaten: number; share: number | null } {
  const planned = weeks.reduce((sum, week) => sum + week.planned, 0);
  const eaten = weeks.reduce((sum, week) => sum + week.eaten, 0);
  return { planned, eaten, share: planned > 0 ? eaten / planned : null };
}
