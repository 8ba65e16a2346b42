import { useMutation } from '@tanstack/react-query';
import type { GenerationRequest, GenerationResponse } from '@/shared/schemas/generator';
import { apiRequest, type ApiError } from '@/client/lib/api';

/** POST /api/generate-meal-plan: a whole plan, or (with lockedMeals and regenerate) one day or meal afresh. */
export function useGenerateMealPlan() {
  return useMutation<GenerationResponse, ApiError, GenerationRequest>({
    mutationFn: (request) => apiRequest<GenerationResponse>('POST', '/api/generate-meal-plan', request),
  });
}
