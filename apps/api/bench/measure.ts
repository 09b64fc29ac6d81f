/** One line of the benchmark table. */
export interface BenchResult {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** Under concurrent load, the 99th percentile. */
  p99Ms?: number;
  /** Bytes of what one run produced, when it produces a file. */
  sizeBytes?: number;
  /** Under a closed loop of clients: requests per second through the API… */
  perSecond?: number;
  /** …and the same SQL sent raw through `pg` by as many clients (api-and-sql.ts). */
  rawPerSecond?: number;
  /** …and the same SQL unnamed, so PostgreSQL parses and plans each statement on every run. */
  unpreparedPerSecond?: number;
  /** Statements one request sends. */
  statements?: number;
  /** The machine's 1-minute load average before → after. */
  load?: string;
  /** What the line is judged by (a target met or missed, a ratio, the client's lag…). */
  note?: string;
}

export interface MeasureOptions {
  runs?: number;
  warmups?: number;
}

/** Nearest-rank percentile of sorted values (p95 of 10 runs is the slowest run); NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  return (
    sorted.at(Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))) ??
    Number.NaN
  );
}

/** Times `fn` after warm-ups; when it returns bytes, their size is reported too. */
export async function measure(
  name: string,
  fn: () => Promise<unknown>,
  { runs = 10, warmups = 2 }: MeasureOptions = {},
): Promise<BenchResult> {
  for (let i = 0; i < warmups; i++) await fn();
  const times: number[] = [];
  let output: unknown;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    output = await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    runs,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    sizeBytes: output instanceof Uint8Array ? output.byteLength : undefined,
  };
}

/** The latencies of calls made under concurrent load, as one line: p50, p95 and p99. */
export function underLoad(name: string, times: number[]): BenchResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    runs: sorted.length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}
