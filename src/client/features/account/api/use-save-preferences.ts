import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesInput } from '@/shared/schemas/preferences';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { preferencesQueryKey } from '@/client/lib/use-formats';

/** Saves the practice's locale and units; every screen writes its figures in them from the answer on. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation<Preferences, ApiError, PreferencesInput>({
    mutationFn: (input) => apiRequest<Preferences>('PUT', '/api/users/me/preferences', input),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
}
