// Requests sent on worker threads of their own (as client-thread.ts does, over node:http with keep-alive),
// in one of two ways:
// - open loop: each request leaves at its own scheduled instant, whatever the answers before it, and its
//   latency is counted from that instant (a slow answer cannot hold back the next request, so queueing is
//   measured, not hidden). The client's own lag (sent − scheduled) is reported beside it: when it grows, the
//   client, not the server, is the limit;
// - closed loop: each sequence (a device) sends its next request as soon as the previous answer comes.
// Each worker also reports the CPU its own thread used, so that a bench can subtract the client from the
// process's CPU (/proc/thread-self/schedstat: nanoseconds on a CPU, Linux only; 0 elsewhere).
import { Worker } from 'node:worker_threads';

/** One request: `at` ms after the start (open loop), to `url`, as `tokens[token]`. */
export interface Planned {
  at: number;
  url: string;
  token: number;
  method?: 'GET' | 'POST' | 'PUT';
  /** JSON body. */
  body?: string;
  /** Text the answer must contain (e.g. '"sresultado":"ACEPTADO"'); otherwise only a 2xx is asked. */
  expect?: string;
  /** Index of the kind of request, to split the figures per kind. */
  kind?: number;
}

/** What became of one request: latency from its scheduled instant (open loop) or from its send. */
export interface Outcome {
  kind: number;
  latencyMs: number;
  lagMs: number;
  failure: string | null;
}

export interface LoopRun {
  outcomes: Outcome[];
  /** Wall time from the start to the last answer. */
  seconds: number;
  /** CPU the client threads used, ms (0 when not measurable). */
  clientCpuMs: number;
}

const source = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const fs = require('node:fs');
const { sequences, tokens, open, startEpoch, sockets, timeoutMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
const cpu = () => { try { return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6; } catch { return 0; } };
const send = (r) => new Promise((resolve) => {
  const headers = { authorization: 'Bearer ' + tokens[r.token] };
  if (r.body !== undefined) { headers['content-type'] = 'application/json'; headers['content-length'] = Buffer.byteLength(r.body); }
  const request = http.request(r.url, { method: r.method || 'GET', agent, headers, timeout: timeoutMs }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const ok = response.statusCode >= 200 && response.statusCode < 300 && (!r.expect || text.includes(r.expect));
      resolve(ok ? null : response.statusCode + ' ' + text.slice(0, 300));
    });
    response.on('error', (error) => resolve(String(error)));
  });
  request.on('timeout', () => request.destroy(new Error('timeout')));
  request.on('error', (error) => resolve(String(error)));
  if (r.body !== undefined) request.write(r.body);
  request.end();
});
(async () => {
  const start = startEpoch - performance.timeOrigin;
  const cpuBefore = cpu();
  const kinds = [], latencies = [], lags = [], failures = [];
  const record = (r, due, sent, failure) => {
    kinds.push(r.kind || 0); latencies.push(performance.now() - due); lags.push(sent - due); failures.push(failure);
  };
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, start - performance.now())));
  if (open) {
    const all = sequences.flat().sort((a, b) => a.at - b.at);
    const pending = [];
    let next = 0;
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (next < all.length && start + all[next].at <= now) {
          const r = all[next++];
          const due = start + r.at;
          const sent = performance.now();
          pending.push(send(r).then((failure) => record(r, due, sent, failure)));
        }
        if (next >= all.length) return resolve();
        setTimeout(tick, Math.max(0, start + all[next].at - performance.now() - 0.5));
      };
      tick();
    });
    await Promise.all(pending);
  } else {
    await Promise.all(sequences.map(async (sequence) => {
      for (const r of sequence) {
        const sent = performance.now();
        record(r, sent, sent, await send(r));
      }
    }));
  }
  agent.destroy();
  parentPort.postMessage({ kinds, latencies, lags, failures, end: performance.timeOrigin + performance.now(), cpuMs: cpu() - cpuBefore });
})().catch((error) => parentPort.postMessage({ kinds: [0], latencies: [Infinity], lags: [0], failures: [String(error)], end: performance.timeOrigin + performance.now(), cpuMs: 0 }));
`;

interface WorkerAnswer {
  kinds: number[];
  latencies: number[];
  lags: number[];
  failures: Array<string | null>;
  end: number;
  cpuMs: number;
}

/**
 * Sends `sequences` from `threads` worker threads (sequences dealt round-robin), open or closed loop,
 * starting `delayMs` from now. Requests are never retried: a failure is counted as one.
 */
export async function runLoop(options: {
  sequences: Planned[][];
  tokens: string[];
  open: boolean;
  threads?: number;
  socketsPerThread?: number;
  delayMs?: number;
  timeoutMs?: number;
}): Promise<LoopRun> {
  const threads = Math.max(1, Math.min(options.threads ?? 2, options.sequences.length));
  const startEpoch = performance.timeOrigin + performance.now() + (options.delayMs ?? 300);
  const shares = Array.from({ length: threads }, (_, t) =>
    options.sequences.filter((_, i) => i % threads === t),
  );
  const answers = await Promise.all(
    shares.map(
      (sequences) =>
        new Promise<WorkerAnswer>((resolve, reject) => {
          const worker = new Worker(source, {
            eval: true,
            workerData: {
              sequences,
              tokens: options.tokens,
              open: options.open,
              startEpoch,
              sockets: options.socketsPerThread ?? 64,
              timeoutMs: options.timeoutMs ?? 30_000,
            },
          });
          worker.once('message', (answer: WorkerAnswer) => {
            void worker.terminate();
            resolve(answer);
          });
          worker.once('error', reject);
        }),
    ),
  );
  const outcomes: Outcome[] = [];
  for (const a of answers)
    for (const [i, latencyMs] of a.latencies.entries())
      outcomes.push({
        kind: a.kinds[i] ?? 0,
        latencyMs,
        lagMs: a.lags[i] ?? 0,
        failure: a.failures[i] ?? null,
      });
  const lastAnswer = Math.max(...answers.map((a) => a.end));
  return {
    outcomes,
    seconds: (lastAnswer - startEpoch) / 1000,
    clientCpuMs: answers.reduce((t, a) => t + a.cpuMs, 0),
  };
}

/** Spaced evenly: `count` requests at `perSecond`, the first `offsetMs` after the start. */
export const evenly = (count: number, perSecond: number, offsetMs = 0) =>
  Array.from({ length: count }, (_, i) => offsetMs + (i * 1000) / perSecond);
