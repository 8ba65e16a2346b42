import { errorCodeForStatus, errorCodes, type ErrorCode } from '@/shared/errors/error-codes';
import type { ErrorBody } from '@/shared/schemas/common';

/**
 * An answer that was not 2xx. `message` is the server's own message (what toasts show); code branches on `code`,
 * never on the words. The validation `errors` stay available for forms.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ErrorBody['errors'] = [],
    readonly code: ErrorCode = errorCodeForStatus(status),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (typeof body.message === 'string') {
      const code = errorCodes.find((known) => known === body.code) ?? errorCodeForStatus(response.status);
      return new ApiError(response.status, body.message, body.errors ?? [], code);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return new ApiError(response.status, text || response.statusText || `Request failed (${response.status})`);
}

export interface RequestOptions {
  /**
   * For creates: one key per user action (newIdempotencyKey). The server answers a repeat of the same key with
   * the first answer instead of making a second row, so the request may be sent again safely: when the
   * connection drops or a proxy answers 502/503/504, it is, up to twice, with the same key.
   */
  idempotencyKey?: string;
}

/** Statuses a proxy or a restarting server answers with while the request may or may not have been carried out. */
const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAYS_MS = [400, 1500];

/** A new Idempotency-Key: 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends one call (and its retries) and answers the last response, or throws the server's error. */
async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const once = () =>
    fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let response: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    const canRetry = Boolean(options.idempotencyKey) && attempt < RETRY_DELAYS_MS.length;
    try {
      response = await once();
    } catch (error) {
      if (!canRetry) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      continue;
    }
    if (!canRetry || !RETRY_STATUSES.has(response.status)) break;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Every call goes through here: cookies included, JSON content type only when a body exists. */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}

/** A GET whose answer headers matter too: a page of a list, with the count of all in a header. */
export async function apiGetWithHeaders<T>(path: string): Promise<{ body: T; headers: Headers }> {
  const response = await send('GET', path, undefined, {});
  return { body: (await response.json()) as T, headers: response.headers };
}

/** GET that answers null instead of throwing when the visitor is not signed in. */
export async function getOrNullWhenSignedOut<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return null;
    throw error;
  }
}
