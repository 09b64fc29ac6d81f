import { Worker } from 'node:worker_threads';
import { importMessages as m } from '@carga/domain';
import { AppError } from '../errors.ts';
import type { SheetTasks, WorkerAnswer } from './sheet-worker.ts';

/**
 * Parsing an .xlsx is seconds of CPU and hundreds of MB for ExcelJS: never on the request thread (issue 30,
 * a 450 MB sheet stalled /api/health/live for 6 s). Each parse runs in a worker thread of its own, with a
 * heap ceiling and a time limit, at most `concurrency` at once (the rest wait their turn); a worker that
 * runs out of heap or time is ended and the file refused with a 413. A new worker per parse (~0.2 s to
 * start, against a real file's 1-3 s of parse) gives its memory back as soon as it ends, and an
 * out-of-memory cannot leave a shared worker broken.
 */
export interface SheetReaderOptions {
  concurrency: number;
  /** The worker's old-generation heap, MB: the worst real 5,000-row file peaks at ~170 MB. */
  heapMb: number;
  timeoutMs: number;
  /** Files held in memory waiting for their turn (up to 10 MB each); past it a 503 asks to try later. */
  maxWaiting: number;
}

export const defaultSheetReaderOptions: SheetReaderOptions = {
  concurrency: 2,
  heapMb: 512,
  timeoutMs: 30_000,
  maxWaiting: 8,
};

/**
 * The worker's entry. Bundled (`npm start`), the server is dist/server.js and the worker dist/sheet-worker.js
 * beside it (scripts/build-targets.mjs); from source (tsx, vitest) the worker is TypeScript, started through
 * a small .mjs that registers tsx's loader first.
 */
function workerEntry(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './sheet-worker-source.mjs' : './sheet-worker.js', import.meta.url);
}

const busy = () => new AppError(503, m.busy, [{ field: 'archivo', message: m.busy }]);
const tooHeavy = () => new AppError(413, m.tooHeavy, [{ field: 'archivo', message: m.tooHeavy }]);

export function createSheetReader(options: SheetReaderOptions = defaultSheetReaderOptions) {
  const entry = workerEntry();
  const running = new Set<Worker>();
  const waiting: Array<() => void> = [];
  let active = 0;
  let closed = false;

  function runOnce<K extends keyof SheetTasks>(task: K, bytes: Buffer): Promise<TaskResult<K>> {
    // A copy the worker owns: the caller keeps its bytes (the import hashes them after).
    const copy = new Uint8Array(bytes);
    const worker = new Worker(entry, {
      workerData: { task, bytes: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    });
    running.add(worker);
    // Settled once the worker has ended, so that its memory is back before the next one starts.
    return new Promise((resolve, reject) => {
      let answer: WorkerAnswer | null = null;
      let failure: Error | null = null;
      const timer = setTimeout(() => {
        failure = tooHeavy();
        void worker.terminate();
      }, options.timeoutMs);
      worker.once('message', (message: WorkerAnswer) => {
        answer = message;
      });
      worker.once('error', (error: Error & { code?: string }) => {
        failure ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error;
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        running.delete(worker);
        const done = answer as WorkerAnswer | null;
        if (failure || !done)
          reject(failure ?? new Error(`sheet worker ended with code ${code} before answering`));
        else if (done.ok) resolve(done.value as TaskResult<K>);
        else if (done.status) reject(new AppError(done.status, done.message, done.errors));
        else reject(new Error(`sheet worker: ${done.message}`));
      });
    });
  }

  return {
    /** Runs one of the worker's tasks on the bytes, in a worker of its own, when its turn comes. */
    async run<K extends keyof SheetTasks>(task: K, bytes: Buffer): Promise<TaskResult<K>> {
      if (closed) throw new Error('sheet reader closed');
      // A finishing parse hands its place to the next in line; the count drops only when none waits.
      if (active < options.concurrency) active++;
      else if (waiting.length >= options.maxWaiting) throw busy();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await runOnce(task, bytes);
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    /** How many workers run now. */
    running: () => running.size,
    /** Ends the workers still running (the app is closing). */
    async close() {
      closed = true;
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}

type TaskResult<K extends keyof SheetTasks> = Awaited<ReturnType<SheetTasks[K]>>;

export type SheetReader = ReturnType<typeof createSheetReader>;
