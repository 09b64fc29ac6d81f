// npm run restore <folder>: a backup into an EMPTY database (DATABASE_URL, or DATA_DIR/pglite) and its files.
import path from 'node:path';
import { restoreBackup } from '../src/backup/restore.ts';
import { readStorageConfig } from '../src/config.ts';
import { createFileStore } from '../src/files/create-file-store.ts';

const given = process.argv[2];
if (!given) {
  console.error(
    'usage: npm run restore <backup folder>   (into DATABASE_URL, or DATA_DIR/pglite when unset)',
  );
  process.exit(2);
}
const storage = readStorageConfig();
try {
  await restoreBackup({
    from: path.resolve(process.env.INIT_CWD ?? process.cwd(), given),
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    files: createFileStore(storage),
    log: (line) => console.log(line),
  });
  console.log('restore complete: every table has the rows of the backup');
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
