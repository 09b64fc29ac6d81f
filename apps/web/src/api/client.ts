import type { ErrorResponse, LoginResponse } from '@carga/domain';
import { messages } from '@carga/domain';
import { sessionStore } from './session.ts';

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

/** What a refresh came to: new tokens, a server that refused the session, or no answer worth trusting. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

const OFFLINE = 'No fue posible comunicarse con el servidor. Revise su conexión';
/** Waits before each new try of a refresh that got no answer (a navigation, a dropped network, a 503). */
const REFRESH_RETRY_MS = [500, 1500, 3000];

/**
 * One try. Only the server saying no (400, 401, 403) is a refusal: an aborted or failed request, a 429 or
 * a 5xx says nothing about the session, and signing out on those sent people to /login mid-navigation.
 */
async function tryRefresh(): Promise<RefreshOutcome> {
  const refreshToken = sessionStore.get()?.refreshToken;
  if (!refreshToken) return 'refused';
  try {
    const response = await fetch('/api/Auth/refresh', {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    if ([400, 401, 403].includes(response.status)) {
      // Another tab refreshed meanwhile (the tokens live in the shared localStorage): use its pair.
      return sessionStore.get()?.refreshToken !== refreshToken ? 'refreshed' : 'refused';
    }
    if (!response.ok) return 'unreachable';
    const body = (await response.json()) as LoginResponse;
    sessionStore.setTokens(body.accessToken, body.refreshToken);
    return 'refreshed';
  } catch {
    return 'unreachable';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time, however many calls met an expired token together; a try that got no answer is
 * tried again a few times. A caller whose own request was cancelled stops waiting (AbortError) without
 * stopping the refresh the others wait for.
 */
export function refreshTokens(signal?: AbortSignal): Promise<RefreshOutcome> {
  refreshing ??= (async () => {
    let outcome = await tryRefresh();
    for (const delay of REFRESH_RETRY_MS) {
      if (outcome !== 'unreachable') break;
      await wait(delay);
      outcome = await tryRefresh();
    }
    return outcome;
  })().finally(() => {
    refreshing = null;
  });
  return signal ? untilAborted(refreshing, signal) : refreshing;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Sends a call with the session's bearer (`request` reads the token each time); on a 401 the tokens are
 * refreshed and the call sent once more. The session ends only when the server refuses it: a refresh
 * that got no answer is a connection error (status 0) and the user stays signed in.
 */
export async function sendWithSession(
  request: () => Promise<Response>,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await request();
  if (response.status !== 401) return response;
  const outcome = await refreshTokens(signal);
  if (outcome === 'unreachable') throw new ApiError(0, OFFLINE);
  const again = outcome === 'refreshed' ? await request() : response;
  if (again.status === 401) {
    sessionStore.signOut();
    throw await toApiError(again);
  }
  return again;
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
    throw new ApiError(0, OFFLINE);
  }
}

/** Calls the API with the session's bearer; an expired token is refreshed (see `sendWithSession`). */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = options.anonymous
    ? await send(path, options)
    : await sendWithSession(() => send(path, options), options.signal);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}
