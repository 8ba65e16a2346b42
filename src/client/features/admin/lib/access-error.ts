import { ApiError } from '@/client/lib/api';

/** 401 or 403: the server says this account may not see the admin data (any more). */
export function isAccessError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN');
}
