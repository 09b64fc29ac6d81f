import { messages } from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../errors.ts';
import * as repo from './throttle.repo.ts';

/**
 * Failed sign-ins (README, 'Inicio de sesión: bloqueo y límites'): counted per (user name, address) and
 * per user name, in PostgreSQL so that every server sees them. Nothing locks a name: past the free
 * failures, each further attempt must wait, doubling (1 s, 2 s, 4 s… up to `maxDelayMs`). A browser with
 * the user's device cookie (device-cookie.ts) is counted on its own instead (`admitDevice`).
 */
export interface ThrottlePolicy {
  /** Failures of one name from one address before that pair must wait. */
  pairFreeFailures: number;
  /** Failures of one name from all addresses before unknown addresses must wait. */
  nameFreeFailures: number;
  /** Failures of one device (a valid device cookie for the name) before that device must wait. */
  deviceFreeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A streak is forgotten this long after its last failure and its last wait. */
  failureWindowMs: number;
  /** An address the user signed in from within this period is a known device. */
  knownDeviceMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  pairFreeFailures: 3,
  nameFreeFailures: 10,
  deviceFreeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  failureWindowMs: 60 * 60 * 1000,
  knownDeviceMs: 30 * 24 * 60 * 60 * 1000,
};

/** How long the attempt after `failures` failures must wait. */
export function waitAfter(failures: number, free: number, policy: ThrottlePolicy): number {
  if (failures < free) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - free), policy.maxDelayMs);
}

/** A wait as people say it: '1 segundo', '40 segundos', '2 minutos', '15 minutos' (rounded up). */
export function waitText(seconds: number) {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function loginWaitError(until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return tooManyRequests(messages.loginLocked.replace('{espera}', waitText(seconds)), seconds);
}

export function createThrottle(db: Db, policy: ThrottlePolicy = defaultThrottlePolicy) {
  const stale = (counter: repo.Counter, now: Date) => {
    const last = Math.max(counter.dultimofallo.getTime(), counter.dbloqueohasta?.getTime() ?? 0);
    return now.getTime() - last > policy.failureWindowMs;
  };
  const waiting = (counter: repo.Counter, now: Date) =>
    counter.dbloqueohasta !== null && counter.dbloqueohasta.getTime() > now.getTime();
  const counted = (counter: repo.Counter, now: Date, free: number): repo.Counter => {
    const nfallos = (stale(counter, now) ? 0 : counter.nfallos) + 1;
    const wait = waitAfter(nfallos, free, policy);
    return { nfallos, dultimofallo: now, dbloqueohasta: wait > 0 ? new Date(now.getTime() + wait) : null };
  };

  return {
    /**
     * Admits one attempt, counting it as a failure before its password is checked, or refuses it
     * (429 with Retry-After) while its pair, or its name from an unknown address, must wait. The
     * check and the count happen under one row lock: parallel attempts take turns.
     */
    async admit(susuario: string, sdireccion: string): Promise<void> {
      const refusal = await db.transaction(async (tx) => {
        const { name, pair, now } = await repo.lockCounters(tx, susuario, sdireccion);
        if (waiting(pair, now)) return loginWaitError(pair.dbloqueohasta!, now);
        if (waiting(name, now)) {
          const since = new Date(now.getTime() - policy.knownDeviceMs);
          if (!(await repo.isKnownAddress(tx, susuario, sdireccion, since)))
            return loginWaitError(name.dbloqueohasta!, now);
        }
        await repo.writeCounter(tx, susuario, sdireccion, counted(pair, now, policy.pairFreeFailures));
        await repo.writeCounter(tx, susuario, repo.ANY_ADDRESS, counted(name, now, policy.nameFreeFailures));
        return null;
      });
      if (refusal) throw refusal;
    },

    /**
     * Admits one attempt of the user's own device (a valid device cookie for this name), counting it on
     * the device alone, or refuses it while that device must wait. Others' failures, from its address or
     * against its name, do not hold it back (OWASP device cookies: the trusted client's flow).
     */
    async admitDevice(susuario: string, deviceId: string): Promise<void> {
      const refusal = await db.transaction(async (tx) => {
        const { device, now } = await repo.lockDeviceCounter(tx, susuario, deviceId);
        if (waiting(device, now)) return loginWaitError(device.dbloqueohasta!, now);
        const sdireccion = repo.deviceKey(deviceId);
        await repo.writeCounter(tx, susuario, sdireccion, counted(device, now, policy.deviceFreeFailures));
        return null;
      });
      if (refusal) throw refusal;
    },

    /** The device's attempt was right: its streak ends. */
    deviceSucceeded: (susuario: string, deviceId: string) => repo.clearDeviceCounter(db, susuario, deviceId),

    /** The attempt was right: the pair starts over, the name loses this attempt's count. */
    succeeded: (susuario: string, sdireccion: string) =>
      repo.recordSuccess(db, susuario, sdireccion, policy.nameFreeFailures),

    /** The attempt stays counted; old streaks are forgotten on the way. */
    failed: () => repo.deleteStaleCounters(db, policy.failureWindowMs),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
