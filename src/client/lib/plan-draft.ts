/**
 * The hand-over from the dashboard's Quick Meal Plan to the meal-plan screen: three choices left in sessionStorage
 * so the practitioner does not choose twice. The dashboard writes it, the meal-plan screen reads it; neither feature
 * owns the other's code, so the shape lives here.
 */
export const planDraftStorageKey = 'dashboardPlanData';

export const planDraftDurations = ['7', '14', '30'] as const;
export type PlanDraftDuration = (typeof planDraftDurations)[number];

export type PlanDraft = { client: string; duration: PlanDraftDuration; restrictions: string[] };

/** The stored draft, or null when there is none or it is not one the dashboard could have written. */
export function parsePlanDraft(raw: string | null): PlanDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { client, duration, restrictions } = value as Record<string, unknown>;
  if (typeof client !== 'string' || !client) return null;
  const days = String(duration);
  if (!(planDraftDurations as readonly string[]).includes(days)) return null;
  const texts = Array.isArray(restrictions)
    ? restrictions.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
  return { client, duration: days as PlanDraftDuration, restrictions: texts.map((item) => item.trim()) };
}
