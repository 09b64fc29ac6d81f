import path from 'node:path';
import { createFsFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore, type S3Config } from './s3-file-store.ts';

/** The S3-compatible store when S3_URL is set (several servers), otherwise files under DATA_DIR/files. */
export function createFileStore(config: { dataDir: string; s3?: S3Config }): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createFsFileStore(path.join(config.dataDir, 'files'));
}
