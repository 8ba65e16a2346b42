import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFormats, type Formats } from '@/shared/format/formats';
import { defaultPreferences, type Preferences } from '@/shared/format/preferences';
import { apiRequest } from './api';

/** The signed-in practice's locale and units (issue 34); Settings → Units and formats sets them. */
export const preferencesQueryKey = ['/api/users/me/preferences'] as const;

export const preferencesQueryOptions = queryOptions({
  queryKey: preferencesQueryKey,
  queryFn: () => apiRequest<Preferences>('GET', '/api/users/me/preferences'),
});

/** The practice's preferences; `enabled` false until someone is signed in (the route answers 401 otherwise). */
export function usePreferences(enabled = true) {
  return useQuery({ ...preferencesQueryOptions, enabled });
}

/**
 * How every practitioner screen writes a figure: dates and numbers in the practice's locale, energy, weight and
 * height in its units (decision 0033). The signed-in screens wait for the preferences (RequireSignedIn), so a figure
 * is never first drawn in units the practice did not choose; the defaults stand in only where they failed to load.
 */
export function useFormats(): Formats {
  const { data } = usePreferences();
  return useMemo(() => createFormats(data ?? defaultPreferences), [data]);
}
