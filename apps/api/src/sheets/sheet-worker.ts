import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { checkExpandedSizes, readZipDirectory } from './zip-guard.ts';

// The worker thread of sheet-pool.ts: one task on one file, its answer posted back, then it ends. Bundled
// on its own as dist/sheet-worker.js (scripts/build-targets.mjs).

/**
 * What a worker can do with the bytes of an .xlsx: every xlsx the server reads is one of these. Loaded
 * after the zip guard has passed, so that a bomb is refused before ExcelJS is even loaded.
 */
const tasks = {
  importSheet: async () => (await import('../modules/ra-import/parse.ts')).parseImportSheet,
};
export type SheetTasks = { [K in keyof typeof tasks]: Awaited<ReturnType<(typeof tasks)[K]>> };

export type WorkerAnswer =
  | { ok: true; value: unknown }
  | { ok: false; status?: number; message: string; errors?: Array<{ field: string; message: string }> };

async function answer(task: keyof SheetTasks, bytes: Uint8Array): Promise<WorkerAnswer> {
  try {
    const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // The real expanded sizes (declared ones can lie), inflated against the byte budget.
    await checkExpandedSizes(file, readZipDirectory(file));
    const value = await (await tasks[task]())(file);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, status: error.statusCode, message: error.message, errors: error.errors };
    }
    return { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

if (!isMainThread && parentPort) {
  const { task, bytes } = workerData as { task: keyof SheetTasks; bytes: Uint8Array };
  parentPort.postMessage(await answer(task, bytes));
}
