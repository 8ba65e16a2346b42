import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/client/lib/api';

/**
 * Puts the server's per-field messages (400 validation, 409 "username taken") under the matching inputs and
 * returns the general message for the form's alert area. An error on "allergies.2" belongs to the form's
 * `allergies` field; a form whose rows have inputs of their own ("ingredients.2.amount") keeps the whole path.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  options: { keepNestedPath?: boolean } = {},
): string {
  if (!(error instanceof ApiError)) {
    return 'Could not reach Platewise. Check your connection and try again.';
  }
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path.split('.')[0]);
    if (field) setError(options.keepNestedPath ? (path as FieldPath<T>) : field, { type: 'server', message });
  }
  return error.message;
}
