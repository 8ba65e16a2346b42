import type { ApiError } from '@/client/lib/api';

/** A 401 is an answer ("not signed in to the portal"), not a failure worth retrying. */
export const noRetryOn401 = (count: number, error: ApiError) => error.status !== 401 && count < 2;
