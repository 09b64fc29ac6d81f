import { messages } from '@carga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, drivers, login, type TestApp } from '../../../test/test-app.ts';
import { defaultAuthPolicy } from './auth.service.ts';

// Refresh, logout and token checks. The grace of a rotated refresh token is 1 s here (10 s in
// production) so that a replay after it can be tested without a long wait.
const GRACE_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(drivers)('sessions on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await createTestContext(driver, {
      authPolicy: { ...defaultAuthPolicy, refreshGraceMs: GRACE_MS },
    }));
  });
  afterAll(() => app?.close());

  const post = (url: string, headers?: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers });
  const refresh = (token: string) => post('/api/Auth/refresh', bearer(token));
  const office = (token: string) => app.inject({ method: 'GET', url: '/api/Office', headers: bearer(token) });

  it('answers two refreshes with one token at once (two tabs) with the same new pair', async () => {
    // Before the fix the loser of the race counted as token reuse, revoking the session: one 401.
    const first = await login(app, 'admin');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(a?.json().refreshToken).toBe(b?.json().refreshToken);
    expect(a?.json().accessToken).toBe(b?.json().accessToken);
    expect(a?.json().refreshToken).not.toBe(first.refreshToken);
    // The session is alive: the new pair works.
    expect((await office(a?.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(a?.json().refreshToken)).statusCode).toBe(200);
  });

  it('still ends the session when a rotated token is replayed after the grace', async () => {
    const first = await login(app, 'admin');
    const refreshed = await refresh(first.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.menus.length).toBeGreaterThan(10);

    await sleep(GRACE_MS + 200);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(messages.refreshInvalid);
    // The replay revoked the session: the newest tokens stop working too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await office(second.accessToken)).statusCode).toBe(401);
  });

  it('ends the session when a token two rotations old is replayed, even within the grace', async () => {
    const first = await login(app, 'admin');
    const second = (await refresh(first.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await office(third.accessToken)).statusCode).toBe(401);
  });

  it('logs out: the access token stops working at once and the refresh token is refused', async () => {
    const session = await login(app, 'bodega.scl');
    const other = await login(app, 'bodega.scl');
    const response = await post('/api/Auth/logout', bearer(session.accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.loggedOut });
    const after = await office(session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(messages.sessionExpired);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    // Only that session ends: the user's other device stays signed in.
    expect((await office(other.accessToken)).statusCode).toBe(200);
  });

  it('needs a valid access token to log out', async () => {
    const none = await post('/api/Auth/logout');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: messages.unauthenticated });
    const session = await login(app, 'cliente');
    // A refresh token is not an access token.
    expect((await post('/api/Auth/logout', bearer(session.refreshToken))).statusCode).toBe(401);
    expect((await office(session.accessToken)).statusCode).not.toBe(401);
  });

  it('says the session expired once a token it accepted expires (verified tokens are kept only that long)', async () => {
    const session = await login(app, 'admin');
    const claims = app.jwt.decode<{ sub: number; sid: string }>(session.accessToken)!;
    const brief = app.jwt.sign({ sub: claims.sub, sid: claims.sid }, { expiresIn: 2 });
    const { exp } = app.jwt.decode<{ exp: number }>(brief)!;
    expect((await office(brief)).statusCode).toBe(200);
    expect((await office(brief)).statusCode).toBe(200);
    await sleep(exp * 1000 - Date.now() + 50);
    const expired = await office(brief);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(messages.sessionExpired);
  });

  it('refuses a forged, malformed or non-bearer token as unauthenticated', async () => {
    const session = await login(app, 'admin');
    const [header, payload] = session.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const authorization of [
      `Bearer ${forged}`,
      'Bearer not-a-token',
      'Bearer ',
      `Bearer ${session.accessToken} extra`,
      `Basic ${session.accessToken}`,
    ]) {
      const refused = await app.inject({ method: 'GET', url: '/api/Office', headers: { authorization } });
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.json().message, authorization).toBe(messages.unauthenticated);
    }
    // The scheme's case does not matter, as in @fastify/jwt.
    const lower = { authorization: `bearer ${session.accessToken}` };
    expect((await app.inject({ method: 'GET', url: '/api/Office', headers: lower })).statusCode).toBe(200);
  });

  it('refuses a token without exp, even signed with the right secret', async () => {
    const session = await login(app, 'admin');
    const claims = app.jwt.decode<{ sub: number; sid: string; iat: number; exp: number }>(
      session.accessToken,
    );
    expect(claims!.exp - claims!.iat).toBe(defaultAuthPolicy.accessTokenTtlSeconds);
    const forever = app.jwt.sign({ sub: claims!.sub, sid: claims!.sid });
    expect(app.jwt.decode<{ exp?: number }>(forever)?.exp).toBeUndefined();
    const refused = await office(forever);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.unauthenticated);
    // The same claims with an expiry are accepted: only the missing exp was refused.
    expect(
      (await office(app.jwt.sign({ sub: claims!.sub, sid: claims!.sid }, { expiresIn: 60 }))).statusCode,
    ).toBe(200);
  });
});
