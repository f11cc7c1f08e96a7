import { getToken } from './session-storage';

/** A failed call: `status` 0 means the request never got an answer (network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | null;
  readonly fieldErrors: Record<string, string[] | string>;

  constructor(
    status: number,
    code: string,
    detail: string | null,
    fieldErrors: Record<string, string[] | string> = {},
  ) {
    super(detail ?? `Request failed (${status || 'network'})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The server's detail when it sent one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}

// Calls whose 401 means "wrong credentials" rather than "session gone" (spec 01 §4).
const NO_SESSION_REDIRECT = ['/auth/login', '/auth/register'];

let onUnauthorized: () => void = () => {
  window.location.assign('/');
};

/** The app installs the handler that clears the stored session and goes to `/`. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Handle a 401 at the call site instead of clearing the session and leaving the page. */
  skipUnauthorizedRedirect?: boolean;
  signal?: AbortSignal;
}

function parseErrorBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { detail?: unknown; code?: unknown; field_errors?: unknown };
    const detail = typeof b.detail === 'string' && b.detail.trim() ? b.detail : null;
    const code = typeof b.code === 'string' ? b.code : `http_${status}`;
    const fieldErrors =
      b.field_errors && typeof b.field_errors === 'object' ? (b.field_errors as Record<string, string[] | string>) : {};
    return new ApiError(status, code, detail, fieldErrors);
  }
  return new ApiError(status, `http_${status}`, null);
}

/** Calls `/api{path}` with the stored bearer token; resolves to the JSON body or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', null);
  }

  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }

  if (!response.ok) {
    const error = parseErrorBody(response.status, body);
    if (response.status === 401 && !options.skipUnauthorizedRedirect && !NO_SESSION_REDIRECT.includes(path)) {
      onUnauthorized();
    }
    throw error;
  }
  return body as T;
}
