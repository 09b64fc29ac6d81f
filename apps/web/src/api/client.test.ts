import type { LoginResponse } from '@carga/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './client.ts';
import { staffSession } from './session.test-support.ts';
import { sessionStore } from './session.ts';

// Issue 29 item 12: navigating while a refresh was in flight aborted it, and any failed refresh signed the
// user out. Only the server refusing the refresh token ends the session.

type Answer = Response | Error | (() => Response | Error);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pair = (n: number) =>
  ({
    ...staffSession([]),
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
  }) as unknown as LoginResponse;
const aborted = () => new DOMException('The user aborted a request.', 'AbortError');

/** A fake server: the API answers 401 to any token but `access-N` of a pair it issued, refresh answers in turn. */
function fakeServer(refreshAnswers: Answer[], known: string[] = []) {
  const issued = new Set<string>(known);
  const calls: { url: string; bearer: string }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const bearer = ((init.headers as Record<string, string>)?.authorization ?? '').replace('Bearer ', '');
    calls.push({ url, bearer });
    if (url === '/api/Auth/refresh') {
      const next = refreshAnswers.shift();
      if (!next) throw new Error('unexpected refresh');
      const answer = typeof next === 'function' ? next() : next;
      if (answer instanceof Error) throw answer;
      if (answer.ok) issued.add(((await answer.clone().json()) as LoginResponse).accessToken);
      return answer;
    }
    return issued.has(bearer) ? json(200, { ok: true }) : json(401, { message: 'Sesión expirada' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const refreshes = () => calls.filter((c) => c.url === '/api/Auth/refresh');
  return { calls, refreshes };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStore.signIn({ ...pair(0), accessToken: 'expired', refreshToken: 'refresh-0' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the fake clock run until the call settles. */
async function settle<T>(promise: Promise<T>) {
  const result = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return result;
}

describe('the session across a token refresh', () => {
  it('keeps the session when the refresh is aborted, and tries it again', async () => {
    const server = fakeServer([aborted(), json(200, pair(1))]);
    expect(await settle(apiFetch('/Statistics'))).toEqual({ value: { ok: true } });
    expect(server.refreshes().map((c) => c.bearer)).toEqual(['refresh-0', 'refresh-0']);
    expect(sessionStore.get()?.token).toBe('access-1');
    expect(sessionStore.get()?.refreshToken).toBe('refresh-1');
  });

  it('keeps the session through a dropped network or a busy server, then refreshes', async () => {
    const server = fakeServer([
      new TypeError('Failed to fetch'),
      json(503, { message: 'No disponible' }),
      json(429, { message: 'Demasiadas solicitudes' }),
      json(200, pair(2)),
    ]);
    expect(await settle(apiFetch('/Statistics'))).toEqual({ value: { ok: true } });
    expect(server.refreshes()).toHaveLength(4);
    expect(sessionStore.get()?.token).toBe('access-2');
  });

  it('answers a connection error but stays signed in when the refresh never gets through', async () => {
    const server = fakeServer([1, 2, 3, 4].map(() => new TypeError('Failed to fetch')));
    const { error } = (await settle(apiFetch('/Statistics'))) as { error: ApiError };
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('No fue posible comunicarse con el servidor. Revise su conexión');
    expect(server.refreshes()).toHaveLength(4);
    expect(sessionStore.get()?.refreshToken).toBe('refresh-0');
  });

  it('signs out when the server refuses the refresh token', async () => {
    const server = fakeServer([json(401, { message: 'Sesión expirada' })]);
    const { error } = (await settle(apiFetch('/Statistics'))) as { error: ApiError };
    expect(error.status).toBe(401);
    expect(server.refreshes()).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('refreshes once for calls that met the expired token together', async () => {
    const server = fakeServer([json(200, pair(3))]);
    const results = await settle(Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')]));
    expect(results).toEqual({ value: [{ ok: true }, { ok: true }, { ok: true }] });
    expect(server.refreshes()).toHaveLength(1);
  });

  it('uses the pair another tab stored when its own old token is refused', async () => {
    // The other tab rotated the token and wrote the new pair to the shared storage while this one waited.
    const server = fakeServer(
      [
        () => {
          localStorage.setItem('token', 'access-4');
          localStorage.setItem('refreshToken', 'refresh-4');
          window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));
          return json(401, { message: 'Sesión expirada' });
        },
      ],
      ['access-4'],
    );
    expect(await settle(apiFetch('/Statistics'))).toEqual({ value: { ok: true } });
    expect(server.refreshes()).toHaveLength(1);
    expect(server.calls.at(-1)).toEqual({ url: '/api/Statistics', bearer: 'access-4' });
    expect(sessionStore.get()?.refreshToken).toBe('refresh-4');
  });

  it('stops waiting when its own request is cancelled, without signing out', async () => {
    const server = fakeServer([aborted(), json(200, pair(5))]);
    const controller = new AbortController();
    const call = apiFetch('/Statistics', { signal: controller.signal }).catch((error: Error) => error);
    // The first try was aborted; the second waits its turn when the person moves on.
    await vi.advanceTimersByTimeAsync(100);
    expect(server.refreshes()).toHaveLength(1);
    controller.abort();
    expect(((await call) as Error).name).toBe('AbortError');
    // The refresh goes on for whoever needs it next.
    await vi.runAllTimersAsync();
    expect(server.refreshes()).toHaveLength(2);
    expect(sessionStore.get()?.token).toBe('access-5');
  });
});
