import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/client/lib/api';

/**
 * Puts the server's per-field messages (400 validation, 409 "username taken") under the matching
 * inputs and returns the general message for the form's alert area.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string {
  if (!(error instanceof ApiError)) {
    return 'Could not reach Platewise. Check your connection and try again.';
  }
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (field) setError(field, { type: 'server', message: fieldError.message });
  }
  return error.message;
}
