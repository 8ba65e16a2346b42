import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomFood } from '@/shared/schemas/custom-foods';
import { apiRequest } from '@/client/lib/api';
import { customFoodKeys } from './query-keys';

export const customFoodsQueryOptions = queryOptions({
  queryKey: customFoodKeys.list,
  queryFn: () => apiRequest<CustomFood[]>('GET', '/api/foods'),
});

/** The practice's own foods, by name (archived ones left out). */
export function useCustomFoods() {
  return useQuery(customFoodsQueryOptions);
}
