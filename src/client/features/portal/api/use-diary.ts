import { useQuery } from '@tanstack/react-query';
import type { DiaryAnswer } from '@/shared/schemas/food-diary';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { noRetryOn401 } from '../lib/no-retry-on-401';
import { portalKeys } from './query-keys';

/** The client's diary records, water and check-ins of the days from `from` to `to`. */
export function useDiary(from: string, to: string) {
  return useQuery<DiaryAnswer, ApiError>({
    queryKey: portalKeys.diary(from, to),
    queryFn: () => apiRequest('GET', `/api/portal/diary?from=${from}&to=${to}`),
    retry: noRetryOn401,
  });
}
