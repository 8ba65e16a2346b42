// No zod here on purpose: the browser's first chunk reads these, and a zod schema built before the client has
// configured zod (src/client/lib/configure-zod.ts) probes eval(), which the CSP reports on every page.
/**
 * What went wrong, for code to branch on (the message is for people and may be reworded). VALIDATION_FAILED names
 * the fields in `errors`; the others follow the HTTP status they come with.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'LOCKED',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'BAD_GATEWAY',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The code an answer of this status carries when nothing more precise is known (the client reads proxies' pages by it). */
export function errorCodeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    408: 'REQUEST_TIMEOUT',
    409: 'CONFLICT',
    410: 'GONE',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    422: 'UNPROCESSABLE',
    423: 'LOCKED',
    429: 'RATE_LIMITED',
    431: 'HEADERS_TOO_LARGE',
    502: 'BAD_GATEWAY',
    503: 'UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
