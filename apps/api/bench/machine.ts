// The machine's CPU a stretch of work cost: this process (the API server, and the bench's client threads,
// which the caller subtracts with what they report), and PostgreSQL's backends serving this database, read
// from /proc/<pid>/schedstat (nanoseconds on a CPU; Linux, and PostgreSQL on the same machine). PostgreSQL's
// shared processes (WAL writer, checkpointer, background writer) are counted apart: other databases of the
// same server use them too.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

const cpuMsOf = (pid: number) => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
};

const AUX = ['walwriter', 'checkpointer', 'background writer'];

async function postgresPids(db: Db) {
  // PGlite runs in this process: its CPU is the process's, and it has no backends to read.
  if (!process.env.BENCH_DATABASE_URL) return { backends: [], shared: [] };
  const { rows } = (await db.execute(
    sql`select pid, backend_type, datname = current_database() as ours from pg_stat_activity`,
  )) as unknown as { rows: Array<{ pid: number; backend_type: string; ours: boolean }> };
  return {
    backends: rows.filter((r) => r.ours).map((r) => Number(r.pid)),
    shared: rows.filter((r) => AUX.includes(r.backend_type)).map((r) => Number(r.pid)),
  };
}

export interface CpuSpent {
  /** This process, every thread. */
  processMs: number;
  /** PostgreSQL's backends of this database (NaN when /proc cannot show them). */
  postgresMs: number;
  /** PostgreSQL's shared processes. */
  sharedMs: number;
}

/** Starts counting; the returned function gives what was spent since. */
export async function cpuMeter(db: Db): Promise<() => Promise<CpuSpent>> {
  const before = await postgresPids(db);
  const processBefore = process.cpuUsage();
  const start = new Map([...before.backends, ...before.shared].map((pid) => [pid, cpuMsOf(pid)]));
  return async () => {
    const processSpent = process.cpuUsage(processBefore);
    const after = await postgresPids(db);
    // A backend that left during the stretch is lost; one that came is counted from its start.
    const sum = (pids: number[]) => pids.reduce((t, pid) => t + cpuMsOf(pid) - (start.get(pid) ?? 0), 0);
    return {
      processMs: (processSpent.user + processSpent.system) / 1000,
      postgresMs: sum(after.backends),
      sharedMs: sum(after.shared),
    };
  };
}
