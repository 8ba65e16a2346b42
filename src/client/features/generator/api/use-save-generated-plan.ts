import { useMutation } from '@tanstack/react-query';
import type { MealPlan } from '@/shared/schemas/meal-plans';
import { useRefreshAfterPlanChange } from '@/client/features/meal-plans';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { useFormats } from '@/client/lib/use-formats';
import type { Formats } from '@/shared/format/formats';
import { planToSave, type ScreenPlan } from '../lib/generated-plan';

export type SaveOptions = { today: string; clientId: string | null; filterLabels: string[]; formats?: Formats };

/**
 * Saves the plan and its days in one request: the server writes them in one transaction, so a refused day leaves
 * no half-saved plan behind, and a retry after a dropped connection gets the first answer back (idempotency key).
 */
export async function saveGeneratedPlan(plan: ScreenPlan, options: SaveOptions): Promise<MealPlan> {
  return apiRequest<MealPlan>('POST', '/api/meal-plans', planToSave(plan, options), {
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useSaveGeneratedPlan() {
  const refreshAfterPlanChange = useRefreshAfterPlanChange();
  // The plan's name and description are written in the practice's date format and energy unit.
  const formats = useFormats();
  return useMutation<MealPlan, ApiError, { plan: ScreenPlan; options: SaveOptions }>({
    mutationFn: ({ plan, options }) => saveGeneratedPlan(plan, { formats, ...options }),
    onSuccess: (saved) => refreshAfterPlanChange({ clientId: saved.clientId }),
  });
}
