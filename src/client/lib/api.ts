import type { ErrorBody } from '@/shared/schemas/common';

/**
 * An answer that was not 2xx. `message` is the server's own message (what toasts show);
 * `status` and the validation `errors` stay available for forms and access checks.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ErrorBody['errors'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    if (typeof body.message === 'string') return new ApiError(response.status, body.message, body.errors ?? []);
  } catch {
    // not JSON: fall through to the raw text
  }
  return new ApiError(response.status, text || response.statusText || `Request failed (${response.status})`);
}

/** Every call goes through here: cookies included, JSON content type only when a body exists. */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}

/** GET that answers null instead of throwing when the visitor is not signed in. */
export async function getOrNullWhenSignedOut<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
