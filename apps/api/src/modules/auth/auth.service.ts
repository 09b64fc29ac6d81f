import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ChangePasswordRequest, LoginRequest, LoginResponse } from '@carga/domain';
import { messages } from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, tooManyRequests, unauthorized } from '../../errors.ts';
import * as repo from './auth.repo.ts';
import { getDummyHash, hashPassword, verifyPassword } from './password.ts';

export interface AuthPolicy {
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  /** Failures from which each further attempt waits, doubling: 500 ms, 1 s… */
  slowDownAfter: number;
  lockAfter: number;
  lockMs: number;
  /** A failure streak older than this is forgotten. */
  failureWindowMs: number;
}

export const defaultAuthPolicy: AuthPolicy = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  slowDownAfter: 2,
  lockAfter: 5,
  lockMs: 15 * 60 * 1000,
  failureWindowMs: 15 * 60 * 1000,
};

export interface AccessClaims {
  sub: number;
  sid: string;
}

type SignAccess = (claims: AccessClaims, ttlSeconds: number) => string;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refresh token is `<session id>.<secret>`; only the secret's hash is stored. */
function newRefreshToken(sidsesion: string) {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sidsesion}.${secret}`, hash: sha256(secret) };
}

function parseRefreshToken(token: string) {
  const [sidsesion, secret] = token.split('.');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  if (!sidsesion || !secret || !uuid.test(sidsesion)) return null;
  return { sidsesion, hash: sha256(secret) };
}

export function createAuthService(db: Db, signAccess: SignAccess, policy: AuthPolicy = defaultAuthPolicy) {
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

  async function openSession(user: repo.UserRow): Promise<LoginResponse> {
    const sidsesion = randomUUID();
    const refresh = newRefreshToken(sidsesion);
    await repo.insertSession(db, {
      sidsesion,
      nidusuario: user.nidusuario,
      srefreshhash: refresh.hash,
      dexpira: new Date(Date.now() + policy.refreshTokenTtlMs),
    });
    const access = signAccess({ sub: user.nidusuario, sid: sidsesion }, policy.accessTokenTtlSeconds);
    return loginResponse(user, access, refresh.token);
  }

  /** Refuses a locked name, and answers how long this attempt must wait before it is checked. */
  async function throttleDelay(susuario: string): Promise<number> {
    const throttle = await repo.findThrottle(db, susuario);
    if (!throttle) return 0;
    const now = Date.now();
    if (throttle.dbloqueohasta && throttle.dbloqueohasta.getTime() > now)
      throw tooManyRequests(messages.loginLocked);
    const stale = now - throttle.dultimofallo.getTime() > policy.failureWindowMs;
    if (stale || throttle.dbloqueohasta) {
      await repo.clearThrottle(db, susuario);
      return 0;
    }
    const over = throttle.nfallos - policy.slowDownAfter;
    return over >= 0 ? 500 * 2 ** over : 0;
  }

  return {
    async login({ username, password }: LoginRequest): Promise<LoginResponse> {
      const susuario = username.trim().toLowerCase();
      const delay = await throttleDelay(susuario);
      if (delay > 0) await sleep(delay);
      const user = await repo.findUserByName(db, susuario);
      const valid = await verifyPassword(user?.spasswordhash ?? (await getDummyHash()), password);
      if (!user || !valid || user.sindactivo !== 'S') {
        const failures = await repo.recordFailure(db, susuario, policy.lockAfter, policy.lockMs);
        if (failures >= policy.lockAfter) throw tooManyRequests(messages.loginLocked);
        throw unauthorized(messages.loginFailed);
      }
      await repo.clearThrottle(db, susuario);
      return openSession(user);
    },

    async refresh(refreshToken: string | undefined): Promise<LoginResponse> {
      const parsed = refreshToken ? parseRefreshToken(refreshToken) : null;
      if (!parsed) throw unauthorized(messages.refreshInvalid);
      const session = await repo.findSession(db, parsed.sidsesion);
      if (!session || session.drevocada || session.dexpira.getTime() < Date.now()) {
        throw unauthorized(messages.refreshInvalid);
      }
      if (session.srefreshhash !== parsed.hash) {
        // A refresh token that was already used: someone holds a copy. End the whole session.
        await repo.revokeSession(db, session.sidsesion);
        throw unauthorized(messages.refreshInvalid);
      }
      const user = await repo.findActiveSessionUser(db, session.nidusuario, session.sidsesion);
      if (!user) throw unauthorized(messages.refreshInvalid);
      const next = newRefreshToken(session.sidsesion);
      const rotated = await repo.rotateSessionToken(db, session.sidsesion, parsed.hash, {
        srefreshhash: next.hash,
        dexpira: new Date(Date.now() + policy.refreshTokenTtlMs),
      });
      if (!rotated) throw unauthorized(messages.refreshInvalid);
      const access = signAccess(
        { sub: user.nidusuario, sid: session.sidsesion },
        policy.accessTokenTtlSeconds,
      );
      return loginResponse(user, access, next.token);
    },

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
