import type { FastifyInstance } from 'fastify';

export type LifecycleState = 'starting' | 'ready' | 'stopping';

/**
 * Where a server is in its life, for the readiness check a balancer polls: 'starting' until the
 * database is migrated and seeded, 'ready' while it takes requests, 'stopping' from SIGTERM on.
 */
export interface Lifecycle {
  readonly state: LifecycleState;
  ready(): void;
  stopping(): void;
}

export function createLifecycle(initial: LifecycleState = 'starting'): Lifecycle {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    stopping() {
      state = 'stopping';
    },
  };
}

/**
 * A graceful stop, as a rolling deploy needs: readiness turns 503 at once; after `drainDelayMs` (time
 * for a balancer that polls readiness to stop sending requests here) Fastify's close stops accepting
 * connections and waits for the requests in flight; its onClose hook then closes the database pool
 * (or PGlite, whose data directory must be closed cleanly).
 */
export async function shutDown(app: FastifyInstance, lifecycle: Lifecycle, drainDelayMs = 0): Promise<void> {
  lifecycle.stopping();
  if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  await app.close();
}
