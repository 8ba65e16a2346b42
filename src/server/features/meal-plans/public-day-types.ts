import type { DayType } from '../../../shared/schemas/day-types.ts';

/**
 * A plan's day types as they leave the practice (the PDF, the share page, the portal, the reports): each one's key,
 * name and targets, read field by field from the stored column so nothing else stored there can travel with them;
 * null when the plan has none.
 */
export function publicDayTypes(stored: unknown): DayType[] | null {
  if (!Array.isArray(stored) || stored.length === 0) return null;
  return (stored as DayType[]).map((type) => ({
    key: type.key,
    name: type.name,
    targetCalories: type.targetCalories,
    targetProtein: type.targetProtein ?? null,
    targetCarbs: type.targetCarbs ?? null,
    targetFat: type.targetFat ?? null,
  }));
}
