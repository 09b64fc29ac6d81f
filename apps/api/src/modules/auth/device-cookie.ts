import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed
 * in as a user carries a cookie naming that user and a random device id, signed with a key derived from
 * JWT_SECRET (every server sharing the database shares it). A sign-in bringing a valid one for its user name
 * is that user's device: it is held back only by its own failures (counted in the database under the
 * device id), never by others' failures from the same address or against the same name.
 */
export const DEVICE_COOKIE = 'carga_dispositivo';
/** Sent only to the sign-in routes: no other request carries it. */
export const DEVICE_COOKIE_PATH = '/api/Auth';
/** How long a browser stays a known device after its last sign-in (each sign-in issues a new cookie). */
export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 60 * 60;

export interface Device {
  susuario: string;
  /** Random, 128 bits, base64url: the key of the device's own failure counter. */
  id: string;
}

const ID = /^[A-Za-z0-9_-]{22}$/;

export function createDeviceCookies(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('carga device cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    /** A new device for the user who just signed in, as the cookie's value. */
    issue(susuario: string): string {
      const id = randomBytes(16).toString('base64url');
      const expires = Math.floor(now() / 1000) + DEVICE_COOKIE_TTL_SECONDS;
      const payload = `${Buffer.from(susuario).toString('base64url')}.${id}.${expires}`;
      return `${payload}.${sign(payload)}`;
    },

    /** The device a cookie value names, if the value is ours, unaltered and not expired; otherwise null. */
    read(value: string | undefined): Device | null {
      if (!value || value.length > 512) return null;
      const parts = value.split('.');
      if (parts.length !== 4) return null;
      const [user, id, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${user}.${id}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!ID.test(id) || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now()) return null;
      return { susuario: Buffer.from(user, 'base64url').toString(), id };
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** The value of one cookie in a Cookie header (no cookie plugin: this is the only cookie the API reads). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header: HttpOnly, SameSite=Strict, only the sign-in path, Secure behind HTTPS. */
export function deviceCookieHeader(value: string, https: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}
