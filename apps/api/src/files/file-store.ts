import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored file as the sweep sees it: its hash and when it was last written. */
export interface StoredFile {
  hash: string;
  modified: Date;
}

/** Where uploaded bytes live; the database keeps only their hash and metadata. */
export interface FileStore {
  /**
   * Stores the bytes once, whatever their name; answers their SHA-256. Storing bytes that are already
   * there refreshes their time, so the sweep's grace period runs from the latest upload.
   */
  put(bytes: Buffer): Promise<string>;
  /** The bytes of a hash; a FileNotFoundError when the store has none. */
  get(hash: string): Promise<Buffer>;
  /** Every stored file (the sweep of unreferenced files walks them). */
  list(): AsyncIterable<StoredFile>;
  /** When the bytes of a hash were last written (stored or stored again); null when there are none. */
  modifiedAt(hash: string): Promise<Date | null>;
  /** Removes a file; removing one that is not there is no error. */
  delete(hash: string): Promise<void>;
}

/** The store has no bytes under this hash (routes answer 404). */
export class FileNotFoundError extends Error {
  constructor(readonly hash: string) {
    super(`file ${hash} not found in the file store`);
    this.name = 'FileNotFoundError';
  }
}

export const HASH = /^[0-9a-f]{64}$/;

export const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function assertHash(hash: string) {
  if (!HASH.test(hash)) throw new Error('invalid file hash');
}

/** Content-addressed files under `root/ab/cd/<sha256>`; createS3FileStore implements the same interface. */
export function createFsFileStore(root: string): FileStore {
  const fileOf = (hash: string) => {
    assertHash(hash);
    return path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
  };
  const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);
  return {
    async put(bytes) {
      const hash = hashOf(bytes);
      const file = fileOf(hash);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (exists) {
        const now = new Date();
        await utimes(file, now, now);
        return hash;
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half file under the final name.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      return hash;
    },
    async get(hash) {
      try {
        return await readFile(fileOf(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(hash);
        throw error;
      }
    },
    async *list() {
      for (const a of await entries(root)) {
        for (const b of await entries(path.join(root, a))) {
          for (const name of await entries(path.join(root, a, b))) {
            // Temporary files of a write under way, and anything else, are not the sweep's business.
            if (!HASH.test(name)) continue;
            const info = await stat(path.join(root, a, b, name)).catch(() => null);
            if (info) yield { hash: name, modified: info.mtime };
          }
        }
      }
    },
    modifiedAt: (hash) =>
      stat(fileOf(hash)).then(
        (info) => info.mtime,
        () => null,
      ),
    async delete(hash) {
      await rm(fileOf(hash), { force: true });
    },
  };
}
