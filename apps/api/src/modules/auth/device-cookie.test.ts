import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, drivers, type TestApp } from '../../../test/test-app.ts';
import { loginThrottle } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.ts';
import { defaultAuthPolicy } from './auth.service.ts';
import { createDeviceCookies, DEVICE_COOKIE, readCookie } from './device-cookie.ts';

// Issue 30 item 7: three wrong passwords from the owner's own office (one NAT address) kept the owner's right
// password out for 40 s. The browser that signed in as the user now carries a device cookie, and a sign-in
// with it is held back only by that device's own failures (OWASP device cookies).

type Context = Awaited<ReturnType<typeof createTestContext>>;

const attempt = (app: TestApp, username: string, password: string, remoteAddress: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Auth',
    payload: { username, password },
    remoteAddress,
    headers: cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {},
  });

/** The device cookie a response sets (its value), or undefined. */
const deviceCookieOf = (response: Awaited<ReturnType<typeof attempt>>) => {
  const header = response.headers['set-cookie'];
  const line = [header ?? []].flat().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return line ? readCookie(line.split(';')[0], DEVICE_COOKIE) : undefined;
};

/** Signs in with the right password from `address` and answers the device cookie the browser keeps. */
async function deviceOf(app: TestApp, username: string, address: string) {
  const response = await attempt(app, username, DEMO_PASSWORD, address);
  expect(response.statusCode).toBe(200);
  const cookie = deviceCookieOf(response);
  if (!cookie) throw new Error(`no device cookie for ${username}`);
  return cookie;
}

// A wait of a minute at least: it cannot run out while argon2 runs on a loaded machine.
const patient = {
  ...defaultAuthPolicy,
  throttle: { ...defaultAuthPolicy.throttle, baseDelayMs: 60_000 },
};

