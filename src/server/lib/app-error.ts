import type { ErrorCode as WireErrorCode } from '../../shared/schemas/common.ts';

/** Typed at the source, translated to an HTTP answer once (in app.ts's error handler). */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  locked: 423,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** The body's machine-readable code: a bad request that names its fields is a failed validation. */
export function wireCode(error: AppError): WireErrorCode {
  if (error.code === 'bad_request' && error.errors.length > 0) return 'VALIDATION_FAILED';
  return error.code.toUpperCase() as Uppercase<ErrorCode>;
}

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }
}

/** The parts of a zod issue a field error is made from. */
interface ContractIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/**
 * A failed contract as field errors. A key the contract does not know is named on its own path ("meals.snack"):
 * request schemas are strict, so a misspelt or misplaced field is refused instead of silently dropped.
 */
export function fieldErrorsOf(issues: readonly ContractIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: `Unknown field "${key}"` }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });
}

/** The same answer for "missing" and "someone else's", so ids cannot be probed across practices. */
export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found`);
}
