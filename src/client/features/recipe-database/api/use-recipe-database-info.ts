import { useQuery } from '@tanstack/react-query';
import type { RecipeDatabaseInfo } from '@/shared/schemas/recipe-database';
import { apiRequest } from '@/client/lib/api';
import { recipeDatabaseKeys } from './query-keys';

export function useRecipeDatabaseInfo() {
  return useQuery({
    queryKey: recipeDatabaseKeys.info,
    queryFn: () => apiRequest<RecipeDatabaseInfo>('GET', '/api/recipes/external/info'),
  });
}
