import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';

/**
 * How `npm run backup` finds a running PGlite server and proves it runs as the server's user:
 * DATA_DIR/backup-control.json, readable by that user only, holds the server's pid, a loopback address
 * and a token made at each start. Whoever can read it can read DATA_DIR/pglite as well, so the token
 * opens nothing its reader could not already take; the route also refuses calls from other machines.
 */
export interface BackupControl {
  pid: number;
  url: string;
  token: string;
}

export const CONTROL_FILE = 'backup-control.json';
export const DUMP_PATH = '/api/internal/backup/database.sql';

export const newControlToken = () => randomBytes(32).toString('base64url');

export function writeControlFile(dataDir: string, control: BackupControl) {
  const file = path.join(dataDir, CONTROL_FILE);
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(control), { mode: 0o600 });
}

export function removeControlFile(dataDir: string, token: string) {
  const control = readControlFile(dataDir);
  // Only this server's: a newer server on the same DATA_DIR may have written its own.
  if (control?.token === token) rmSync(path.join(dataDir, CONTROL_FILE), { force: true });
}

export function readControlFile(dataDir: string): BackupControl | null {
  const file = path.join(dataDir, CONTROL_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BackupControl;
}

/** Whether a process of this pid exists (a stale control file names a dead one). */
export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The address this machine reaches a server listening on `host` at. */
export function loopbackUrl(host: string, port: number) {
  const local = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

const isLoopback = (address: string) =>
  address === '::1' || /^127\./.test(address) || /^::ffff:127\./.test(address);

/** A caller on this machine: loopback, or the address the server itself was reached at (HOST=a LAN address). */
function fromThisMachine(request: FastifyRequest) {
  const { remoteAddress, localAddress } = request.raw.socket;
  if (!remoteAddress) return false;
  return isLoopback(remoteAddress) || remoteAddress === localAddress;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function tokenMatches(request: FastifyRequest, token: string) {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /api/internal/backup/database.sql: the SQL dump of the PGlite database this server holds (its one
 * connection is this process's), for `npm run backup`. Not in the API's documentation; registered only
 * with a control token (server.ts, on PGlite).
 */
export const backupControlRoutes: FastifyPluginAsync<{ token: string; dump: () => Promise<string> }> = async (
  app,
  { token, dump },
) => {
  app.get(
    DUMP_PATH.replace(/^\/api/, ''),
    { config: { access: { audience: 'public' } }, schema: { hide: true } },
    async (request, reply) => {
      if (!fromThisMachine(request) || !tokenMatches(request, token))
        throw forbidden('La copia de seguridad se pide solo desde este equipo, con la llave del servidor.');
      const sql = await dump();
      request.log.info({ bytes: Buffer.byteLength(sql) }, 'database dumped for a backup');
      return reply
        .header('content-type', 'application/sql; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sql);
    },
  );
};
