import { useMutation } from '@tanstack/react-query';
import type { MealPlan, MealPlanInput } from '@/shared/schemas/meal-plans';
import { useRefreshAfterMealPlanChange } from '@/client/features/meal-plans';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { daysToSave, planToSave, type ScreenPlan } from '../lib/generated-plan';

export type SaveOptions = { today: string; clientId: string | null; filterLabels: string[] };

/**
 * Creates the plan, then saves its days one by one, in order, each only after the one before it was
 * accepted. If a day is refused the half-saved plan is deleted again (best effort), so trying once more
 * never leaves a plan with missing days behind.
 */
export async function saveGeneratedPlan(plan: ScreenPlan, options: SaveOptions): Promise<MealPlan> {
  const input: MealPlanInput = planToSave(plan, options);
  // One key per request of this save: a retry after a dropped connection gets the first answer back.
  const created = await apiRequest<MealPlan>('POST', '/api/meal-plans', input, { idempotencyKey: newIdempotencyKey() });
  try {
    for (const day of daysToSave(plan, created.id, created.startDate)) {
      await apiRequest('POST', '/api/meal-plan-days', day, { idempotencyKey: newIdempotencyKey() });
    }
  } catch (error) {
    await apiRequest('DELETE', `/api/meal-plans/${encodeURIComponent(created.id)}`).catch(() => undefined);
    throw error;
  }
  return created;
}

export function useSaveGeneratedPlan() {
  const refreshAfterMealPlanChange = useRefreshAfterMealPlanChange();
  return useMutation<MealPlan, ApiError, { plan: ScreenPlan; options: SaveOptions }>({
    mutationFn: ({ plan, options }) => saveGeneratedPlan(plan, options),
    // Failed or not, a plan may have come and gone: the list and the dashboard counts are read again.
    onSettled: (saved) => refreshAfterMealPlanChange(saved?.clientId ?? null),
  });
}
