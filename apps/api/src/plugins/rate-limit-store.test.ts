import { messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../test/test-app.ts';
import { defaultAuthPolicy } from '../modules/auth/auth.service.ts';
import { countRequest } from './rate-limit-store.ts';

// The address ceiling of the sign-in call is counted in PostgreSQL (issue 13): what another server counted
// for the same address counts here too, and the window starts again once it has ended.
describe.each(drivers)('rate limits shared through the database on %s', (driver) => {
  const ctx = useTestApp(driver, {});
  const signIn = (ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Auth',
      remoteAddress: ip,
      payload: { username: 'nadie', password: 'x' },
    });

  it('refuses the 61st sign-in call of an address in a minute, counting what another server counted', async () => {
    const ip = '198.51.100.7';
    // 59 calls of this address reached "another server": the same table, the same key (the path, any method).
    for (let i = 0; i < 59; i++) await countRequest(ctx.db, `/api/Auth ${ip}`, 60_000);
    const last = await signIn(ip);
    expect(last.statusCode).not.toBe(429);
    const refused = await signIn(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await signIn('198.51.100.8')).statusCode).not.toBe(429);
  });

  it('starts a new window once the last one ended', async () => {
    const key = 'test-window';
    expect(await countRequest(ctx.db, key, 60_000)).toMatchObject({ current: 1 });
    expect((await countRequest(ctx.db, key, 60_000)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const renewed = await countRequest(ctx.db, key, 50);
    expect(renewed.current).toBe(1);
    expect(renewed.ttl).toBeLessThanOrEqual(50);
  });
});

// An office behind one NAT address may need a higher ceiling (AUTH_CALLS_PER_MINUTE): the routes read it.
describe.each(drivers)('a configured address ceiling on %s', (driver) => {
  const ctx = useTestApp(driver, {}, undefined, {
    authPolicy: { ...defaultAuthPolicy, addressCallsPerMinute: 3 },
  });
  it('refuses the sign-in call past the configured number of an address in a minute', async () => {
    // Four names, so that no name's own failures make it wait: only the address' ceiling refuses.
    const signIn = (username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Auth',
        remoteAddress: '198.51.100.9',
        payload: { username, password: 'x' },
      });
    const answers = [];
    for (const name of ['uno', 'dos', 'tres', 'cuatro']) answers.push(await signIn(name));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429]);
    expect(answers[3]?.json()).toEqual({ message: messages.tooManyRequests });
  });
});
