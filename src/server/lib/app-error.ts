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

/** The same answer for "missing" and "someone else's", so ids cannot be probed across practices. */
export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found`);
}
