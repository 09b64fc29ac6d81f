import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { ChangePasswordRequest, LoginRequest, LoginResponse } from '@carga/domain';
import { messages } from '@carga/domain';
import type { AccessClaims } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { getDummyHash, hashPassword, verifyPassword } from '../../password.ts';
import * as repo from './auth.repo.ts';
import { createDeviceCookies } from './device-cookie.ts';
import { createThrottle, defaultThrottlePolicy, type ThrottlePolicy } from './throttle.ts';

export interface AuthPolicy {
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  /** A refresh token just rotated still answers the same new pair this long (two tabs refreshing at once). */
  refreshGraceMs: number;
  throttle: ThrottlePolicy;
  /**
   * Sign-in and refresh calls one client address may make in a minute, counted by every server: far above a
   * person, well below a script. An office behind one NAT address with many people may need more
   * (AUTH_CALLS_PER_MINUTE).
   */
  addressCallsPerMinute: number;
}

export const defaultAuthPolicy: AuthPolicy = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  refreshGraceMs: 10 * 1000,
  throttle: defaultThrottlePolicy,
  addressCallsPerMinute: 60,
};

/** `iat` (seconds) pins the issue time, so that the same rotation signs the same token twice. */
type SignAccess = (claims: AccessClaims & { iat?: number }, ttlSeconds: number) => string;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A refresh token is `<session id>.<secret>`; only the secret's hash is stored. The secret after a
 * rotation is an HMAC of the one before under a server key, so a second request with the same token
 * within the grace period can be answered the same new token without storing it.
 */
function makeRefreshToken(sidsesion: string, secret: string) {
  return { token: `${sidsesion}.${secret}`, hash: sha256(secret) };
}

function parseRefreshToken(token: string) {
  const [sidsesion, secret] = token.split('.');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  if (!sidsesion || !secret || !uuid.test(sidsesion)) return null;
  return { sidsesion, secret, hash: sha256(secret) };
}

export function createAuthService(
  db: Db,
  signAccess: SignAccess,
  /** Derives the refresh chain's key; the servers sharing a database share it (JWT_SECRET). */
  secret: string,
  policy: AuthPolicy = defaultAuthPolicy,
) {
  const throttle = createThrottle(db, policy.throttle);
  const devices = createDeviceCookies(secret);
  const chainKey = createHmac('sha256', secret).update('carga refresh token chain').digest();
  const successor = (sidsesion: string, previous: string) =>
    makeRefreshToken(sidsesion, createHmac('sha256', chainKey).update(previous).digest('base64url'));

  function loginResponse(user: repo.UserRow, accessToken: string, refreshToken: string): LoginResponse {
    return {
      accessToken,
      refreshToken,
      nombre: user.snombre,
      rut: user.srut,
      oficinas: user.oficinas,
      bodegas: user.bodegas,
      menus: user.menus,
    };
  }

  async function openSession(user: repo.UserRow, address: string): Promise<LoginResponse> {
    const sidsesion = randomUUID();
    const refresh = makeRefreshToken(sidsesion, randomBytes(32).toString('base64url'));
    await repo.insertSession(db, {
      sidsesion,
      nidusuario: user.nidusuario,
      srefreshhash: refresh.hash,
      dexpira: new Date(Date.now() + policy.refreshTokenTtlMs),
      sdireccion: address,
    });
    const access = signAccess({ sub: user.nidusuario, sid: sidsesion }, policy.accessTokenTtlSeconds);
    return loginResponse(user, access, refresh.token);
  }

  return {
    /**
     * `address` is the client's (request.ip, through TRUST_PROXY's proxies); `deviceCookie` the value of
     * the browser's device cookie, if any. A right password answers the session and a new device cookie.
     */
    async login(
      { username, password }: LoginRequest,
      address: string,
      deviceCookie?: string,
    ): Promise<{ session: LoginResponse; deviceCookie: string }> {
      const susuario = username.trim().toLowerCase();
      // The user's own device only if the cookie is ours, unaltered, unexpired and names this user.
      const device = devices.read(deviceCookie);
      const trusted = device?.susuario === susuario ? device : null;
      if (trusted) await throttle.admitDevice(susuario, trusted.id);
      else await throttle.admit(susuario, address);
      const user = await repo.findUserByName(db, susuario);
      const valid = await verifyPassword(user?.spasswordhash ?? (await getDummyHash()), password);
      if (!user || !valid || user.sindactivo !== 'S') {
        await throttle.failed();
        throw unauthorized(messages.loginFailed);
      }
      if (trusted) await throttle.deviceSucceeded(susuario, trusted.id);
      else await throttle.succeeded(susuario, address);
      return { session: await openSession(user, address), deviceCookie: devices.issue(susuario) };
    },

    async refresh(token: string | undefined): Promise<LoginResponse> {
      const parsed = token ? parseRefreshToken(token) : null;
      if (!parsed) throw unauthorized(messages.refreshInvalid);
      const session = await repo.findSession(db, parsed.sidsesion);
      if (!session || session.drevocada || session.dexpira.getTime() < Date.now()) {
        throw unauthorized(messages.refreshInvalid);
      }
      const user = await repo.findActiveSessionUser(db, session.nidusuario, session.sidsesion);
      if (!user) throw unauthorized(messages.refreshInvalid);
      const next = successor(session.sidsesion, parsed.secret);
      let rotatedAt: Date | undefined;
      if (session.srefreshhash === parsed.hash) {
        rotatedAt = await repo.rotateSessionToken(db, session.sidsesion, parsed.hash, {
          srefreshhash: next.hash,
          dexpira: new Date(Date.now() + policy.refreshTokenTtlMs),
        });
      }
      // Rotated a moment ago by another request with this token (or this one lost that race): the same pair.
      rotatedAt ??= await repo.findRotatedWithinGrace(
        db,
        session.sidsesion,
        parsed.hash,
        next.hash,
        policy.refreshGraceMs,
      );
      if (!rotatedAt) {
        // A refresh token already used, past the grace: someone holds a copy. End the whole session.
        await repo.revokeSession(db, session.sidsesion);
        throw unauthorized(messages.refreshInvalid);
      }
      const access = signAccess(
        { sub: user.nidusuario, sid: session.sidsesion, iat: Math.floor(rotatedAt.getTime() / 1000) },
        policy.accessTokenTtlSeconds,
      );
      return loginResponse(user, access, next.token);
    },

    /** Ends the session server-side: its access and refresh tokens stop working at once. */
    logout: (sidsesion: string) => repo.revokeSession(db, sidsesion),

    /** Checks the old password, stores the new one and signs out every other device. */
    async changePassword(nidusuario: number, sidsesion: string, body: ChangePasswordRequest): Promise<void> {
      const user = await repo.findActiveSessionUser(db, nidusuario, sidsesion);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.spasswordhash, body.oldPassword))) {
        throw badRequest(messages.oldPasswordWrong, 'oldPassword');
      }
      const hash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await repo.updatePasswordHash(tx, nidusuario, hash);
        await repo.revokeOtherSessions(tx, nidusuario, sidsesion);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
