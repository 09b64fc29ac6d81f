import type { FastifyBaseLogger } from 'fastify';
import { referencedHashes } from '../core/ra/attachments.repo.ts';
import type { Db } from '../db/client.ts';
import { startPeriodic } from '../periodic.ts';
import type { FileStore, StoredFile } from './file-store.ts';

const HOUR = 60 * 60 * 1000;

export interface SweepOptions {
  /**
   * Files younger than this are kept whatever the database says: an upload stores its bytes inside its
   * transaction, before the row that names them commits.
   */
  graceMs?: number;
  now?: Date;
}

/** How many hashes one query looks up. */
const BATCH = 500;

/**
 * Deletes the stored files no attachment (RA file or delivery photo) names and that are older than the
 * grace period: bytes of refused or failed uploads, and of removed attachments no other RA shares.
 * Answers the hashes it deleted.
 */
export async function sweepUnreferencedFiles(db: Db, files: FileStore, options: SweepOptions = {}) {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? HOUR);
  const deleted: string[] = [];
  let batch: StoredFile[] = [];
  const flush = async () => {
    const referenced = await referencedHashes(
      db,
      batch.map((file) => file.hash),
    );
    for (const file of batch) {
      if (referenced.has(file.hash)) continue;
      // Checked again right before deleting: the same bytes uploaded again since the listing were
      // given a fresh time (and may be about to be named by their row), so they stay.
      const modified = await files.modifiedAt(file.hash);
      if (!modified || modified.getTime() > cutoff) continue;
      if ((await referencedHashes(db, [file.hash])).has(file.hash)) continue;
      await files.delete(file.hash);
      deleted.push(file.hash);
    }
    batch = [];
  };
  for await (const file of files.list()) {
    if (file.modified.getTime() > cutoff) continue;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return deleted;
}

export interface SweepSchedule extends SweepOptions {
  /** Between two sweeps; an hour unless told. */
  intervalMs?: number;
  /** Before the first one, so that a starting server is not busy sweeping; five minutes unless told. */
  initialDelayMs?: number;
}

/** Sweeps now and then while the server runs; answers the function that stops it. */
export function startFileSweep(
  db: Db,
  files: FileStore,
  log: FastifyBaseLogger,
  schedule: SweepSchedule = {},
) {
  const { intervalMs = HOUR, initialDelayMs = 5 * 60 * 1000, graceMs } = schedule;
  return startPeriodic(
    'file sweep',
    async () => {
      const deleted = await sweepUnreferencedFiles(db, files, { graceMs });
      if (deleted.length > 0) log.info({ deleted: deleted.length }, 'unreferenced files swept');
    },
    log,
    { intervalMs, initialDelayMs },
  );
}
