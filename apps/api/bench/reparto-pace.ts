// The reparto bench's two ways of sending the same calls, with what each call cost the machine:
// - at a person's pace (open loop, bench/open-loop.ts): each of 16 lanes (a planner, a scanner, a driver)
//   sends its calls at fixed instants whatever the answers, and latency counts from the instant; its p99
//   is what a person feels while 15 others work at the same time — the target's measure (p99 ≤ 50 ms);
// - flat out (closed loop): each lane sends its next call as soon as the last answered. Its rate is the
//   capacity; its latency is queueing (at 16 lanes on two cores, about 8 × a call's machine time).
import { cpuMeter } from './machine.ts';
import { type BenchResult, underLoad } from './measure.ts';
import { evenly, type Planned, runLoop } from './open-loop.ts';
import type { startBenchServer } from './server.ts';

export type Server = NonNullable<Awaited<ReturnType<typeof startBenchServer>>>;

/** One lane's calls: [url, JSON body]. */
export type Lane = Array<[string, string]>;

/**
 * Sends `lanes` (lane i as `tokens[i]`, or `tokens[0]`) and answers the figures with the CPU a call cost:
 * the server's (the client threads taken out) plus PostgreSQL's backends. `perSecond` > 0: each lane at
 * that rate, the lanes' starts spread over one period; 0: flat out. Fails on any non-2xx, or an answer
 * without `expect`.
 */
export async function sendLanes(
  server: Server,
  name: string,
  options: { lanes: Lane[]; tokens: string[]; perSecond: number; expect?: string },
): Promise<BenchResult> {
  const { lanes, tokens, perSecond } = options;
  const period = perSecond > 0 ? 1000 / perSecond : 0;
  const sequences = lanes.map((lane, i): Planned[] => {
    const times = perSecond > 0 ? evenly(lane.length, perSecond, (i * period) / lanes.length) : [];
    return lane.map(([url, body], k) => ({
      at: times[k] ?? 0,
      url,
      body,
      method: 'POST',
      token: tokens.length > 1 ? i : 0,
      expect: options.expect,
    }));
  });
  const meter = await cpuMeter(server.db);
  const run = await runLoop({ sequences, tokens, open: perSecond > 0, threads: 2 });
  const spent = await meter();
  const failed = run.outcomes.filter((o) => o.failure);
  if (failed.length > 0)
    throw new Error(`${name}: ${failed.length} llamadas fallaron: ${failed[0]?.failure}`);
  const calls = run.outcomes.length;
  const serverMs = (spent.processMs - run.clientCpuMs) / calls;
  const postgresMs = spent.postgresMs / calls;
  const lag = Math.max(0, ...run.outcomes.map((o) => o.lagMs));
  return {
    ...underLoad(
      name,
      run.outcomes.map((o) => o.latencyMs),
    ),
    perSecond: calls / run.seconds,
    note:
      `CPU por llamada: servidor ${serverMs.toFixed(1)} + PostgreSQL ${postgresMs.toFixed(1)} ms` +
      (perSecond > 0 ? `; retraso del cliente ≤ ${lag.toFixed(0)} ms` : ''),
  };
}

/** The lanes cut in two: each lane's first `first` calls, and the rest. */
export function splitLanes(lanes: Lane[], first: number): [Lane[], Lane[]] {
  return [lanes.map((lane) => lane.slice(0, first)), lanes.map((lane) => lane.slice(first))];
}
