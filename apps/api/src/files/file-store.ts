import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live; the database keeps only their hash and metadata. */
export interface FileStore {
  /** Stores the bytes once, whatever their name; answers their SHA-256. */
  put(bytes: Buffer): Promise<string>;
  get(hash: string): Promise<Buffer>;
}

const HASH = /^[0-9a-f]{64}$/;

/** Content-addressed files under `root/ab/cd/<sha256>`; an object-storage store can implement the same interface. */
export function createFsFileStore(root: string): FileStore {
  const fileOf = (hash: string) => {
    if (!HASH.test(hash)) throw new Error('invalid file hash');
    return path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
  };
  return {
    async put(bytes) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const file = fileOf(hash);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (exists) return hash;
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half file under the final name.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      return hash;
    },
    get: (hash) => readFile(fileOf(hash)),
  };
}
