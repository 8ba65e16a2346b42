import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedPlan } from '@/shared/schemas/meal-plans';
import { apiRequest } from '@/client/lib/api';
import { shareKeys } from './query-keys';

/** The public view of a plan behind a share link; no session needed, so nothing here touches the signed-in user. */
export function sharedPlanQueryOptions(token: string) {
  const path = `/api/share/${encodeURIComponent(token)}`;
  return queryOptions({
    queryKey: shareKeys.plan(token),
    queryFn: () => apiRequest<SharedPlan>('GET', path),
  });
}

export function useSharedPlan(token: string) {
  return useQuery(sharedPlanQueryOptions(token));
}
