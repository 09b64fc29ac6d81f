import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicSchedule {
  /** Between two turns. */
  intervalMs: number;
  /** Before the first one, so that a starting server is not busy with it. */
  initialDelayMs: number;
}

/**
 * Runs `work` now and then while the server runs; answers the function that stops it (and waits for a turn
 * under way). The timers never keep the process alive, and a failed turn is logged and tried again at the
 * next one.
 */
export function startPeriodic(
  name: string,
  work: () => Promise<void>,
  log: FastifyBaseLogger,
  { intervalMs, initialDelayMs }: PeriodicSchedule,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const turn = () => {
    running = work()
      .catch((error) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (!stopped) later(intervalMs);
      });
  };
  const later = (delay: number) => {
    timer = setTimeout(turn, delay);
    timer.unref();
  };
  later(initialDelayMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
