import type { ErrorResponse, LoginResponse } from '@carga/domain';
import { messages } from '@carga/domain';
import { sessionStore } from '../app/session.ts';

/** A failed call, carrying the server's Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ErrorResponse['errors'] = [],
  ) {
    super(message);
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many calls met an expired token together. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = sessionStore.get()?.refreshToken;
    if (!refreshToken) return false;
    const response = await fetch('/api/Auth/refresh', {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    if (!response.ok) return false;
    const body = (await response.json()) as LoginResponse;
    sessionStore.setTokens(body.accessToken, body.refreshToken);
    return true;
  })()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as ErrorResponse;
    return new ApiError(response.status, body.message || messages.genericError, body.errors);
  } catch {
    return new ApiError(response.status, messages.internal);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /** Sign-in and refresh must not try to refresh themselves. */
  anonymous?: boolean;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

export async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = options.anonymous ? undefined : sessionStore.get()?.token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'No fue posible comunicarse con el servidor. Revise su conexión');
  }
}

/** Calls the API with the session's bearer; an expired token is refreshed once, then the user is signed out. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.anonymous) {
    if (await refreshTokens()) {
      response = await send(path, options);
    }
    if (response.status === 401) {
      sessionStore.signOut();
      throw await toApiError(response);
    }
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}
