// When a failed webhook delivery is tried again: one minute after the first failure, doubling, never
// more than six hours apart, and never past 24 hours of waiting in all; then it has failed for good.

const MINUTE = 60_000;
export const RETRY_FIRST_DELAY_MS = MINUTE;
export const RETRY_MAX_DELAY_MS = 6 * 60 * MINUTE;
export const RETRY_WINDOW_MS = 24 * 60 * MINUTE;

/** The waits before each retry, in order: 1, 2, 4 … 256 minutes, 6 h, 6 h, then what is left of 24 h. */
export const RETRY_DELAYS_MS: readonly number[] = (() => {
  const delays: number[] = [];
  let total = 0;
  for (let next = RETRY_FIRST_DELAY_MS; total < RETRY_WINDOW_MS; next *= 2) {
    const delay = Math.min(next, RETRY_MAX_DELAY_MS, RETRY_WINDOW_MS - total);
    delays.push(delay);
    total += delay;
  }
  return delays;
})();