describe.each(drivers)('device cookie on %s', (driver) => {
  let ctx: Context;
  let secure: Context;
  beforeAll(async () => {
    ctx = await createTestContext(driver, { authPolicy: patient });
    secure = await createTestContext(driver, { authPolicy: patient, https: true });
  });
  afterAll(async () => {
    await ctx?.app.close();
    await secure?.app.close();
  });

  it('is set on a right password only: HttpOnly, SameSite=Strict, the sign-in path, long-lived, Secure behind HTTPS', async () => {
    const wrong = await attempt(ctx.app, 'cliente', 'wrong', '198.51.100.200');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const plain = String(
      (await attempt(ctx.app, 'cliente', DEMO_PASSWORD, '198.51.100.201')).headers['set-cookie'],
    );
    const attributes = plain.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/api/Auth', 'HttpOnly', 'SameSite=Strict']));
    expect(Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice(8))).toBeGreaterThanOrEqual(
      90 * 24 * 60 * 60,
    );
    // Plain HTTP (a LAN without TLS): a Secure cookie would never come back.
    expect(attributes).not.toContain('Secure');
    const https = String(
      (await attempt(secure.app, 'cliente', DEMO_PASSWORD, '198.51.100.201')).headers['set-cookie'],
    );
    expect(https.split('; ')).toContain('Secure');
  });

  it("lets the owner's browser in at once after others' failures from the same address; others still wait", async () => {
    const office = '203.0.113.77';
    const owner = await deviceOf(ctx.app, 'bodega.puq', office);
    // A colleague at the same NAT address types the owner's name with wrong passwords.
    for (let i = 0; i < 3; i++)
      expect((await attempt(ctx.app, 'bodega.puq', `guess-${i}`, office)).statusCode).toBe(401);
    expect((await attempt(ctx.app, 'bodega.puq', 'guess-3', office)).statusCode).toBe(429);

    // The owner's browser, with its device cookie: signed in, no wait (before: 429 for a minute here).
    const back = await attempt(ctx.app, 'bodega.puq', DEMO_PASSWORD, office, owner);
    expect(back.statusCode).toBe(200);
    expect(deviceCookieOf(back)).toBeDefined();

    // Without the cookie the right password waits, as before; the owner's sign-in cleared nobody's wait.
    const without = await attempt(ctx.app, 'bodega.puq', DEMO_PASSWORD, office);
    expect(without.statusCode).toBe(429);
    expect(Number(without.headers['retry-after'])).toBeGreaterThan(0);
  }, 30_000);

  it('gives no exemption to a tampered, forged, foreign-key or other user’s cookie', async () => {
    const office = '203.0.113.88';
    const genuine = await deviceOf(ctx.app, 'bodega.scl', office);
    const adminsCookie = await deviceOf(ctx.app, 'admin', office);
    for (let i = 0; i < 3; i++)
      expect((await attempt(ctx.app, 'bodega.scl', `guess-${i}`, office)).statusCode).toBe(401);

    const [user, id, expires, signature] = genuine.split('.') as [string, string, string, string];
    const flipped = signature.at(-1) === 'A' ? 'B' : 'A';
    const otherKey = createDeviceCookies('not the server key').issue('bodega.scl');
    const renamed = [Buffer.from('bodega.scl').toString('base64url'), ...adminsCookie.split('.').slice(1)];
    const bad = {
      tampered: `${user}.${id}.${expires}.${signature.slice(0, -1)}${flipped}`,
      longer: `${user}.${id}.${Number(expires) + 1000}.${signature}`,
      otherUser: adminsCookie,
      renamed: renamed.join('.'),
      otherKey,
      garbage: 'x'.repeat(600),
      empty: '',
    };
    for (const [name, cookie] of Object.entries(bad)) {
      const response = await attempt(ctx.app, 'bodega.scl', DEMO_PASSWORD, office, cookie);
      expect(`${name}: ${response.statusCode}`).toBe(`${name}: 429`);
    }
    // The same address with the genuine cookie is let in.
    expect((await attempt(ctx.app, 'bodega.scl', DEMO_PASSWORD, office, genuine)).statusCode).toBe(200);
  }, 30_000);

  it('makes a device that fails itself wait, counted on that device alone', async () => {
    const office = '203.0.113.99';
    const device = await deviceOf(ctx.app, 'oficina.scl', office);
    const free = patient.throttle.deviceFreeFailures;
    for (let i = 0; i < free; i++)
      expect((await attempt(ctx.app, 'oficina.scl', `guess-${i}`, office, device)).statusCode).toBe(401);

    // Locked out: even the right password waits, without being checked.
    const locked = await attempt(ctx.app, 'oficina.scl', DEMO_PASSWORD, office, device);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(locked.json().message).toMatch(/^Demasiados intentos fallidos/);
    const counters = await ctx.db
      .select()
      .from(loginThrottle)
      .where(and(eq(loginThrottle.susuario, 'oficina.scl'), like(loginThrottle.sdireccion, 'dispositivo:%')));
    expect(counters.map((c) => c.nfallos)).toEqual([free]);

    // Another browser of the user signs in: the device's failures are its own.
    expect((await attempt(ctx.app, 'oficina.scl', DEMO_PASSWORD, '203.0.113.100')).statusCode).toBe(200);
  }, 30_000);
});

describe('the device cookie value', () => {
  const secret = 'a server key';
  it('reads back the user it names until it expires', () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    const cookies = createDeviceCookies(secret, () => now);
    const value = cookies.issue('bodega.puq');
    expect(cookies.read(value)).toEqual({ susuario: 'bodega.puq', id: expect.stringMatching(/^[\w-]{22}$/) });
    expect(cookies.issue('bodega.puq')).not.toBe(value);
    now += 181 * 24 * 60 * 60 * 1000;
    expect(cookies.read(value)).toBeNull();
  });

  it('finds its cookie among others in the header', () => {
    expect(readCookie(`a=1; ${DEVICE_COOKIE}=v.w.x.y; b=2`, DEVICE_COOKIE)).toBe('v.w.x.y');
    expect(readCookie('a=1', DEVICE_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, DEVICE_COOKIE)).toBeUndefined();
  });
});
