import { useMutation } from '@tanstack/react-query';
import type { LabelReading, LabelReadingInput } from '@/shared/schemas/custom-foods';
import { apiRequest, type ApiError } from '@/client/lib/api';

/** What the server's word table makes of an ingredient list and its statements, to confirm before saving. */
export function useReadLabel() {
  return useMutation<LabelReading, ApiError, LabelReadingInput>({
    mutationFn: (input) => apiRequest('POST', '/api/foods/read-label', input),
  });
}
