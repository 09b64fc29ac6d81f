// npm run backup [folder]: the database (SQL), the attachment files and a manifest, while the server runs.
import path from 'node:path';
import { takeBackup } from '../src/backup/backup.ts';
import { readStorageConfig } from '../src/config.ts';
import { createFileStore } from '../src/files/create-file-store.ts';

const storage = readStorageConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const given = process.argv[2];
// npm runs scripts from the repository's root; a folder given on the command line is the caller's.
const out = given
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : path.join(storage.repoRoot, 'backups', `carga-${stamp}`);

try {
  const manifest = await takeBackup({
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    files: createFileStore(storage),
    out,
    log: (line) => console.log(line),
  });
  console.log(`backup written to ${out} (migration ${manifest.migrations.last ?? 'none'})`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
