import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppliedPlan,
  MealPlanCopyInput,
  PlanTemplate,
  PlanTemplateApplyInput,
  PlanTemplateCreateInput,
  PlanTemplateDetail,
  PlanTemplateUpdateInput,
} from '@/shared/schemas/plan-templates';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { useRefreshAfterPlanChange } from './use-refresh-after-plan-change';

const all = ['/api/plan-templates'] as const;
export const planTemplateKeys = { all, list: all, detail: (id: string) => [...all, id] as const };

export const planTemplatesQueryOptions = queryOptions({
  queryKey: planTemplateKeys.list,
  queryFn: () => apiRequest<PlanTemplate[]>('GET', '/api/plan-templates'),
});

export function usePlanTemplates() {
  return useQuery(planTemplatesQueryOptions);
}

export function usePlanTemplate(id: string | null) {
  return useQuery({
    queryKey: planTemplateKeys.detail(id ?? ''),
    queryFn: () => apiRequest<PlanTemplateDetail>('GET', `/api/plan-templates/${id}`),
    enabled: id !== null,
  });
}

export function useCreatePlanTemplate() {
  const queryClient = useQueryClient();
  return useMutation<PlanTemplate, ApiError, PlanTemplateCreateInput>({
    mutationFn: (input) =>
      apiRequest<PlanTemplate>('POST', '/api/plan-templates', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planTemplateKeys.all }),
  });
}

export function useUpdatePlanTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation<PlanTemplate, ApiError, PlanTemplateUpdateInput>({
    mutationFn: (input) => apiRequest<PlanTemplate>('PUT', `/api/plan-templates/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planTemplateKeys.all }),
  });
}

export function useDeletePlanTemplate() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => apiRequest<void>('DELETE', `/api/plan-templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planTemplateKeys.all }),
  });
}

/** A new plan from a template, or a copy of a plan: both answer the plan with its conflicts and notes. */
export function useApplyPlanTemplate(id: string) {
  const refresh = useRefreshAfterPlanChange();
  return useMutation<AppliedPlan, ApiError, PlanTemplateApplyInput>({
    mutationFn: (input) =>
      apiRequest<AppliedPlan>('POST', `/api/plan-templates/${id}/apply`, input, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (plan) => refresh({ clientId: plan.clientId }),
  });
}

export function useCopyMealPlan(planId: string) {
  const refresh = useRefreshAfterPlanChange();
  return useMutation<AppliedPlan, ApiError, MealPlanCopyInput>({
    mutationFn: (input) =>
      apiRequest<AppliedPlan>('POST', `/api/meal-plans/${planId}/copy`, input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (plan) => refresh({ clientId: plan.clientId }),
  });
}
