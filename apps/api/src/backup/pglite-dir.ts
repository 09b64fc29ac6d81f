import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isRunning, readControlFile } from './control.ts';

/** Where the server keeps its PGlite database (server.ts). */
export const pgliteDataDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Opens a PGlite data directory from this process, which PGlite allows one process at a time (two at
 * once corrupt it): refused while postmaster.pid says a process holds it. 'existing' needs a database
 * there; 'new' needs an empty or missing folder.
 */
export async function openPgliteDataDir(dir: string, want: 'existing' | 'new') {
  const dataDir = path.dirname(dir);
  const control = readControlFile(dataDir);
  if (existsSync(path.join(dir, 'postmaster.pid')) || (control && isRunning(control.pid)))
    throw new Error(
      `${dir} is in use (postmaster.pid is there): a Carga server holds it, or stopped without closing it. ` +
        'Back up through the running server (start it with npm start if it is not running, then run npm run backup again); ' +
        'restore only into a folder no server uses.',
    );
  if (want === 'existing' && !existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(
      `no PGlite database in ${dir} (set DATA_DIR to the server's, or DATABASE_URL for PostgreSQL)`,
    );
  if (want === 'new') {
    if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(path.join(dir, 'PG_VERSION')))
      throw new Error(`${dir} is not empty and holds no PGlite database: give an empty DATA_DIR`);
    mkdirSync(dir, { recursive: true });
  }
  return PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
}
